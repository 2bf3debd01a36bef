import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { session } from '../../../app/services.ts';
import { fakeApi, PARTNER_A } from '../../../test/fake-api.ts';
import { CUSTOMER, POLICY, signedIn } from '../../../test/policy-fixtures.ts';
import PolicyPaymentsSection from './policy-payments-section.tsx';

const PREMIUM = '01937a2b-0000-7000-8000-0000000000e7';
const premium = (o: Record<string, unknown> = {}) => ({
  guid: PREMIUM,
  partner_guid: PARTNER_A,
  policy_guid: POLICY,
  customer_guid: CUSTOMER,
  payment_guid: '01937a2b-0000-7000-8000-0000000000e8',
  prerequisite_guid: null,
  amount_in_cents: 50_000,
  quantity: 2,
  total_cents: 100_000,
  granularity: 'monthly',
  payment_type: 'normal',
  bundle_kind: null,
  payment_method: 'card_payment',
  mno_reference: 'PREM-1',
  effected_date: '2026-11-20',
  status: 'recorded',
  benefit_in_cents: 500_000,
  benefit_basis: 'fixed_indemnity',
  created_by: 'finance',
  created_at: '2026-11-20T10:00:00Z',
  ...o,
});

function renderSection() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <PolicyPaymentsSection
            policy={{ guid: POLICY, policy_number: 'POL-2026-000001', premium_cents: 50_000 }}
            payable
            currency="KES"
          />
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  return render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
}

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('premiums and wallet requests of a policy', () => {
  it('lists premiums with their benefit, adds one after confirming with an Idempotency-Key, deletes after confirming', async () => {
    const { calls } = fakeApi({
      ...signedIn(['finance_officer']),
      'GET /api/premiums': { status: 200, body: { items: [premium()], count: 1 } },
      'GET /api/payment_requests': { status: 200, body: { items: [], count: 0 } },
      'PUT /api/premiums/add_single_non_bundled': ({ init }) => ({
        status: 201,
        body: premium({
          ...JSON.parse(String(init.body)),
          guid: '01937a2b-0000-7000-8000-0000000000e9',
          total_cents: 20_000,
        }),
      }),
      [`DELETE /api/premiums/${PREMIUM}`]: { status: 200, body: premium({ status: 'deleted' }) },
    });
    await session.signIn('finance', 'pw');
    renderSection();
    const table = await screen.findByRole('table', { name: 'Premiums recorded' });
    expect(await within(table).findByText('PREM-1')).toBeInTheDocument();
    expect(table).toHaveTextContent('KES 500.00 × 2');
    expect(table).toHaveTextContent('Card payment');
    expect(table).toHaveTextContent('fixed indemnity');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a premium' });
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(within(dialog).getByLabelText('MNO reference')).toHaveAccessibleDescription('Required');
    await user.type(within(dialog).getByLabelText('Premium per period (KES)'), '200');
    await user.type(within(dialog).getByLabelText('MNO reference'), 'MPESA-NEW');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    const confirm = await screen.findByRole('dialog', { name: 'Record this premium?' });
    expect(confirm).toHaveTextContent('KES 200.00 (KES 200.00 × 1) will be recorded as paid on policy POL-2026-000001');
    await user.click(within(confirm).getByRole('button', { name: 'Record the premium' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(new Headers(put.init.headers).get('Idempotency-Key')).toMatch(/^web-[0-9a-f]{32}$/);
    expect(JSON.parse(String(put.init.body))).toMatchObject({
      policy_guid: POLICY,
      amount_in_cents: 20_000,
      quantity: 1,
      mno_reference: 'MPESA-NEW',
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Delete premium PREM-1' }));
    const del = await screen.findByRole('dialog', { name: 'Delete this premium?' });
    expect(del).toHaveTextContent('its payment reversed');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(del).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 90_000);

  it('requests payment from the wallet after confirming and says what the wallet answered', async () => {
    const { calls } = fakeApi({
      ...signedIn(['finance_officer']),
      'GET /api/premiums': { status: 200, body: { items: [], count: 0 } },
      'GET /api/payment_requests': { status: 200, body: { items: [], count: 0 } },
      'POST /api/payment_requests/direct': {
        status: 201,
        body: {
          guid: '01937a2b-0000-7000-8000-0000000000f9',
          partner_guid: PARTNER_A,
          policy_guid: POLICY,
          customer_guid: CUSTOMER,
          msisdn: '254712000009',
          amount_cents: 50_000,
          currency_code: 'KES',
          status: 'failed',
          provider_reference: null,
          failure_reason: 'Insufficient funds',
          payment_guid: null,
          created_by: 'finance',
          created_at: '2026-11-25T10:00:00Z',
          updated_at: '2026-11-25T10:00:00Z',
        },
      },
    });
    await session.signIn('finance', 'pw');
    renderSection();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request payment from the wallet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request payment from the wallet' });
    expect(within(dialog).getByLabelText('Amount (KES)')).toHaveValue('500');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(dialog).toHaveTextContent("The customer's mobile wallet will be asked to pay KES 500.00");
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'The wallet refused the payment of KES 500.00: Insufficient funds. Nothing was recorded.',
    );
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/payment_requests/direct')!;
    expect(new Headers(post.init.headers).get('Idempotency-Key')).toMatch(/^web-/);
  }, 60_000);

  it('a reader sees the premiums but no add, delete or request', async () => {
    fakeApi({
      ...signedIn(['partner_user']),
      'GET /api/premiums': { status: 200, body: { items: [premium()], count: 1 } },
      'GET /api/payment_requests': { status: 200, body: { items: [], count: 0 } },
    });
    await session.signIn('reader', 'pw');
    renderSection();
    expect(await screen.findByText('PREM-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add a premium' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete premium PREM-1' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Request payment from the wallet' })).toBeNull();
  }, 30_000);
});
