import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, launch, newPage, screenshot, signIn } from './support/browser.ts';
import { demoPassword } from './support/demo-users.ts';
import { latestEmailTo } from './support/outbox.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

describe('sign-in', () => {
  it("shows the server's message for a wrong password", async () => {
    page = await newPage(browser);
    await page.goto(`${baseUrl}/login`);
    await checkA11y(page, 'sign-in');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => page.getByText('Required, and must not start with a space').count()).toBe(2);
    await signIn(page, baseUrl, 'admin', 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect((await alert.textContent())?.trim()).not.toBe('');
    expect(await alert.textContent()).not.toContain('An error occurred');
    await checkA11y(page, 'sign-in with an error');
    await screenshot(page, 'sign-in-wrong-password');
    await page.context().close();
  });

  it('signs in to the dashboard, opens the profile, and signs out', async () => {
    page = await newPage(browser);
    await signIn(page, baseUrl, 'admin', adminPassword);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByTestId('count-customers').filter({ hasText: /\d/ }).waitFor();
    await screenshot(page, 'dashboard');

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    await checkA11y(page, 'profile');
    await screenshot(page, 'profile');

    const logout = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/users/logout');
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await logout;
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    // The session is gone: a signed-in page sends back to sign-in.
    await page.goto(`${baseUrl}/admin/countries`);
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await screenshot(page, 'signed-out');
    await page.context().close();
  });
});

// The password flows use demo.admin, which no other flow signs in as: its changed password breaks nothing else.
describe('profile', () => {
  it('changes the password, which then signs in', async () => {
    page = await newPage(browser);
    await signIn(page, baseUrl, 'demo.admin', demoPassword('demo.admin'));
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await page.getByRole('heading', { name: 'My profile' }).waitFor();
    const password = 'Changed#Pass2026';
    await page.getByLabel('Current password').fill('wrong-current');
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm the new password').fill(password);
    await page.getByRole('button', { name: 'Change password' }).click();
    const refused = page.getByRole('alert');
    await refused.waitFor();
    expect(await refused.textContent()).not.toBe('');
    await page.getByLabel('Current password').fill(demoPassword('demo.admin'));
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByText('Your password has been changed.').waitFor();
    await screenshot(page, 'password-changed');

    await page.getByRole('button', { name: 'Account' }).click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await signIn(page, baseUrl, 'demo.admin', password);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.context().close();
  });
});

describe('forgot and recover password', () => {
  it('emails a link that sets a new password, which then signs in', async () => {
    page = await newPage(browser);
    await page.goto(`${baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Username or email').fill('demo.admin');
    const sentAt = new Date();
    await page.getByRole('button', { name: 'Send the link' }).click();
    await page.getByRole('status').waitFor();
    await checkA11y(page, 'forgot password');
    await screenshot(page, 'forgot-password');

    const email = await latestEmailTo('demo.admin', sentAt);
    const link = /https?:\/\/\S+\/recover-password\?token=[^\s"'<>]+/.exec(email)?.[0];
    expect(link, 'the reset email carries a recover-password link').toBeTruthy();
    await page.goto(link!.replace(/^https?:\/\/[^/]+/, baseUrl));
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();

    const password = 'Fresh#Pass2026';
    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm the new password').fill('other');
    await expect.poll(() => page.locator('li[data-ok="false"]').count()).toBeGreaterThan(1);
    await page.getByLabel('New password', { exact: true }).fill(password);
    await page.getByLabel('Confirm the new password').fill(password);
    await expect.poll(() => page.locator('li[data-ok="false"]').count()).toBe(0);
    await checkA11y(page, 'recover password');
    await screenshot(page, 'recover-password');
    await page.getByRole('button', { name: 'Set the password' }).click();
    await page.getByText('Your password has been changed').waitFor();

    await page.getByLabel('Username').fill('demo.admin');
    await page.getByLabel('Password').fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await page.context().close();
  });
});

describe('session expiry', () => {
  it('shows the session-expired dialog when the refresh fails, then returns to sign-in', async () => {
    const shortUrl = inject('shortUrl');
    page = await newPage(browser);
    await signIn(page, shortUrl, 'admin', adminPassword);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Your current session has expired' });
    await dialog.waitFor({ timeout: 30_000 });
    expect(await dialog.textContent()).toContain('Your session has expired. Please login again.');
    await checkA11y(page, 'session expired dialog');
    await screenshot(page, 'session-expired');
    await dialog.getByRole('button').click();
    await page.getByRole('heading', { name: 'Sign in' }).waitFor();
    await page.context().close();
  });
});
