import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, PARTNER_A, PARTNER_B, tokens, WEB_CONFIG } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { partner, session } from '../services.ts';

const DASHBOARD = {
  'GET /api/partners': {
    status: 200,
    body: {
      items: [
        { guid: PARTNER_A, name: 'Acme Insurance' },
        { guid: PARTNER_B, name: 'Beta Mutual' },
      ],
      count: 2,
    },
  },
  'POST /api/partners/selected': { status: 200, body: {} },
  'GET /api/users/logout': { status: 204 },
};

afterEach(async () => {
  await session.signOut();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('session', () => {
  it('shows the session-expired dialog on a 401 and returns to sign-in', async () => {
    fakeApi({
      ...WEB_CONFIG,
      ...DASHBOARD,
      'POST /oauth/token': { status: 200, body: tokens() },
      'GET /api/dashboard/summary': { status: 401, body: { message: 'Session expired' } },
    });
    await session.signIn('admin', 'pw');
    const { router } = renderApp('/');
    const dialog = await screen.findByRole('dialog', { name: 'Your current session has expired' });
    expect(dialog).toHaveTextContent('Your session has expired. Please login again.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in again' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(sessionStorage.getItem('coverdesk.refresh_token')).toBeNull();
  });

  it('refreshes before expiry, and a failed refresh ends the session', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    let refreshes = 0;
    const { calls } = fakeApi({
      ...WEB_CONFIG,
      'POST /oauth/token': { status: 200, body: tokens({}, 60) },
      'POST /api/partners/selected': { status: 200, body: {} },
      'POST /identity/realms/coverdesk/protocol/openid-connect/token': () =>
        ++refreshes === 1
          ? { status: 200, body: { ...tokens({ name: 'Refreshed' }, 60), refresh_token: 'refresh-2' } }
          : { status: 400, body: { error: 'invalid_grant', error_description: 'Session not active' } },
    });
    await session.signIn('admin', 'pw');
    // A 60 s token is refreshed at 70 % of its life (a 300 s one 30 s before it expires).
    await act(() => vi.advanceTimersByTimeAsync(41_000));
    expect(refreshes).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(refreshes).toBe(1);
    expect(session.get().claims?.name).toBe('Refreshed');
    expect(sessionStorage.getItem('coverdesk.refresh_token')).toBe('refresh-2');
    const body = calls.find((c) => c.url.pathname.endsWith('/openid-connect/token'))!.init.body;
    expect(new URLSearchParams(String(body)).get('refresh_token')).toBe('refresh-1');
    await act(() => vi.advanceTimersByTimeAsync(43_000));
    expect(refreshes).toBe(2);
    expect(session.get().status).toBe('expired');
  });

  it('continues the session after a reload from the stored refresh token', async () => {
    fakeApi({
      ...WEB_CONFIG,
      ...DASHBOARD,
      'POST /identity/realms/coverdesk/protocol/openid-connect/token': { status: 200, body: tokens() },
      'GET /api/dashboard/summary': {
        status: 200,
        body: { customers: 1, policies: 2, active_policies: 1, open_claims: 0 },
      },
    });
    sessionStorage.setItem('coverdesk.refresh_token', 'refresh-0');
    localStorage.setItem('coverdesk.partner', PARTNER_B);
    // A fresh store, as after a reload.
    const { createSessionStore } = await import('./session-store.ts');
    const restored = createSessionStore(
      async () => ({ realm: 'coverdesk', clientId: 'c', clientSecret: 's' }),
      () => 'en',
    );
    expect(restored.get().status).toBe('restoring');
    await restored.restore();
    expect(restored.get().status).toBe('signed-in');
    partner.adopt(restored.get().claims?.partners ?? []);
    expect(partner.get()).toBe(PARTNER_B);
  });
});

describe('a token that expired while the tab slept', () => {
  it('is refreshed before the next call instead of ending the session', async () => {
    let refreshes = 0;
    const { calls } = fakeApi({
      ...WEB_CONFIG,
      ...DASHBOARD,
      // Already expired: exp in the past.
      'POST /oauth/token': { status: 200, body: tokens({ exp: Math.floor(Date.now() / 1000) - 10 }, 300) },
      'POST /identity/realms/coverdesk/protocol/openid-connect/token': () => {
        refreshes++;
        return { status: 200, body: { ...tokens({}, 300), access_token: tokens({ name: 'Fresh' }).access_token } };
      },
    });
    await session.signIn('admin', 'pw');
    const { call } = await import('../../lib/api-client.ts');
    const { partnersRoutes } = await import('../../lib/routes.ts');
    await Promise.all([call(partnersRoutes.list), call(partnersRoutes.list)]);
    expect(refreshes).toBe(1);
    const list = calls.filter((c) => c.url.pathname === '/api/partners');
    expect(
      list.every((c) => String(new Headers(c.init.headers).get('Authorization')).endsWith(session.get().accessToken!)),
    ).toBe(true);
    expect(session.get().claims?.name).toBe('Fresh');
  });
});
