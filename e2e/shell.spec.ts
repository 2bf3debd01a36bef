import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, launch, newPage, screenshot, signIn, trackScripts } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('shell', () => {
  it('loads the sign-in page with under 215 KB of gzipped JavaScript and no data grid', async () => {
    const page = await newPage(browser);
    const scripts = trackScripts(page);
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.waitForLoadState('networkidle');
    const loaded = scripts();
    expect(loaded.some(([url]) => /data-grid/.test(url))).toBe(false);
    const total = loaded.reduce((n, [, size]) => n + size, 0);
    expect(total).toBeLessThan(215 * 1024);
    await page.context().close();
  });

  it('switches partner: reported to the server and carried by every call', async () => {
    const page = await newPage(browser);
    await signIn(page, baseUrl, 'admin', adminPassword);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const switcher = page.getByRole('combobox', { name: 'Partner' });
    await switcher.click();
    expect(await page.getByRole('option').count()).toBeGreaterThan(1);
    const target = page.locator('[role="option"][aria-selected="false"]').last();
    const targetName = (await target.textContent())?.trim() ?? '';
    const reported = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/partners/selected',
    );
    const summary = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/dashboard/summary');
    await target.click();
    const selected = await reported;
    const guid = (selected.postDataJSON() as { partner_guid: string }).partner_guid;
    expect(new URL(selected.url()).searchParams.has('partner')).toBe(false);
    expect(new URL((await summary).url()).searchParams.get('partner')).toBe(guid);
    await page.getByTestId('selected-partner').filter({ hasText: targetName }).waitFor();
    await screenshot(page, 'partner-switched');

    // The choice survives a reload, and the next screen's calls carry it too.
    await page.reload();
    await page.getByTestId('selected-partner').filter({ hasText: targetName }).waitFor();
    const countries = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/countries');
    await page.getByRole('link', { name: 'Countries' }).click();
    expect(new URL((await countries).url()).searchParams.get('partner')).toBe(guid);
    await page.context().close();
  });

  it('switches to French: the interface, and the language sent with every call', async () => {
    const page = await newPage(browser);
    await signIn(page, baseUrl, 'admin', adminPassword);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
    await page.getByRole('link', { name: 'Pays' }).click();
    await page.getByRole('heading', { name: 'Pays' }).waitFor();
    const lang = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/countries');
    await page.reload();
    expect((await lang).headers()['accept-language']).toBe('fr');
    await page.getByRole('heading', { name: 'Pays' }).waitFor();
    await checkA11y(page, 'countries in French');
    await screenshot(page, 'french');
    await page.context().close();
  });

  it('shows a page-not-found with a link home', async () => {
    const page = await newPage(browser);
    await page.goto(`${baseUrl}/no/such/page`);
    await page.getByText('This page does not exist.').waitFor();
    await checkA11y(page, 'not found');
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.waitForURL(/\/login/);
    await page.context().close();
  });
});
