import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, ownerQuery, prepareSale, type SaleSetup } from './policies-setup.ts';
import { checkA11y, launch, layoutProblems, newPage, screenshot, signIn } from './support/browser.ts';
import { demoPassword } from './support/demo-users.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const dataDir = inject('dataDir');
let browser: Browser;
let sale: SaleSetup;

beforeAll(async () => {
  browser = await launch();
  sale = await prepareSale(baseUrl, adminPassword);
});
afterAll(() => browser?.close());

async function financePage(username = 'admin', password = adminPassword): Promise<Page> {
  // A call-centre laptop's screen: the batch page and its rows to fix must fit it (issue 30).
  const page = await newPage(browser, { viewport: { width: 1366, height: 768 } });
  await page.addInitScript((partner) => localStorage.setItem('coverdesk.partner', partner), sale.partner);
  await signIn(page, baseUrl, username, password);
  await page.getByRole('navigation').waitFor();
  return page;
}

/** Uploads a file on the bulk payments page as a real run (confirmed) and waits for its batch to complete. */
async function uploadAndWait(page: Page, name: string, content: string) {
  // The sidebar's entry (or, on a batch page, the breadcrumb back): both open the bulk payments page.
  await page.getByRole('link', { name: 'Bulk payments', exact: true }).first().click();
  await page.getByRole('heading', { name: 'Bulk payments', level: 1 }).waitFor();
  await page.getByTestId('file-drop-input').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content) });
  await page.getByLabel('Dry run first').uncheck();
  await page.getByRole('button', { name: 'Upload and apply' }).click();
  await page
    .getByRole('dialog', { name: `Apply ${name}?` })
    .getByRole('button', { name: 'Upload and apply' })
    .click();
  await page.getByRole('heading', { name: `Batch ${name}` }).waitFor();
  // The live progress bar, then the batch's end.
  await page.getByRole('progressbar').first().waitFor();
  await page.getByText('Completed', { exact: true }).waitFor({ timeout: 60_000 });
}

describe('bulk payments', () => {
  it('upload a file with bad rows, watch it complete, download the error file, fix it and upload it again; the policy becomes active', async () => {
    const agent = await apiAs(baseUrl, 'admin', adminPassword, sale.partner);
    const policy = await agent.call<{ guid: string; policy_number: string; status: string }>(
      'POST',
      '/api/products/buy',
      {
        body: {
          customer_guid: sale.customer.guid,
          product_guid: sale.productGuid,
          start_date: new Date().toISOString().slice(0, 10),
          premium_cents: sale.premiumCents,
        },
      },
    );
    expect(policy.status).toBe('pending');
    const today = new Date().toISOString().slice(0, 10);
    const stamp = Date.now();
    const file = [
      'policy_number,mno_reference,amount,effected_date',
      `${policy.policy_number},E2E-${stamp}-1,200.00,${today}`,
      `${policy.policy_number},E2E-${stamp}-2,abc,${today}`,
      `NOPE-${stamp},E2E-${stamp}-3,200.00,${today}`,
    ].join('\n');

    const page = await financePage();
    await uploadAndWait(page, 'statement.csv', file);
    const rows = page.getByRole('grid', { name: 'Rows to fix' });
    await rows.getByText(`No policy NOPE-${stamp} for this partner: the money is held as unallocated money.`).waitFor();
    await rows.getByText(/amount: Write an amount in/).waitFor();
    await checkA11y(page, 'bulk payment batch');
    expect(await layoutProblems(page)).toEqual([]);
    await screenshot(page, 'bulk-payment-batch');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the error file' }).click(),
    ]);
    const errors = fs.readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = errors.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'policy_number,mno_reference,amount,effected_date,mno_status,mno_message,msisdn,payer_name,reason',
    );
    expect(lines).toHaveLength(3);
    const fixed = errors.replace(',abc,', ',200.00,').replace(`NOPE-${stamp}`, policy.policy_number);

    await uploadAndWait(page, 'statement-errors.csv', fixed);
    await page.getByText('Applied', { exact: true }).waitFor();
    const applied = await page.locator('dt:text-is("Applied") + dd').textContent();
    expect(applied).toBe('2');

    // The first file's payment covered the premium: the policy is active.
    await page.goto(`${baseUrl}/policies/${policy.guid}`);
    await page.getByText('Active', { exact: true }).first().waitFor();
    const paid = await agent.call<{ items: { mno_reference: string }[] }>(
      'GET',
      `/api/payments?policy_guid=${policy.guid}&page=1&size=10`,
    );
    expect(paid.items.map((p) => p.mno_reference).sort()).toEqual([
      `E2E-${stamp}-1`,
      `E2E-${stamp}-2`,
      `E2E-${stamp}-3`,
    ]);
    await page.close();
  });

  it('record a premium on the policy page, confirmed, and see the policy become active', async () => {
    const agent = await apiAs(baseUrl, 'admin', adminPassword, sale.partner);
    const policy = await agent.call<{ guid: string; policy_number: string; status: string }>(
      'POST',
      '/api/products/buy',
      {
        body: {
          customer_guid: sale.customer.guid,
          product_guid: sale.productGuid,
          start_date: new Date().toISOString().slice(0, 10),
          premium_cents: sale.premiumCents,
        },
      },
    );
    expect(policy.status).toBe('pending');
    const page = await financePage();
    await page.goto(`${baseUrl}/policies/${policy.guid}?tab=payments`);
    const section = page.getByRole('region', { name: 'Premiums recorded and wallet requests' });
    await section.getByRole('button', { name: 'Add a premium', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a premium', exact: true });
    await dialog.getByLabel(/Premium per period/).fill(String(sale.premiumCents / 100));
    const reference = `E2E-PREM-${Date.now()}`;
    await dialog.getByLabel('MNO reference').fill(reference);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const confirm = page.getByRole('dialog', { name: 'Record this premium?' });
    await confirm.getByText(`recorded as paid on policy ${policy.policy_number}`, { exact: false }).waitFor();
    await confirm.getByRole('button', { name: 'Record the premium' }).click();
    await section.getByRole('table', { name: 'Premiums recorded' }).getByText(reference).waitFor();
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByRole('region', { name: 'Details' }).getByText('Active', { exact: true }).waitFor();
    const now = await agent.call<{ status: string }>('GET', `/api/policies/${policy.guid}`);
    expect(now.status).toBe('active');
    await checkA11y(page, 'policy premiums');
    await page.close();
  });
});

