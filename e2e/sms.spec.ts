import fs from 'node:fs';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Api, apiAs, prepareSale, type SaleSetup } from './policies-setup.ts';
import { checkA11y, launch, newPage, screenshot, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;
let sale: SaleSetup;
let admin: Api;
let config: Record<string, unknown>;

beforeAll(async () => {
  browser = await launch();
  sale = await prepareSale(baseUrl, adminPassword);
  admin = await apiAs(baseUrl, 'admin', adminPassword, sale.partner);
  // One message a second, so the blast is still going when it is stopped.
  config = await admin.call<Record<string, unknown>>('GET', '/api/partners_config');
  await admin.call('PUT', '/api/partners_config', { body: { ...config, sms_rate_per_second: 1 } });
});
afterAll(async () => {
  await admin?.call('PUT', '/api/partners_config', { body: config });
  await browser?.close();
});

describe('SMS blast', () => {
  it('upload a blast with bad rows, see its cost, send it, watch it progress, stop it and download its report', async () => {
    const stamp = Date.now();
    const file = [
      'Phone;Message',
      ...Array.from({ length: 10 }, (_, i) => `07${String(20_000_000 + i)};Blast ${stamp} message ${i}`),
      'not a number;Hello',
      '0720000000;Duplicate',
    ].join('\n');

    const page = await newPage(browser);
    await page.addInitScript((partner) => localStorage.setItem('coverdesk.partner', partner), sale.partner);
    await signIn(page, baseUrl, 'admin', adminPassword);
    await page.getByRole('navigation').getByRole('link', { name: 'SMS blast', exact: true }).click();
    await page.getByRole('heading', { name: 'SMS blast', level: 1 }).waitFor();
    await page
      .getByTestId('file-drop-input')
      .setInputFiles({ name: `blast-${stamp}.csv`, mimeType: 'text/csv', buffer: Buffer.from(file) });
    // The file's columns, read in the browser, with a preview of its first rows.
    await page.getByRole('table', { name: 'First rows of the file' }).getByText(`Blast ${stamp} message 0`).waitFor();
    await page.getByRole('button', { name: 'Check the file' }).click();

    await page.getByText('12 rows · 2 refused · 10 messages to send').waitFor({ timeout: 30_000 });
    await page.getByText('Cost: 10 SMS parts').waitFor();
    await page.getByText(`Blast ${stamp} message 0`).waitFor();
    await checkA11y(page, 'SMS batch');
    await page.getByRole('button', { name: 'Send', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Send these messages?' });
    await confirm.getByText(/10 messages \(10 SMS parts\) will be sent now/).waitFor();
    await confirm.getByRole('button', { name: 'Send', exact: true }).click();

    await page.getByRole('progressbar').first().waitFor();
    await page.getByText(/Sending: [1-9] of 10 handed to the network/).waitFor({ timeout: 30_000 });
    await screenshot(page, 'sms-batch-sending');
    await page.getByRole('button', { name: 'Stop', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Stop this batch?' })
      .getByRole('button', { name: 'Stop', exact: true })
      .click();
    await page.getByText('Stopped', { exact: true }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the report' }).click(),
    ]);
    const report = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = report.trim().split(/\r?\n/);
    expect(lines[0]).toBe('line,msisdn,text,segments,status,reason,sent_at,delivered_at');
    expect(lines).toHaveLength(13);
    const states = lines.slice(1).map((l) => l.split(',')[4]);
    expect(states.filter((s) => s === 'not_sent').length).toBeGreaterThan(0);
    expect(states.filter((s) => s === 'sent' || s === 'delivered' || s === 'failed').length).toBeGreaterThan(0);
    expect(states.filter((s) => s === 'invalid' || s === 'duplicate').sort()).toEqual(['duplicate', 'invalid']);
    await page.close();
  });
});
