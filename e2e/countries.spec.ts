import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { checkA11y, launch, newPage, screenshot, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('countries', () => {
  it('creates a country, refuses bad input, and deletes it after confirmation', async () => {
    const page = await newPage(browser);
    await signIn(page, baseUrl, 'admin', adminPassword);
    await page.getByRole('link', { name: 'Countries' }).click();
    await page.getByRole('heading', { name: 'Countries' }).waitFor();
    await page.getByRole('grid').waitFor();
    await checkA11y(page, 'countries');

    await page.getByRole('button', { name: 'New country' }).click();
    const dialog = page.getByRole('dialog', { name: 'New country' });
    await dialog.getByLabel('Code', { exact: true }).fill('zz');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await dialog.getByText('Two capital letters (ISO 3166-1), e.g. KE').waitFor();
    await checkA11y(page, 'country form with errors');

    await dialog.getByLabel('Code', { exact: true }).fill('TV');
    await dialog.getByLabel('Name', { exact: true }).fill('Tuvalu');
    await dialog.getByLabel('Currency', { exact: true }).fill('AUD');
    await dialog.getByLabel('Dialling code', { exact: true }).fill('688');
    await dialog.getByLabel('Phone digits', { exact: true }).fill('5');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Tuvalu has been created.').waitFor();
    // Clicked once the search has answered (a click on a row of the list being replaced can be lost).
    const searched = page.waitForResponse(
      (r) => r.url().includes('/api/countries?') && new URL(r.url()).searchParams.get('search') === 'Tuvalu',
    );
    await page.getByLabel('Search').fill('Tuvalu');
    await searched;
    await page.getByRole('gridcell', { name: 'Tuvalu', exact: true }).waitFor();
    await screenshot(page, 'country-created');

    await page.getByRole('button', { name: 'Delete Tuvalu' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this country?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Tuvalu has been deleted.').waitFor();
    await page.getByRole('gridcell', { name: 'Tuvalu', exact: true }).waitFor({ state: 'detached' });
    await screenshot(page, 'country-deleted');
    await page.context().close();
  });
});
