import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, launch, newPage, screenshot, signIn } from './support/browser.ts';
import { demoPassword } from './support/demo-users.ts';
import { partnersOf, tokenFor } from './support/products-api.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const suffix = Date.now().toString(36).slice(-5).toUpperCase();

describe('partners and products', () => {
  it('an administrator creates and configures a partner, then a product with premiums and benefits', async () => {
    const page = await newPage(browser);
    await signIn(page, baseUrl, 'admin', adminPassword);
    await page.getByRole('link', { name: 'Partners' }).click();
    await page.getByRole('heading', { name: 'Partners' }).waitFor();
    await page.getByRole('grid').waitFor();
    await checkA11y(page, 'partners');

    // Create a partner in Kenya; bad input is refused on the form first.
    await page.getByRole('button', { name: 'New partner' }).click();
    const dialog = page.getByRole('dialog', { name: 'New partner' });
    await dialog.getByLabel('Code', { exact: true }).fill('bad code');
    await dialog.getByLabel('USSD code', { exact: true }).fill('123');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('2 to 30 capital letters, digits, _ or -, e.g. KE_CARE').waitFor();
    await dialog.getByText('A USSD code such as *123#').waitFor();
    await checkA11y(page, 'partner form with errors');
    const name = `E2E Care ${suffix}`;
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByLabel('Code', { exact: true }).fill(`E2E_${suffix}`);
    await dialog.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Kenya (KES)' }).click();
    await dialog.getByLabel('Insurer', { exact: true }).fill('E2E Underwriters');
    await dialog.getByLabel('USSD code', { exact: true }).fill('*384*55#');
    await dialog.getByLabel('Call-centre number', { exact: true }).fill('+254700000000');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${name} has been created.`).waitFor();
    await page.getByRole('heading', { name, level: 1 }).waitFor();

    // The refreshed token holds the new partner: select it and configure it.
    await page.getByRole('button', { name: `Select ${name}` }).click();
    await page.getByRole('tab', { name: 'General' }).waitFor();
    await page.getByRole('combobox', { name: 'Claims mode' }).click();
    await page.getByRole('option', { name: /Complex claims/ }).click();
    await page.getByLabel('Minimum missing-payment amount (KES)').fill('50');
    await page.getByRole('form', { name: 'General' }).getByRole('button', { name: 'Save' }).click();
    await page
      .getByText('The minimum must not exceed the maximum')
      .or(page.getByText('This value is not valid'))
      .first()
      .waitFor();
    await page.getByLabel('Minimum missing-payment amount (KES)').fill('250');
    await page.getByRole('form', { name: 'General' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('The general settings have been saved.').waitFor();

    await page.getByRole('tab', { name: 'Claims' }).click();
    await page.getByLabel('Maximum days after discharge or death').fill('60');
    await page.getByRole('group', { name: 'Hospital' }).getByRole('checkbox', { name: 'Medical report' }).check();
    await page.getByLabel('High-risk claim amount (KES)').fill('50000');
    await checkA11y(page, 'partner claim settings');
    await page.getByRole('form', { name: 'Claims' }).getByRole('button', { name: 'Save' }).click();
    await page.getByText('The claim settings have been saved.').waitFor();
    await screenshot(page, 'partner-configured');

    // Reload: the settings were stored.
    await page.reload();
    await page.getByRole('tab', { name: 'General' }).waitFor();
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Claims mode' }).textContent())
      .toContain('Complex claims');
    await page.getByRole('tab', { name: 'Claims' }).click();
    await expect.poll(() => page.getByLabel('Maximum days after discharge or death').inputValue()).toBe('60');

    // A product of the new partner, in its currency.
    await page.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    await page.getByRole('button', { name: 'New product' }).click();
    const productDialog = page.getByRole('dialog', { name: 'New product' });
    await productDialog.getByLabel('Code', { exact: true }).fill('HOSP_DAILY');
    await productDialog.getByLabel('Name', { exact: true }).fill('Hospital cash');
    await productDialog.getByLabel('Minimum age', { exact: true }).fill('30');
    await productDialog.getByLabel('Maximum age', { exact: true }).fill('20');
    await productDialog.getByRole('button', { name: 'Save' }).click();
    await productDialog.getByText('The maximum age must not be below the minimum age').waitFor();
    await productDialog.getByLabel('Maximum age', { exact: true }).fill('65');
    await productDialog.getByLabel('Fixed indemnity (KES)').fill('300');
    await productDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Hospital cash has been created.').waitFor();
    await page.getByRole('heading', { name: 'Hospital cash', level: 1 }).waitFor();

    // Premiums: the benefit is the larger of premium × quantity and the fixed indemnity (SPEC §9).
    const premiums = page.getByRole('table', { name: 'Premiums', exact: true });
    await page.getByRole('button', { name: 'Add premium' }).click();
    let premiumDialog = page.getByRole('dialog', { name: 'New premium' });
    await premiumDialog.getByLabel('Amount (KES)').fill('20');
    await premiumDialog.getByText(/KES\s300\.00 \(the fixed indemnity\)/).waitFor();
    await checkA11y(page, 'premium dialog');
    await premiumDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The premium has been added.').waitFor();
    await premiums.getByText(/KES\s300\.00 \(the fixed indemnity\)/).waitFor();

    await page.getByRole('button', { name: 'Add premium' }).click();
    premiumDialog = page.getByRole('dialog', { name: 'New premium' });
    await premiumDialog.getByLabel('Amount (KES)').fill('125.50');
    await premiumDialog.getByLabel('Quantity').fill('4');
    await premiumDialog.getByRole('button', { name: 'Save' }).click();
    await premiums.getByText(/KES\s502\.00 \(from the premium\)/).waitFor();

    // Benefits: a fixed indemnity and a cashback.
    await page.getByRole('button', { name: 'Add benefit' }).click();
    let benefitDialog = page.getByRole('dialog', { name: 'New benefit' });
    await benefitDialog.getByLabel('Name', { exact: true }).fill('Daily hospital cash');
    await benefitDialog.getByLabel('Benefit amount (KES)').fill('1000');
    await benefitDialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Daily hospital cash has been added.').waitFor();
    await page.getByRole('button', { name: 'Add benefit' }).click();
    benefitDialog = page.getByRole('dialog', { name: 'New benefit' });
    await benefitDialog.getByRole('combobox', { name: 'Benefit type' }).click();
    await page.getByRole('option', { name: 'Cashback' }).click();
    await benefitDialog.getByLabel('Name', { exact: true }).fill('Loyalty cashback');
    await benefitDialog.getByLabel('Benefit amount (KES)').fill('0');
    await benefitDialog.getByLabel('Cashback (%)').fill('10');
    await benefitDialog.getByRole('button', { name: 'Save' }).click();
    const benefits = page.getByRole('table', { name: 'Benefits' });
    await benefits.getByRole('cell', { name: 'Loyalty cashback', exact: true }).waitFor();
    await benefits.getByRole('cell', { name: '10 %' }).waitFor();
    // Removing a benefit asks first.
    await page.getByRole('button', { name: 'Delete Loyalty cashback' }).click();
    await page.getByRole('dialog', { name: 'Delete this benefit?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Loyalty cashback has been deleted.').waitFor();
    await benefits.getByRole('cell', { name: 'Loyalty cashback', exact: true }).waitFor({ state: 'detached' });

    // Membership config: not set until saved.
    await page.getByLabel('Maximum spouses').fill('1');
    await page.getByRole('button', { name: 'Save membership' }).click();
    await page.getByText('The membership configuration has been saved.').waitFor();
    await checkA11y(page, 'product');
    await screenshot(page, 'product-configured');
    await page.context().close();
  });

  it('a partner user sees products but cannot change them, and the server refuses a change', async () => {
    const password = demoPassword('demo.partner');
    const page = await newPage(browser);
    await signIn(page, baseUrl, 'demo.partner', password);
    await page.getByRole('link', { name: 'Products' }).click();
    await page.getByRole('heading', { name: 'Products' }).waitFor();
    const firstProduct = page.getByRole('grid').getByRole('link').first();
    await firstProduct.waitFor();
    expect(await page.getByRole('button', { name: 'New product' }).count()).toBe(0);
    await firstProduct.click();
    await page.getByRole('table', { name: 'Premiums', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Product' }).waitFor();
    expect(await page.getByRole('button', { name: 'Add premium' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Add benefit' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Save/ }).count()).toBe(0);
    expect(await page.getByLabel('Name', { exact: true }).isDisabled()).toBe(true);
    await screenshot(page, 'product-read-only');
    const productId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await page.context().close();

    // The server refuses the change anyway.
    const token = await tokenFor(baseUrl, 'demo.partner', password);
    const [partner] = partnersOf(token);
    const refused = await fetch(`${baseUrl}/api/product_premiums?partner=${partner}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ product_guid: productId, amount_in_cents: 1000, granularity: 'monthly' }),
    });
    expect(refused.status).toBe(403);
  });

  it('an administrator maintains the internal configurations: hospitals searched on the server', async () => {
    const page = await newPage(browser);
    await signIn(page, baseUrl, 'admin', adminPassword);
    await page.getByRole('link', { name: 'Reference lists' }).click();
    await page.getByRole('heading', { name: 'Reference lists' }).waitFor();
    await page.getByRole('grid').waitFor();
    await checkA11y(page, 'internal configurations');
    const name = `E2E Clinic ${suffix}`;
    await page.getByRole('button', { name: 'New hospital' }).click();
    const dialog = page.getByRole('dialog', { name: 'New hospital' });
    await dialog.getByLabel('Code', { exact: true }).fill(`E2E${suffix}`);
    await dialog.getByLabel('Name', { exact: true }).fill(name);
    await dialog.getByRole('combobox', { name: 'Country' }).click();
    await page.getByRole('option', { name: 'Kenya' }).click();
    await dialog.getByLabel('Town', { exact: true }).fill('Kisumu');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${name} has been added.`).waitFor();
    // The search answers after a pause in typing, while the grid still shows the list before it: the row is clicked
    // once the search has answered (a click on the row of the list being replaced can be lost).
    const term = `clinic ${suffix.toLowerCase()}`;
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/configs/hospitals?') && new URL(r.url()).searchParams.get('query') === term,
    );
    await page.getByLabel('Search').fill(term);
    await searched;
    await page.getByRole('gridcell', { name, exact: true }).waitFor();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete this entry?' }).getByRole('button', { name: 'Delete' }).click();
    await page.getByText(`${name} has been deleted.`).waitFor();
    await page.getByRole('gridcell', { name, exact: true }).waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Banks' }).click();
    await page.getByRole('table', { name: 'Banks' }).waitFor();
    await checkA11y(page, 'banks');
    await screenshot(page, 'internal-configurations');
    await page.context().close();
  });
});
