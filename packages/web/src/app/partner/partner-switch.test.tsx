import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, PARTNER_A, PARTNER_B, tokens, WEB_CONFIG } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { session } from '../services.ts';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('partner switcher', () => {
  it('reports the choice, remembers it and refetches with the new partner', async () => {
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
      'GET /api/dashboard/summary': ({ url }) => ({
        status: 200,
        body: {
          customers: url.searchParams.get('partner') === PARTNER_B ? 22 : 11,
          policies: 0,
          active_policies: 0,
          open_claims: 0,
        },
      }),
    });
    await session.signIn('admin', 'pw');
    renderApp('/');
    await waitFor(() => expect(screen.getByTestId('count-customers')).toHaveTextContent('11'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Partner' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Beta Mutual' }));
    await waitFor(() => expect(screen.getByTestId('count-customers')).toHaveTextContent('22'));
    expect(screen.getByTestId('selected-partner')).toHaveTextContent('Beta Mutual');
    expect(localStorage.getItem('coverdesk.partner')).toBe(PARTNER_B);
    const reported = calls
      .filter((c) => c.url.pathname === '/api/partners/selected')
      .map((c) => JSON.parse(String(c.init.body)));
    expect(reported).toEqual([{ partner_guid: PARTNER_A }, { partner_guid: PARTNER_B }]);
  });
});
