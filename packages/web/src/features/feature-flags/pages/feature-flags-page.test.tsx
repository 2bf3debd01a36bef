import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, PARTNER_A, PARTNER_B, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const flag = {
  guid: '01937a2b-0000-7000-8000-0000000000f1',
  name: 'claims_v2',
  description: 'New claims screens',
  enabled: true,
  partner_guids: [PARTNER_A],
  enabled_for_partner: true,
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('feature flags page', () => {
  it('lists the flags for the selected partner and creates one for chosen partners', async () => {
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
      'GET /api/feature-flags': { status: 200, body: { items: [flag], count: 1 } },
      'POST /api/feature-flags': ({ init }) => ({ status: 201, body: { ...flag, ...JSON.parse(String(init.body)) } }),
    });
    await session.signIn('admin', 'pw');
    renderApp('/admin/feature-flags');
    expect(await screen.findByText('claims_v2')).toBeInTheDocument();
    const list = calls.find((c) => c.url.pathname === '/api/feature-flags')!;
    expect(list.url.searchParams.get('partner')).toBe(PARTNER_A);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New feature flag' }));
    const dialog = await screen.findByRole('dialog', { name: 'New feature flag' });
    await user.type(within(dialog).getByLabelText('Name'), 'Bad Name');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(/Lowercase letters and digits/);
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'bulk_sms');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Beta Mutual' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('bulk_sms has been created.')).toBeInTheDocument();
    const created = calls.find((c) => c.init.method === 'POST' && c.url.pathname === '/api/feature-flags')!;
    expect(JSON.parse(String(created.init.body))).toEqual({
      name: 'bulk_sms',
      description: null,
      enabled: true,
      partner_guids: [PARTNER_B],
    });
  }, 90_000);
});
