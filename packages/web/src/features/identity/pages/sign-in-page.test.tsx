import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../app/i18n.ts';
import { session } from '../../../app/services.ts';
import { fakeApi, PARTNER_A, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('sign-in page', () => {
  it('requires both fields and refuses a leading space, without calling the server', async () => {
    const { calls } = fakeApi({ ...WEB_CONFIG });
    renderApp('/login');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(/Required/);
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/Required/);
    await user.type(screen.getByLabelText('Username'), ' admin');
    await user.type(screen.getByLabelText('Password'), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('Must not start with a space');
    expect(calls.filter((c) => c.url.pathname === '/oauth/token')).toHaveLength(0);
  });

  it("shows the server's message for a wrong password", async () => {
    const { calls } = fakeApi({
      ...WEB_CONFIG,
      'POST /oauth/token': {
        status: 401,
        body: { error: 'invalid_grant', error_description: 'Invalid user credentials' },
      },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid user credentials');
    const token = calls.find((c) => c.url.pathname === '/oauth/token')!;
    expect(new Headers(token.init.headers).get('Authorization')).toBe(
      `Basic ${btoa('coverdesk-web:coverdesk-web-secret')}`,
    );
    expect(String(token.init.body)).toBe('username=admin&password=wrong&grant_type=password');
  });

  it('says clearly that an account is locked', async () => {
    fakeApi({
      ...WEB_CONFIG,
      'POST /oauth/token': {
        status: 400,
        body: { error: 'invalid_grant', error_description: 'Account is temporarily locked' },
      },
    });
    renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'whatever');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account is locked. Account is temporarily locked');
  });

  it('signs in, reports the selected partner and lands on the dashboard', async () => {
    const { calls } = fakeApi({
      ...WEB_CONFIG,
      'POST /oauth/token': { status: 200, body: tokens() },
      'POST /api/partners/selected': { status: 204 },
      'GET /api/partners': { status: 200, body: { items: [{ guid: PARTNER_A, name: 'Acme Insurance' }], count: 1 } },
      'GET /api/dashboard/summary': {
        status: 200,
        body: { customers: 12, policies: 7, active_policies: 5, open_claims: 3 },
      },
    });
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'Secret#1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByTestId('count-open_claims')).toHaveTextContent('3');
    expect(screen.getByTestId('selected-partner')).toHaveTextContent('Acme Insurance');
    const selected = calls.find((c) => c.url.pathname === '/api/partners/selected')!;
    expect(selected.url.search).toBe('');
    expect(JSON.parse(String(selected.init.body))).toEqual({ partner_guid: PARTNER_A });
    const summary = calls.find((c) => c.url.pathname === '/api/dashboard/summary')!;
    expect(summary.url.searchParams.get('partner')).toBe(PARTNER_A);
    await waitFor(() => expect(sessionStorage.getItem('coverdesk.refresh_token')).toBe('refresh-1'));
  });

  it('a right temporary password leads to choosing their own, with the one-time token kept out of the address', async () => {
    const { calls } = fakeApi({
      ...WEB_CONFIG,
      'POST /oauth/token': {
        status: 400,
        body: {
          error: 'invalid_grant',
          error_description: 'This password is temporary: choose your own password now',
          action_token: 'one-time-token',
        },
      },
      'PUT /api/public/recover_password': { status: 204 },
    });
    const { router } = renderApp('/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username'), 'newagent');
    await user.type(screen.getByLabelText('Password'), 'Temp-pass1!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Your password was temporary. Choose your own password to sign in.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/recover-password');
    expect(router.state.location.search).toBe('');
    await user.type(screen.getByLabelText('New password'), 'Own-pass1!');
    await user.type(screen.getByLabelText('Confirm the new password'), 'Own-pass1!');
    await user.click(screen.getByRole('button', { name: 'Set the password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const set = calls.find((c) => c.url.pathname === '/api/public/recover_password')!;
    expect(JSON.parse(String(set.init.body))).toMatchObject({ token: 'one-time-token', password: 'Own-pass1!' });
  });

  it('reports a used or expired reset link when its page opens, before a password is typed (English and French)', async () => {
    for (const lang of ['en', 'fr'] as const) {
      if (lang === 'fr') await changeLanguage('fr');
      const { calls } = fakeApi({
        ...WEB_CONFIG,
        'POST /api/public/recover_password/check': ({ init }) => ({
          status: 200,
          body: { valid: JSON.parse(String(init.body)).token === 'fresh' },
        }),
      });
      const { router } = renderApp('/recover-password?token=used-one');
      expect(
        await screen.findByText(
          lang === 'en' ? /This link has already been used or has expired/ : /Ce lien a déjà servi/,
        ),
      ).toBeVisible();
      expect(screen.queryByLabelText(lang === 'en' ? 'New password' : 'Nouveau mot de passe')).toBeNull();
      const user = userEvent.setup();
      await user.click(
        screen.getByRole('link', { name: lang === 'en' ? 'Ask for a new link' : 'Demander un nouveau lien' }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/forgot-password'));
      expect(calls.some((c) => c.url.pathname === '/api/public/recover_password')).toBe(false);
      cleanup();
      // A usable link shows the form.
      renderApp('/recover-password?token=fresh');
      expect(await screen.findByLabelText(lang === 'en' ? 'New password' : 'Nouveau mot de passe')).toBeVisible();
      cleanup();
      vi.unstubAllGlobals();
    }
  });
});
