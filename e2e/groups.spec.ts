import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { apiAs, prepareSale, type SaleSetup } from './policies-setup.ts';
import { checkA11y, launch, newPage, screenshot, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;
let sale: SaleSetup;

beforeAll(async () => {
  browser = await launch();
  sale = await prepareSale(baseUrl, adminPassword);
  // The demo product takes groups: its group configuration (once).
  const api = await apiAs(baseUrl, 'admin', adminPassword, sale.partner);
  await api
    .call('POST', '/api/products/group_product_config', {
      body: { product_guid: sale.productGuid, min_members: 1, max_members: 500, allow_dependants: true },
    })
    .catch(() => undefined);
});
afterAll(() => browser?.close());

describe('group schemes', () => {
  it('create a group, upload members with a bad row, quote, register, see the policies', async () => {
    const page = await newPage(browser);
    await page.addInitScript((partner) => localStorage.setItem('coverdesk.partner', partner), sale.partner);
    await signIn(page, baseUrl, 'admin', adminPassword);
    await page.getByRole('navigation').waitFor();
    await page.getByRole('link', { name: 'Group schemes', exact: true }).first().click();
    await page.getByRole('heading', { name: 'Group schemes', level: 1 }).waitFor();

    const name = `E2E Cooperative ${Date.now()}`;
    await page.getByRole('button', { name: 'Pre-register a group' }).click();
    const form = page.getByRole('dialog', { name: 'Pre-register a group' });
    await form.getByLabel('Name', { exact: true }).fill(name);
    await form.getByRole('combobox', { name: 'Product' }).click();
    await page.getByRole('option', { name: sale.productLabel.name }).first().click();
    await form.getByRole('combobox', { name: 'Premium per member' }).click();
    await page
      .getByRole('option')
      .filter({ hasText: String(sale.premiumCents / 100) })
      .first()
      .click();
    await form.getByLabel('Contact name').fill('Jane Mwangi');
    await form.getByLabel('Contact phone number').fill('0722000111');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    // The members file: two members and one bad phone number, applied at once.
    const stamp = String(Date.now()).slice(-6);
    const file = [
      'msisdn,full_name,date_of_birth,gender,principal_msisdn,relationship',
      `0733${stamp.slice(0, 5)}1,Ann Njeri,1985-02-02,female,,`,
      `0733${stamp.slice(0, 5)}2,Ben Kiptoo,1979-03-02,male,,`,
      `,Cate Njeri,2015-01-01,female,0733${stamp.slice(0, 5)}1,Child`,
      'not-a-phone,Bad Row,1980-01-01,male,,',
    ].join('\n');
    await page
      .getByTestId('file-drop-input')
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByLabel('Dry run first').uncheck();
    await page.getByRole('button', { name: 'Upload and apply' }).click();
    await page
      .getByRole('dialog', { name: 'Apply members.csv?' })
      .getByRole('button', { name: 'Upload and apply' })
      .click();
    await page.getByRole('heading', { name: 'Members file members.csv' }).waitFor();
    await page.getByText('Completed', { exact: true }).waitFor({ timeout: 60_000 });
    await page.getByRole('grid', { name: 'Rows to fix' }).getByText('Bad Row').waitFor();
    await checkA11y(page, 'group members file');

    await page.getByRole('link', { name: 'Back to the group' }).click();
    await page.getByRole('heading', { name, level: 1 }).waitFor();
    await page.getByRole('grid', { name: 'Members' }).getByText('Cate Njeri').waitFor();

    await page.getByRole('tab', { name: 'Quotation and registration' }).click();
    await page.getByText(/2 of 2 members can be registered/).waitFor();
    await page.getByRole('button', { name: 'Register the group' }).click();
    await page
      .getByRole('dialog', { name: `Register ${name}?` })
      .getByRole('button', { name: 'Register the group' })
      .click();
    await page.getByText('Registration finished').waitFor({ timeout: 60_000 });
    await page.getByText(/2 registered, 0 not registered/).waitFor();
    await screenshot(page, 'group-registration');

    await page.getByRole('tab', { name: 'Policies' }).click();
    const policies = page.getByRole('grid', { name: 'Policies' });
    await policies.getByText('Ann Njeri').waitFor();
    await policies.getByText('Ben Kiptoo').waitFor();
    await checkA11y(page, 'group policies');
    await page.close();
  }, 120_000);
});
