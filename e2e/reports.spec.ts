import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, launch, layoutProblems, newPage, screenshot, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;
/** A demo partner, the month of its latest claim, and the reference of that month's first claim. */
let demo: { partner: string; reference: string; start: string; end: string };

beforeAll(async () => {
  browser = await launch();
  const port = fs.readFileSync(path.join(inject('dataDir'), 'pg-port'), 'utf8').trim();
  const c = new pg.Client({ connectionString: `postgres://postgres:coverdesk@127.0.0.1:${port}/coverdesk` });
  await c.connect();
  try {
    const { rows } = await c.query(
      // The month's first claim: the register lists the month in the order claims came, its first page holds it.
      `with latest as (select partner_guid, date_trunc('month', received_at) m from claims order by received_at desc limit 1)
        select c.partner_guid::text partner, c.claim_reference reference, l.m::date::text start,
          least((l.m + interval '1 month - 1 day')::date, current_date)::text "end"
        from claims c join latest l on c.partner_guid = l.partner_guid and date_trunc('month', c.received_at) = l.m
        order by c.received_at, c.guid limit 1`,
    );
    demo = rows[0];
  } finally {
    await c.end();
  }
});
afterAll(() => browser?.close());

async function adminPage(): Promise<Page> {
  // A call-centre laptop's screen: the report grid must fit it (issue 30).
  const page = await newPage(browser, { viewport: { width: 1366, height: 768 } });
  await page.addInitScript((partner) => localStorage.setItem('coverdesk.partner', partner), demo.partner);
  await signIn(page, baseUrl, 'admin', adminPassword);
  await page.getByRole('navigation').waitFor();
  return page;
}

/** Clicks an export button, waits for its run to be ready, downloads it and answers the file's first bytes. */
async function exportAndDownload(page: Page, type: 'XLSX' | 'PDF') {
  await page.getByRole('button', { name: `Export ${type}` }).click();
  const exports = page.getByRole('region', { name: 'Your exports' });
  const download = exports.getByRole('button', { name: `Download ${type}` }).first();
  await download.waitFor({ timeout: 60_000 });
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  const saved = await file.path();
  return { name: file.suggestedFilename(), head: fs.readFileSync(saved).subarray(0, 4).toString('latin1') };
}

/** What a person types in a date field: day first. */
const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

describe('reports', () => {
  it('runs the claims register for a month and downloads it as XLSX and PDF', async () => {
    const page = await adminPage();
    await page.getByRole('link', { name: 'Reports', exact: true }).click();
    await page.getByRole('heading', { name: 'Reports', level: 1 }).waitFor();
    await page.getByRole('combobox', { name: 'Report' }).click();
    await page.getByRole('option', { name: 'Claims register' }).click();
    await page.getByLabel('Start date').fill(dayFirst(demo.start));
    await page.getByLabel('End date').fill(dayFirst(demo.end));
    await page.getByRole('button', { name: 'Run report' }).click();
    const grid = page.getByRole('grid', { name: 'Claims register' });
    await grid.getByText(demo.reference).waitFor();
    await checkA11y(page, 'claims register');
    expect(await layoutProblems(page)).toEqual([]);
    const xlsx = await exportAndDownload(page, 'XLSX');
    expect(xlsx.name).toMatch(/^claims_register_.*\.xlsx$/);
    expect(xlsx.head.slice(0, 2)).toBe('PK');
    const pdf = await exportAndDownload(page, 'PDF');
    expect(pdf.name).toMatch(/\.pdf$/);
    expect(pdf.head).toBe('%PDF');
    await screenshot(page, 'reports-claims-register');
  }, 120_000);

  it('saves a custom report and generates it', async () => {
    const page = await adminPage();
    await page.goto(`${baseUrl}/reports/custom`);
    await page.getByRole('button', { name: 'New custom report' }).click();
    const dialog = page.getByRole('dialog', { name: 'New custom report' });
    const name = `Claims by status ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('combobox', { name: 'Dataset' }).click();
    await page.getByRole('option', { name: 'Claims', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Group by' }).click();
    await page.getByRole('option', { name: 'Status' }).click();
    await page.keyboard.press('Escape');
    await dialog.getByRole('combobox', { name: 'Totals of' }).click();
    await page.getByRole('option', { name: 'Claimed' }).click();
    await page.keyboard.press('Escape');
    await checkA11y(page, 'custom report builder');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: new RegExp(name) }).click();
    await page.getByRole('button', { name: 'Generate' }).click();
    const grid = page.getByRole('grid', { name });
    await grid.getByRole('columnheader', { name: 'Total Claimed' }).waitFor();
    expect(await grid.getByRole('row').count()).toBeGreaterThan(1);
    await screenshot(page, 'reports-custom');
  }, 90_000);
});
