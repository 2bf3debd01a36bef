import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, PARTNER_A, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const at = '2026-01-02T10:00:00Z';
const acme = {
  guid: PARTNER_A,
  name: 'Acme Insurance',
  code: 'ACME',
  country: 'KE',
  default_language: 'en',
  insurer: 'Acme Re',
  service_name: null,
  ussd_code: '*123#',
  whatsapp_number: null,
  call_centre_number: null,
  active: true,
  created_at: at,
  updated_at: at,
};
const config = {
  claims_mode: 'simple',
  minimum_missing_payment_amount: 100,
  currency_display: 'code',
  show_minor_units: true,
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

function partnerApi(roles = ['admin']) {
  return fakeApi({
    ...WEB_CONFIG,
    'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles } }) },
    'POST /api/partners/selected': { status: 200, body: {} },
    'GET /api/users/logout': { status: 204 },
    'GET /api/partners': { status: 200, body: { items: [acme], count: 1 } },
    [`GET /api/partners/${PARTNER_A}`]: { status: 200, body: acme },
    'GET /api/countries': {
      status: 200,
      body: { items: [{ code: 'KE', name: 'Kenya', currency_code: 'KES' }], count: 1 },
    },
    'GET /api/partners_config': { status: 200, body: config },
    'PUT /api/partners_config': ({ init }) => ({ status: 200, body: JSON.parse(String(init.body)) }),
  });
}

describe('partner page', () => {
  it("edits the selected partner's config: the claims mode is a partner setting", async () => {
    const { calls } = partnerApi();
    await session.signIn('admin', 'pw');
    renderApp(`/admin/partners/${PARTNER_A}`);
    expect(
      await screen.findByRole('heading', { name: 'Acme Insurance', level: 1 }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'General' });
    await user.click(within(form).getByRole('combobox', { name: 'Claims mode' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Complex claims/ }));
    const minimum = () => screen.getByLabelText('Minimum missing-payment amount (KES)');
    fireEvent.change(minimum(), { target: { value: '99' } });
    await user.click(within(screen.getByRole('form', { name: 'General' })).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(minimum()).toHaveAccessibleDescription('This value is not valid'));
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
    fireEvent.change(minimum(), { target: { value: '150' } });
    fireEvent.change(screen.getByLabelText('Largest payment amount (KES)'), { target: { value: '5000000' } });
    await user.click(within(screen.getByRole('form', { name: 'General' })).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The general settings have been saved.')).toBeInTheDocument();
    const put = calls.find((c) => c.init.method === 'PUT' && c.url.pathname === '/api/partners_config')!;
    expect(JSON.parse(String(put.init.body))).toMatchObject({
      claims_mode: 'complex',
      minimum_missing_payment_amount: 150,
      maximum_payment_amount: 5_000_000,
    });
    expect(put.url.searchParams.get('partner')).toBe(PARTNER_A);
  }, 90_000);

  it('shows a partner user the partner and its settings read-only', async () => {
    partnerApi(['partner_user']);
    await session.signIn('reader', 'pw');
    renderApp(`/admin/partners/${PARTNER_A}`);
    const form = await screen.findByRole('form', { name: 'General' }, { timeout: 30_000 });
    expect(within(form).getByLabelText('Minimum missing-payment amount (KES)')).toBeDisabled();
    expect(screen.getByLabelText('Name')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
