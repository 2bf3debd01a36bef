import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, PARTNER_A, PARTNER_B, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('profile page', () => {
  it('shows roles, partners by name, last sign-ins, and changes the language', async () => {
    let language = 'en';
    const { calls } = fakeApi({
      ...WEB_CONFIG,
      'POST /oauth/token': { status: 200, body: tokens() },
      'POST /api/partners/selected': { status: 200, body: {} },
      'GET /api/users/logout': { status: 204 },
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
      'GET /api/users/me': () => ({
        status: 200,
        body: {
          id: '01937a2b-0000-7000-8000-0000000000ff',
          username: 'admin',
          first_name: 'Ada',
          last_name: 'Admin',
          email: 'admin@example.com',
          roles: ['admin', 'claims_assessor'],
          partners: [PARTNER_A, PARTNER_B],
          locale: language,
        },
      }),
      'GET /api/users/me/sign_ins': {
        status: 200,
        body: [
          { at: '2026-11-24T08:00:00.000Z', client_id: 'coverdesk-web', active: true },
          { at: '2026-11-20T08:00:00.000Z', client_id: 'coverdesk-web', active: false },
        ],
      },
      'PUT /api/users/me/language': ({ init }) => {
        language = JSON.parse(String(init.body)).language;
        return { status: 204 };
      },
    });
    await session.signIn('admin', 'pw');
    renderApp('/profile');
    expect(await screen.findByText('Administrator, Claims assessor', {}, { timeout: 60_000 })).toBeInTheDocument();
    expect(await screen.findByText('Acme Insurance, Beta Mutual')).toBeInTheDocument();
    expect(await screen.findByText('Session still open')).toBeInTheDocument();
    expect(screen.getByText('Session ended')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Français' }));
    expect(await screen.findByRole('heading', { name: 'Mon profil' })).toBeInTheDocument();
    const put = calls.find((c) => c.url.pathname === '/api/users/me/language')!;
    expect(JSON.parse(String(put.init.body))).toEqual({ language: 'fr' });
  }, 120_000);
});
