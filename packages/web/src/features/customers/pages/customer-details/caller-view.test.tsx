import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../../app/services.ts';
import { aCustomer, customersApi, GUID_1 } from '../../../../test/customers-fake-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const POLICY = '01937a2b-0000-7000-8000-000000000201';
const PRODUCT = '01937a2b-0000-7000-8000-000000000301';
const OVERVIEW = {
  policies: [
    {
      guid: POLICY,
      policy_number: 'POL-000123',
      product_guid: PRODUCT,
      product_name: 'Hospital cash',
      status: 'active',
      premium_cents: 20_000,
      granularity: 'monthly',
      start_date: '2026-09-01',
      valid_until: null,
      paid_until: '2026-12-01',
    },
    {
      guid: '01937a2b-0000-7000-8000-000000000202',
      policy_number: 'POL-000124',
      product_guid: PRODUCT,
      product_name: 'Hospital cash',
      status: 'pending',
      premium_cents: 20_000,
      granularity: 'monthly',
      start_date: '2026-12-01',
      valid_until: null,
      paid_until: null,
    },
  ],
  payments: [
    {
      guid: '01937a2b-0000-7000-8000-000000000401',
      policy_guid: POLICY,
      policy_number: 'POL-000123',
      amount_cents: 20_000,
      effected_at: '2026-11-01T09:00:00.000Z',
      status: 'succeeded',
      channel: 'mobile_money',
      mno_reference: 'QWE123',
    },
  ],
  open_claims: [
    {
      guid: '01937a2b-0000-7000-8000-000000000501',
      claim_reference: 'CLM-2026-000042',
      policy_guid: POLICY,
      policy_number: 'POL-000123',
      type: 'hospital',
      status: 'decision_pending',
      received_at: '2026-11-20T09:00:00.000Z',
    },
  ],
  sms: [],
};

function api() {
  return customersApi({
    [`GET /api/customers/${GUID_1}`]: { status: 200, body: aCustomer() },
    [`GET /api/customers/${GUID_1}/overview`]: { status: 200, body: OVERVIEW },
    'GET /api/customers/registration_status_by_guid': { status: 404, body: { message: 'Customer not found.' } },
    [`PUT /api/customers/${GUID_1}/send_recurring_sms`]: {
      status: 200,
      body: { guid: GUID_1, msisdn: '254712345678', text: 'x', kind: 'recurring_reminder', status: 'delivered' },
    },
  });
}

describe('the caller view', () => {
  it('shows every policy with its paid-until, the open claims and the last payments, linked', async () => {
    api();
    await session.signIn('agent', 'pw');
    renderApp(`/customers/${GUID_1}`);
    const policies = await screen.findByRole('table', { name: 'Policies' });
    expect(await within(policies).findByRole('link', { name: 'POL-000123' })).toHaveAttribute(
      'href',
      `/policies/${POLICY}`,
    );
    expect(within(policies).getAllByRole('link', { name: 'Hospital cash' })[0]).toHaveAttribute(
      'href',
      `/products/${PRODUCT}`,
    );
    expect(within(policies).getByText('Nothing paid yet')).toBeInTheDocument();
    const claims = screen.getByRole('table', { name: 'Open claims' });
    expect(within(claims).getByRole('link', { name: 'CLM-2026-000042' })).toBeInTheDocument();
    expect(within(claims).getByText('Decision pending')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Last payments' })).toHaveTextContent('Mobile money');
    expect(screen.getByRole('table', { name: 'Recent SMS' })).toHaveTextContent('No SMS sent yet.');
  }, 60_000);

  it('takes the call’s actions by one key: S asks before sending the SMS, P records a payment on the active policy', async () => {
    const { calls } = api();
    await session.signIn('agent', 'pw');
    renderApp(`/customers/${GUID_1}`);
    await within(await screen.findByRole('table', { name: 'Policies' })).findByRole('link', { name: 'POL-000123' });
    const bar = screen.getByRole('region', { name: 'During the call' });
    expect(within(bar).getByRole('button', { name: 'Buy policy' })).toHaveAttribute('aria-keyshortcuts', 'B');
    const user = userEvent.setup();
    await user.keyboard('s');
    const dialog = await screen.findByRole('dialog', { name: 'Send the premium reminder SMS?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send SMS' }));
    expect(await screen.findByText('The premium reminder SMS has been sent.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/send_recurring_sms'))).toBe(true);
    // Keys stay quiet inside a dialog: P works once the confirmation has closed.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.keyboard('p');
    expect(await screen.findByRole('heading', { level: 1, name: /payment/i })).toBeInTheDocument();
    // The page opens on the active policy (it reads it by its guid).
    await vi.waitFor(() => expect(calls.some((c) => c.url.pathname === `/api/policies/${POLICY}`)).toBe(true));
  }, 60_000);
});
