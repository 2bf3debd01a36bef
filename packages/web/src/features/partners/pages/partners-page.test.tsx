import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, PARTNER_A, PARTNER_B, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const NEW_PARTNER = '01937a2b-0000-7000-8000-00000000000c';
const at = '2026-01-02T10:00:00Z';
const acme = {
  guid: PARTNER_A,
  name: 'Acme Insurance',
  code: 'ACME',
  country: 'KE',
  default_language: 'en',
  insurer: 'Acme Re',
  service_name: null,
  ussd_code: null,
  whatsapp_number: null,
  call_centre_number: null,
  active: true,
  created_at: at,
  updated_at: at,
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

function partnersApi(roles = ['admin']) {
  let partners = [PARTNER_A, PARTNER_B];
  return fakeApi({
    ...WEB_CONFIG,
    // The refresh after creating the partner answers a token that holds it.
    'POST /oauth/token': () => ({ status: 200, body: tokens({ realm_access: { roles }, partners }) }),
    'POST /identity/realms/coverdesk/protocol/openid-connect/token': () => ({
      status: 200,
      body: tokens({ realm_access: { roles }, partners }),
    }),
    'POST /api/partners/selected': { status: 200, body: {} },
    'GET /api/users/logout': { status: 204 },
    'GET /api/partners': { status: 200, body: { items: [acme], count: 1 } },
    'GET /api/countries': {
      status: 200,
      body: { items: [{ code: 'KE', name: 'Kenya', currency_code: 'KES' }], count: 1 },
    },
    'POST /api/partners': ({ init }) => {
      const body = JSON.parse(String(init.body));
      if (body.code === 'ACME') return { status: 409, body: { message: 'A partner with this code already exists.' } };
      partners = [...partners, NEW_PARTNER];
      return { status: 201, body: { ...acme, ...body, guid: NEW_PARTNER } };
    },
    [`GET /api/partners/${NEW_PARTNER}`]: { status: 200, body: { ...acme, guid: NEW_PARTNER, name: 'Jamii Cover' } },
  });
}

describe('partners page', () => {
  it('lists partners, validates with the contract, creates one and refreshes the session to hold it', async () => {
    const { calls } = partnersApi();
    await session.signIn('admin', 'pw');
    const { router } = renderApp('/admin/partners');
    expect(await screen.findByRole('link', { name: 'Acme Insurance' }, { timeout: 30_000 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'New partner' });
    await user.type(within(dialog).getByLabelText('Code'), 'acme care');
    await user.type(within(dialog).getByLabelText('WhatsApp number'), '12ab');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription(
      '2 to 30 capital letters, digits, _ or -, e.g. KE_CARE',
    );
    expect(within(dialog).getByLabelText('WhatsApp number')).toHaveAccessibleDescription(
      '6 to 15 digits, optionally starting with +',
    );
    expect(calls.some((c) => c.init.method === 'POST' && c.url.pathname === '/api/partners')).toBe(false);

    await user.type(within(dialog).getByLabelText('Name'), 'Jamii Cover');
    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'ACME');
    await user.clear(within(dialog).getByLabelText('WhatsApp number'));
    await user.click(within(dialog).getByRole('combobox', { name: 'Country' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Kenya (KES)' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A partner with this code already exists.');

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'JAMII');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Jamii Cover has been created.')).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === 'POST' && c.url.pathname === '/api/partners')!;
    expect(JSON.parse(String(post.init.body))).toMatchObject({ code: 'ACME', country: 'KE', whatsapp_number: null });
    expect(calls.some((c) => c.url.pathname.endsWith('/protocol/openid-connect/token'))).toBe(true);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/admin/partners/${NEW_PARTNER}`));
    expect(session.get().claims?.partners).toContain(NEW_PARTNER);
    expect(await screen.findByRole('button', { name: 'Select Jamii Cover' })).toBeInTheDocument();
  }, 90_000);

  it('hides the create action from a role without partners.write', async () => {
    partnersApi(['partner_user']);
    await session.signIn('reader', 'pw');
    renderApp('/admin/partners');
    expect(await screen.findByRole('link', { name: 'Acme Insurance' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New partner' })).not.toBeInTheDocument();
  });
});
