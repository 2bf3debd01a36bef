import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../app/i18n.ts';
import { session } from '../../../app/services.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const GUID = '01937a2b-0000-7000-8000-0000000000c1';
const POLICY = '01937a2b-0000-7000-8000-0000000000d1';
const ENDED = '01937a2b-0000-7000-8000-0000000000d2';
const entry = {
  guid: GUID,
  mno_reference: 'MP-9001',
  amount_cents: 20_000,
  currency: 'KES',
  effected_date: '2026-11-27',
  payer_msisdn: '254700000001',
  payer_name: 'Amina Wanjiru',
  policy_number: 'HC-2025-000009',
  reason_code: 'policy_not_payable_held',
  reason: 'This policy is expired: the money is not applied to it and is held as unallocated money.',
  source: 'bulk_payments',
  batch_guid: '01937a2b-0000-7000-8000-0000000000b1',
  line: 2,
  status: 'unallocated',
  policy_guid: null,
  matched_policy_number: null,
  payment_guid: null,
  decided_by: null,
  decided_at: null,
  decision_note: null,
  created_at: '2026-11-27T10:00:00Z',
};
const suggestion = (guid: string, number: string, payable: boolean, status: string) => ({
  policy_guid: guid,
  policy_number: number,
  status,
  customer_guid: '01937a2b-0000-7000-8000-0000000000e1',
  customer_name: 'Amina Wanjiru',
  msisdn: '254700000001',
  premium_cents: 20_000,
  matched_by: ['phone', 'name'],
  payable,
});
const routes = (roles: string[]) => ({
  ...signedIn(roles),
  'GET /api/payments/unallocated': { status: 200, body: { items: [entry], count: 1 } },
  [`GET /api/payments/unallocated/${GUID}/suggestions`]: {
    status: 200,
    body: [
      suggestion(POLICY, 'HC-2026-000001', true, 'pending'),
      suggestion(ENDED, 'HC-2025-000009', false, 'expired'),
    ],
  },
});

describe('unallocated money', () => {
  it('lists held money; a finance officer matches it to a suggested policy after confirming', async () => {
    const api = fakeApi({
      ...routes(['finance_officer']),
      [`POST /api/payments/unallocated/${GUID}/match`]: {
        status: 200,
        body: { ...entry, status: 'matched', policy_guid: POLICY, matched_policy_number: 'HC-2026-000001' },
      },
    });
    await session.signIn('finance', 'pw');
    renderApp('/unallocated-money');
    expect(await screen.findByRole('heading', { name: 'Unallocated money', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Unallocated money held' });
    expect(await within(table).findByText('MP-9001')).toBeInTheDocument();
    expect(table).toHaveTextContent('KES 200.00');
    expect(table).toHaveTextContent('This policy is expired');
    expect(api.calls.some((c) => c.url.searchParams.get('status') === 'unallocated')).toBe(true);
    fireEvent.click(within(table).getByRole('button', { name: 'Match MP-9001 to a policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Match MP-9001 to a policy' });
    const right = await within(dialog).findByRole('radio', { name: /HC-2026-000001/ });
    expect(within(dialog).getByRole('radio', { name: /HC-2025-000009/ })).toBeDisabled();
    fireEvent.click(right);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Match' }));
    // Nothing is sent before the confirmation that says what will happen.
    expect(
      await within(dialog).findByText(/will be recorded as a payment on policy HC-2026-000001/),
    ).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname.startsWith('/api/payments/'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm match' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = api.calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/match'))!;
    expect(JSON.parse(String(post.init.body))).toEqual({ policy_guid: POLICY });
    expect(await screen.findByText('KES 200.00 recorded on policy HC-2026-000001.')).toBeInTheDocument();
  }, 60_000);

  it('marks for refund with a reason; a reason is required', async () => {
    const api = fakeApi({
      ...routes(['admin']),
      [`POST /api/payments/unallocated/${GUID}/refund`]: {
        status: 200,
        body: { ...entry, status: 'refund', decision_note: 'not our customer' },
      },
    });
    await session.signIn('admin', 'pw');
    renderApp('/unallocated-money');
    const table = await screen.findByRole('table', { name: 'Unallocated money held' });
    fireEvent.click(await within(table).findByRole('button', { name: 'Mark MP-9001 for refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark MP-9001 for refund' });
    expect(dialog).toHaveTextContent('KES 200.00 from Amina Wanjiru, 254700000001 will be applied to no policy');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark for refund' }));
    expect(await within(dialog).findByText('Give the reason for the refund.')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST' && c.url.pathname.startsWith('/api/payments/'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Reason for the refund/), { target: { value: 'not our customer' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark for refund' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = api.calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/refund'))!;
    expect(JSON.parse(String(post.init.body))).toEqual({ reason: 'not our customer' });
  }, 60_000);

  it('a reader sees the list without the actions; in French too', async () => {
    fakeApi(routes(['partner_user']));
    await session.signIn('reader', 'pw');
    renderApp('/unallocated-money');
    try {
      await changeLanguage('fr');
      const table = await screen.findByRole('table', { name: 'Fonds non affectés en attente' });
      expect(await within(table).findByText('MP-9001')).toBeInTheDocument();
      expect(within(table).queryByRole('button', { hidden: false })).toBeNull();
      expect(screen.getByRole('heading', { name: 'Fonds non affectés', level: 1 })).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  }, 60_000);
});