/** Sets a policy's status in the database (the test's way to have a policy whose cover has ended). */
async function setPolicyStatus(guid: string, status: string) {
  const moved = await ownerQuery(dataDir, 'update policies set status = $2 where guid = $1', [guid, status]);
  if (moved.rowCount !== 1) throw new Error('the policy was not found');
}

describe('unallocated money', () => {
  it('a finance officer uploads a statement with a failed line and a line for an expired policy, sees one refused and one unallocated, matches it to the right policy and sees it become active', async () => {
    const admin = await apiAs(baseUrl, 'admin', adminPassword, sale.partner);
    const buy = () =>
      admin.call<{ guid: string; policy_number: string; status: string }>('POST', '/api/products/buy', {
        body: {
          customer_guid: sale.customer.guid,
          product_guid: sale.productGuid,
          start_date: new Date().toISOString().slice(0, 10),
          premium_cents: sale.premiumCents,
        },
      });
    const right = await buy();
    const ended = await buy();
    await setPolicyStatus(ended.guid, 'expired');
    const customer = await admin.call<{ msisdn: string; full_name: string }>(
      'GET',
      `/api/customers/${sale.customer.guid}`,
    );
    const today = new Date().toISOString().slice(0, 10);
    const stamp = Date.now();
    const file = [
      'policy_number,mno_reference,amount,effected_date,mno_status,msisdn,payer_name',
      `${right.policy_number},E2E-FAIL-${stamp},200.00,${today},FAILED,${customer.msisdn},${customer.full_name}`,
      `${ended.policy_number},E2E-HELD-${stamp},200.00,${today},SUCCESS,${customer.msisdn},${customer.full_name}`,
    ].join('\n');

    const page = await financePage('demo.finance', demoPassword('demo.finance'));
    await uploadAndWait(page, 'statement-unallocated.csv', file);
    const rows = page.getByRole('grid', { name: 'Rows to fix' });
    await rows.getByText('The operator says this transfer failed (FAILED): no payment is recorded.').waitFor();
    await rows
      .getByText('This policy is expired: the money is not applied to it and is held as unallocated money.')
      .waitFor();

    await page.getByRole('link', { name: 'Unallocated money', exact: true }).click();
    await page.getByRole('heading', { name: 'Unallocated money', level: 1 }).waitFor();
    const table = page.getByRole('table', { name: 'Unallocated money held' });
    await table.getByText(`E2E-HELD-${stamp}`).waitFor();
    expect(await table.getByText(`E2E-FAIL-${stamp}`).count()).toBe(0);
    await checkA11y(page, 'unallocated money');
    await table.getByRole('button', { name: `Match E2E-HELD-${stamp} to a policy` }).click();
    const dialog = page.getByRole('dialog', { name: `Match E2E-HELD-${stamp} to a policy` });
    await dialog.getByRole('radio', { name: new RegExp(right.policy_number) }).check();
    expect(await dialog.getByRole('radio', { name: new RegExp(ended.policy_number) }).isDisabled()).toBe(true);
    await dialog.getByRole('button', { name: 'Match', exact: true }).click();
    await dialog
      .getByText(`will be recorded as a payment on policy ${right.policy_number}`, { exact: false })
      .waitFor();
    await screenshot(page, 'unallocated-match');
    await dialog.getByRole('button', { name: 'Confirm match' }).click();
    await page.getByText(`recorded on policy ${right.policy_number}.`, { exact: false }).waitFor();

    await page.goto(`${baseUrl}/policies/${right.guid}`);
    await page.getByRole('region', { name: 'Details' }).getByText('Active', { exact: true }).waitFor();
    expect((await admin.call<{ status: string }>('GET', `/api/policies/${right.guid}`)).status).toBe('active');
    expect((await admin.call<{ status: string }>('GET', `/api/policies/${ended.guid}`)).status).toBe('expired');
    const paid = await admin.call<{ items: { mno_reference: string }[] }>(
      'GET',
      `/api/payments?policy_guid=${right.guid}&page=1&size=10`,
    );
    expect(paid.items.map((p) => p.mno_reference)).toEqual([`E2E-HELD-${stamp}`]);
    await page.close();
  });
});
