import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { apiAs, prepareSale, type SaleSetup } from './policies-setup.ts';
import { checkA11y, launch, newPage, screenshot, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;
let sale: SaleSetup;

beforeAll(async () => {
  browser = await launch();
  sale = await prepareSale(baseUrl, adminPassword);
});
afterAll(() => browser?.close());

describe('loyalty', () => {
  it('run a loyalty upload, watch its steps to the end, see what it did and undo it', async () => {
    const api = await apiAs(baseUrl, 'admin', adminPassword, sale.partner);
    // The loyalty product: one of the partner's products the customer holds no policy of.
    type Held = { product_guid: string; status: string; premium_cents: number };
    const held = () => api.call<Held[]>('GET', `/api/policies/customer/guid/${sale.customer.guid}`);
    const holds = new Set((await held()).map((p) => p.product_guid));
    const products = await api.call<{ guid: string }[]>('GET', '/api/products?active_only=true');
    const loyaltyProduct = products.find((p) => !holds.has(p.guid))?.guid;
    if (!loyaltyProduct) throw new Error('the demo customer holds every product');
    await api.call('PUT', '/api/loyaltyrenewal/settings', {
      body: { product_guid: loyaltyProduct, spend_threshold_cents: 50_000, period_days: 30 },
    });
    const customer = await api.call<{ msisdn: string }>('GET', `/api/customers/${sale.customer.guid}`);
    const file = ['msisdn,spend', `${customer.msisdn},750.00`, '254799000001,900', `${customer.msisdn},abc`].join('\n');

    const page = await newPage(browser);
    await page.addInitScript((partner) => localStorage.setItem('coverdesk.partner', partner), sale.partner);
    await signIn(page, baseUrl, 'admin', adminPassword);
    await page.getByRole('navigation').getByRole('link', { name: 'Loyalty', exact: true }).click();
    await page.getByRole('heading', { name: 'Loyalty', level: 1 }).waitFor();
    await page.getByTestId('file-drop-input').setInputFiles({
      name: 'loyal.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await page.getByLabel('Dry run first').uncheck();
    await page.getByRole('button', { name: 'Upload and apply' }).click();
    await page
      .getByRole('dialog', { name: 'Apply loyal.csv?' })
      .getByRole('button', { name: 'Upload and apply' })
      .click();
    await page.getByRole('heading', { name: 'Loyalty run loyal.csv' }).waitFor();

    // The steps of SPEC §4, each with its count, live until the run completes.
    const steps = page.getByRole('list', { name: 'Steps' });
    await steps.getByRole('listitem', { name: 'Reporting: Done, 1' }).waitFor({ timeout: 60_000 });
    for (const name of [
      'Reading: Done, 3',
      'Formatting: Done, 2',
      'Dropping duplicates: Done, 0',
      'Consolidating: Done, 2',
      'Allocating: Done, 2',
      'Backup: Done, 1',
    ])
      await steps.getByRole('listitem', { name }).waitFor();
    await page.getByText('Completed', { exact: true }).waitFor();
    const rows = page.getByRole('grid', { name: 'Rows to fix' });
    await rows.getByText('No customer of this partner has this phone number.').waitFor();
    await page.getByText('1 policy granted, 0 renewed; 1 change kept for undo.').waitFor();
    await checkA11y(page, 'loyalty run');
    await screenshot(page, 'loyalty-run');

    await page.getByRole('button', { name: 'Undo this run' }).click();
    const dialog = page.getByRole('dialog', { name: 'Undo this loyalty run?' });
    await dialog.getByText(/The 1 granted loyalty policies are cancelled/).waitFor();
    await dialog.getByRole('button', { name: 'Undo this run' }).click();
    await page.getByText(/Undone by admin on/).waitFor();
    const loyalty = (await held()).filter((p) => p.product_guid === loyaltyProduct);
    expect(loyalty.map((p) => p.status)).toEqual(['cancelled']);
    await page.close();
  });

  it('onboard a cooperative file: the new member gets a policy, the bad row is named with its reason', async () => {
    const api = await apiAs(baseUrl, 'admin', adminPassword, sale.partner);
    const digits = String(Date.now()).slice(-8);
    const file = [
      'msisdn,full_name,date_of_birth,product_code,premium',
      `07${digits},Wanjiru Coop,1990-04-12,${sale.productLabel.code},${sale.premiumCents / 100}`,
      `071${digits.slice(1)},Nope Coop,1990-04-12,NOPE,200`,
    ].join('\n');
    const page = await newPage(browser);
    await page.addInitScript((partner) => localStorage.setItem('coverdesk.partner', partner), sale.partner);
    await signIn(page, baseUrl, 'admin', adminPassword);
    await page.getByRole('navigation').getByRole('link', { name: 'Bulk onboarding', exact: true }).click();
    await page.getByRole('heading', { name: 'Bulk policy onboarding', level: 1 }).waitFor();
    await page.getByTestId('file-drop-input').setInputFiles({
      name: 'coop.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(file),
    });
    await page.getByLabel('Dry run first').uncheck();
    await page.getByRole('button', { name: 'Upload and apply' }).click();
    await page
      .getByRole('dialog', { name: 'Apply coop.csv?' })
      .getByRole('button', { name: 'Upload and apply' })
      .click();
    await page.getByRole('heading', { name: 'Onboarding batch coop.csv' }).waitFor();
    await page.getByText('Completed', { exact: true }).waitFor({ timeout: 60_000 });
    await page
      .getByRole('grid', { name: 'Rows to fix' })
      .getByText('No product of this partner has the code NOPE.')
      .waitFor();
    expect(await page.locator('dt:text-is("Applied") + dd').textContent()).toBe('1');
    await checkA11y(page, 'onboarding batch');
    const found = await api.call<{ items: { guid: string }[] }>(
      'GET',
      `/api/customers/find?msisdn=07${digits}&page=1&size=5`,
    );
    expect(found.items).toHaveLength(1);
    const policies = await api.call<{ product_guid: string; status: string }[]>(
      'GET',
      `/api/policies/customer/guid/${found.items[0]!.guid}`,
    );
    expect(policies).toEqual([expect.objectContaining({ product_guid: sale.productGuid, status: 'pending' })]);
    await page.close();
  });
});
