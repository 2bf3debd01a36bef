import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, prepareSale, type SaleSetup } from './policies-setup.ts';
import { checkA11y, launch, newPage, screenshot, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;
let sale: SaleSetup;

/** `YYYY-MM-DD` as the screens show it (`dd/mm/yyyy`). */
const dayFirst = (iso: string) => iso.split('-').reverse().join('/');

/** The e2e server's embedded PostgreSQL: to move a debit order's start and a retry's day back in time. */
async function sql(text: string, params: unknown[]) {
  const port = fs.readFileSync(path.join(inject('dataDir'), 'pg-port'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:coverdesk@127.0.0.1:${port}/coverdesk` });
  await client.connect();
  try {
    return (await client.query(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** The latest past day banks collect on with a debit day (1–28): a weekday that is no public holiday of the country. */
async function lastCollectionDay(): Promise<string> {
  const holidays = new Set(
    (await sql(`select day::text d from public_holidays where country_code = 'KE'`, [])).map((r) => r.d as string),
  );
  for (let n = 1; ; n++) {
    const d = new Date(Date.now() - n * 86_400_000);
    const iso = d.toISOString().slice(0, 10);
    if (d.getUTCDate() <= 28 && d.getUTCDay() % 6 !== 0 && !holidays.has(iso)) return iso;
  }
}

beforeAll(async () => {
  browser = await launch();
  sale = await prepareSale(baseUrl, adminPassword);
});
afterAll(() => browser?.close());

async function adminPage(): Promise<Page> {
  // A wide screen: the flow reads every column of a collection row (at 1366 px the unpaid code and attempts fold into
  // the column menu; shell.spec checks that width).
  const page = await newPage(browser, { viewport: { width: 1920, height: 1080 } });
  await page.addInitScript((partner) => localStorage.setItem('coverdesk.partner', partner), sale.partner);
  await signIn(page, baseUrl, 'admin', adminPassword);
  await page.getByRole('navigation').waitFor();
  return page;
}

/** Selects the collection of this reference in the pending list and answers it (paid, or failed with code 02). */
async function answer(page: Page, reference: string, status: 'paid' | 'failed') {
  await page.getByRole('tab', { name: 'Pending' }).click();
  await page.getByLabel('Reference, policy or phone').fill(reference);
  const grid = page.getByRole('grid', { name: 'Pending' });
  const row = grid.getByRole('row').filter({ hasText: reference });
  await row.getByText('Pending', { exact: true }).waitFor();
  // The list fetches again as the search is typed: a click while the grid re-renders can land on the row it replaces
  // (then the box stays unchecked), so the check is tried again on the new row.
  for (let attempt = 1; ; attempt++) {
    try {
      await row.getByRole('checkbox').check({ timeout: 5_000 });
      break;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
  await page.getByRole('button', { name: status === 'paid' ? 'Mark paid (1)' : 'Mark failed (1)' }).click();
  const dialog = page.getByRole('dialog');
  if (status === 'failed') await dialog.getByText(/code 02 is tried again/).waitFor();
  await dialog.getByLabel('Reason').fill(`Bank statement (${status})`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Processed: 1; already answered: 0.').waitFor();
}

describe('debit orders', () => {
  it('create a debit order, run the collection, fail it with code 02, retry it, succeed, see the premium on the policy', async () => {
    const api = await apiAs(baseUrl, 'admin', adminPassword, sale.partner);
    const today = new Date().toISOString().slice(0, 10);
    const policy = await api.call<{ guid: string; policy_number: string; status: string }>(
      'POST',
      '/api/products/buy',
      {
        body: {
          customer_guid: sale.customer.guid,
          product_guid: sale.productGuid,
          start_date: today,
          premium_cents: sale.premiumCents,
        },
      },
    );
    expect(policy.status).toBe('pending');
    await api.call('POST', '/api/bank_details', {
      body: {
        customer_guid: sale.customer.guid,
        bank_name: 'KCB Bank Kenya',
        account_holder: sale.customer.full_name,
        account_number: `9${Date.now().toString().slice(-8)}1`,
      },
    });
    const day = await lastCollectionDay();
    const reference = `E2E-DO-${Date.now()}`;

    // 1. The customer's debit orders tab: add one (bank details picker), the mandate is authenticated.
    const page = await adminPage();
    await page.goto(`${baseUrl}/customers/${sale.customer.guid}/debit-orders`);
    await page.getByRole('button', { name: 'Add debit order' }).click();
    const create = page.getByRole('dialog', { name: 'New debit order' });
    await create.getByLabel('Policy').click();
    await page.getByRole('option', { name: policy.policy_number }).click();
    await create.getByLabel('Bank account').click();
    await page.getByRole('option').filter({ hasText: 'KCB Bank Kenya' }).last().click();
    await create.getByLabel(/Amount/).fill(String(sale.premiumCents / 100));
    await create.getByLabel('Debit day').fill(String(Number(day.slice(8, 10))));
    await create.getByLabel('Reference').fill(reference);
    await create.getByRole('button', { name: 'Save' }).click();
    await page.getByText(/Debit order created: the customer authenticated mandate/).waitFor();
    const row = page.getByRole('row').filter({ hasText: reference });
    await row.getByText('Active').waitFor();
    await checkA11y(page, 'customer debit orders');
    // As if created before the collection day (the run collects from the start date on).
    await sql(`update debit_orders set start_date = $2 where reference = $1`, [reference, '2026-01-01']);

    // 2. Run the collection of that day from the transactions screen.
    await page.getByRole('link', { name: 'Debit order transactions' }).first().click();
    await page.getByRole('heading', { name: 'Debit order transactions', level: 1 }).waitFor();
    await page.getByLabel('Collection day').fill(dayFirst(day));
    await page.getByRole('button', { name: 'Run the collection' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Run the collection' }).click();
    // The run is a job: the call answers at once and the run's panel shows its progress until it completes.
    const runPanel = page.getByRole('region', { name: 'Collection run' });
    await runPanel.getByText(`Collection run of ${dayFirst(day)}: completed`).waitFor();
    await runPanel.getByText(/[1-9]\d* collections created/).waitFor();

    // 3. The bank answers 02 (insufficient funds): a retry is scheduled, with its reason on the row.
    await answer(page, policy.policy_number, 'failed');
    await page.getByLabel('Reference, policy or phone').fill(policy.policy_number);
    await page
      .getByRole('grid', { name: 'Pending' })
      .getByRole('row')
      .filter({ hasText: '02 — Not provided for' })
      .getByText('Retry scheduled')
      .waitFor();
    await screenshot(page, 'debit-order-retry');

    // 4. The retry day comes (moved to today), today's run sends it again; the bank pays it.
    await sql(
      `update debit_order_transactions set retry_on = $2 where policy_guid = $1 and status = 'retry_scheduled'`,
      [policy.guid, today],
    );
    await page.getByLabel('Collection day').fill(dayFirst(today));
    await page.getByRole('button', { name: 'Run the collection' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Run the collection' }).click();
    await runPanel.getByText(`Collection run of ${dayFirst(today)}: completed`).waitFor();
    await runPanel.getByText(/\d+ collections created, [1-9]\d* retried/).waitFor();
    await answer(page, policy.policy_number, 'paid');

    // 5. The premium is on the policy, which is now active.
    await page.goto(`${baseUrl}/policies/${policy.guid}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(policy.policy_number) }).waitFor();
    await page.getByText('Active', { exact: true }).first().waitFor();
    const payments = await api.call<{ items: { channel: string; amount_cents: number }[] }>(
      'GET',
      `/api/payments?policy_guid=${policy.guid}&page=1&size=10`,
    );
    expect(payments.items).toEqual([
      expect.objectContaining({ channel: 'DebitOrder', amount_cents: sale.premiumCents }),
    ]);
    await screenshot(page, 'debit-order-policy');
  }, 120_000);
});
