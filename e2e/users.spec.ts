import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { decisionPendingClaim } from './support/audit-fixtures.ts';
import { checkA11y, launch, newPage, screenshot, signIn } from './support/browser.ts';
import { api, apiToken, ensureClaimLists } from './support/claims-fixtures.ts';
import { latestEmailTo } from './support/outbox.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const suffix = Date.now().toString(36).slice(-5);
const username = `e2e.user.${suffix}`;
const password = 'E2e-pass-1!';
const ownPassword = 'E2e-own-pass-2!';
let browser: Browser;
let afya: { guid: string; name: string };

beforeAll(async () => {
  browser = await launch();
  const token = await apiToken(baseUrl, 'admin', adminPassword);
  const partners = await api<{ items: { guid: string; code: string; name: string }[] }>(
    baseUrl,
    token,
    'GET',
    '/api/partners?page=1&size=50',
  );
  const found = partners.items.find((p) => p.code === 'AFYA');
  if (!found) throw new Error('no demo partner AFYA');
  afya = found;
});
afterAll(() => browser?.close());

describe('user administration', () => {
  it('an admin creates a user with a role and a partner; the user sees only that partner; reset and delete', async () => {
    const admin = await newPage(browser);
    await signIn(admin, baseUrl, 'admin', adminPassword);
    await admin.getByRole('navigation').getByRole('link', { name: 'Users' }).click();
    await admin.getByRole('heading', { name: 'Users' }).waitFor();
    await admin.getByRole('grid').waitFor();

    await admin.getByRole('button', { name: 'New user' }).click();
    const dialog = admin.getByRole('dialog', { name: 'New user' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Email').fill(`${username}@example.com`);
    await dialog.getByLabel('First name').fill('Esther');
    await dialog.getByLabel('Last name').fill('Two-E');
    await dialog.getByLabel('Initial password (optional)').fill(password);
    await dialog.getByRole('checkbox', { name: 'Call-centre agent' }).check();
    await dialog.getByRole('checkbox', { name: afya.name }).check();
    await checkA11y(admin, 'new user dialog');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await admin.getByText(`${username} has been created.`).waitFor();

    await admin.getByLabel('Search users').fill(username);
    // The search answers after a pause: click the link once the grid holds only that user (header + one row),
    // not a row of the list before it that the answer replaces under the pointer.
    await expect.poll(() => admin.getByRole('row').count(), { timeout: 15_000 }).toBe(2);
    await admin.getByRole('link', { name: username }).click();
    await admin.getByRole('heading', { name: username }).waitFor();
    await admin.getByText('Call-centre agent').waitFor();
    await checkA11y(admin, 'user page');
    await screenshot(admin, 'user-page');

    // The new user signs in with the temporary password, is asked for their own, then holds only that partner.
    const agent = await newPage(browser);
    await signIn(agent, baseUrl, username, password);
    await agent.getByText('Your password was temporary. Choose your own password to sign in.').waitFor();
    await agent.getByLabel('New password', { exact: true }).fill(ownPassword);
    await agent.getByLabel('Confirm the new password').fill(ownPassword);
    await agent.getByRole('button', { name: 'Set the password' }).click();
    await agent.getByText('Your password has been changed. You can sign in with it now.').waitFor();
    await signIn(agent, baseUrl, username, ownPassword);
    await agent.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const switcher = agent.getByRole('combobox', { name: 'Partner' });
    await expect.poll(() => switcher.textContent()).toContain(afya.name);
    await switcher.click();
    expect(await agent.getByRole('option').count()).toBe(1);
    await agent.keyboard.press('Escape');
    await agent.getByRole('navigation').getByRole('link', { name: 'Users' }).waitFor({ state: 'detached' });
    await agent.context().close();

    // Reset: the update-password link is emailed.
    const before = new Date();
    await admin.getByRole('button', { name: 'Reset password' }).click();
    await admin.getByRole('dialog', { name: 'Reset password' }).getByRole('button', { name: 'Send the link' }).click();
    await admin.getByText(`A password link has been emailed to ${username}@example.com.`).waitFor();
    expect(await latestEmailTo(`${username}@example.com`, before)).toContain('/recover-password?token=');
    await admin.getByRole('list', { name: 'History' }).getByText('Password link emailed').waitFor();

    // Delete after confirming: the user can no longer sign in.
    await admin.getByRole('button', { name: 'Delete' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete user' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await admin.getByText(`${username} has been deleted.`).waitFor();
    await admin.getByRole('heading', { name: 'Users' }).waitFor();
    await expect(apiToken(baseUrl, username, password)).rejects.toThrow();
    await admin.context().close();
  });

  it('the timeline of a claim shows its transitions, and the audit screen finds them by record', async () => {
    // Two transitions through the API: rejected, then the rejection reverted.
    const claim = await decisionPendingClaim();
    const token = await apiToken(baseUrl, 'admin', adminPassword);
    await ensureClaimLists(baseUrl, token, claim.partner);
    const [reason] = await api<{ name: string }[]>(
      baseUrl,
      token,
      'GET',
      `/api/configs/claim_rejection_reasons?partner=${claim.partner}`,
    );
    const at = (action: string) => `/api/claims/${claim.guid}/actions/${action}?partner=${claim.partner}`;
    const rejected = await api<{ version: number }>(baseUrl, token, 'POST', at('reject'), {
      version: claim.version,
      reason: reason?.name,
    });
    await api(baseUrl, token, 'POST', at('revert_rejection'), { version: rejected.version, reason: 'E2E timeline' });
    const admin = await newPage(browser);
    await signIn(admin, baseUrl, 'admin', adminPassword);
    await admin.getByRole('heading', { name: 'Dashboard' }).waitFor();
    await admin.getByRole('combobox', { name: 'Partner' }).click();
    await admin.getByRole('option', { name: claim.partner_name }).click();
    await admin.goto(`${baseUrl}/claims/${claim.guid}`);
    await admin.getByRole('heading', { name: `Claim ${claim.reference}` }).waitFor();
    await admin.getByRole('tab', { name: 'Timeline' }).click();
    const timeline = admin.getByRole('list', { name: 'Timeline' });
    await timeline.getByText('Rejected', { exact: true }).waitFor();
    await timeline.getByText('Rejection reverted').waitFor();
    const events = await timeline.getByRole('listitem').count();
    expect(events).toBeGreaterThanOrEqual(2);

    await admin.getByRole('link', { name: 'Audit events' }).click();
    await admin.getByRole('heading', { name: 'Audit events' }).waitFor();
    await admin.getByLabel('Record id').fill(claim.guid);
    await admin
      .getByRole('link', { name: `Claim ${claim.guid.slice(0, 8)}` })
      .first()
      .waitFor();
    // The unfiltered list may show the claim's link too: wait for the filtered page (slow on a busy machine).
    await expect.poll(() => admin.getByRole('row').count(), { timeout: 30_000 }).toBe(events + 1);
    await screenshot(admin, 'audit-events');
    await admin.context().close();
  });
});
