import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { bodyOf, claimDetail, claimsApi } from '../test/claims-fake-api.ts';

const GUID = '01937a2b-0000-7000-8000-000000000a01';
const TXN = '01937a2b-0000-7000-8000-000000000f01';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const payout = (over: Record<string, unknown> = {}) => ({
  guid: TXN,
  claim_guid: GUID,
  msisdn: '254712345678',
  amount_cents: 400_000,
  currency_code: 'KES',
  status: 'pending',
  failure_reason: null,
  provider_reference: null,
  retry_of_guid: null,
  requested_by: 'finance',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
  ...over,
});
const keyOf = (init: RequestInit) => (init.headers as Record<string, string>)['Idempotency-Key'];
const payable = { status: 'payable', decision: 'approved', approved_by: 'someone-else' } as const;

describe('claim payouts', () => {
  it('pays with one Idempotency-Key per intent: a failed submission sent again reuses it, a new intent gets a new one', async () => {
    let answers: { status: number; body: unknown }[] = [
      { status: 503, body: { message: 'The payout gateway is not answering.' } },
      { status: 200, body: claimDetail({ ...payable, payment_status: 'pending', payouts: [payout()], version: 4 }) },
    ];
    const { calls } = claimsApi(['finance_officer'], {
      [`GET /api/claims/${GUID}`]: { status: 200, body: claimDetail({ ...payable, payment_status: null }) },
      [`POST /api/claims/${GUID}/actions/pay`]: () => answers.shift(),
    });
    await session.signIn('finance', 'pw');
    renderApp(`/claims/${GUID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    let dialog = await screen.findByRole('dialog', { name: 'Pay claim CLM-2026-000042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText('The payout gateway is not answering.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(
      await screen.findByText('The payout of CLM-2026-000042 has been sent; the operator has not confirmed it yet.'),
    ).toBeInTheDocument();
    const sent = calls.filter((c) => c.url.pathname.endsWith('/actions/pay'));
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[0]!.init)).toMatch(/^web-[0-9a-f]{32}$/);
    expect(keyOf(sent[1]!.init)).toBe(keyOf(sent[0]!.init));
    expect(bodyOf(sent[0]!.init)).toEqual({ version: 3 });

    // A new intent (the action started again) carries a new key.
    answers = [{ status: 409, body: { message: 'The action "pay" is not allowed now.', code: 'x' } }];
    await user.click(screen.getByRole('button', { name: 'Pay' }));
    dialog = await screen.findByRole('dialog', { name: 'Pay claim CLM-2026-000042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    expect(await within(dialog).findByText('The action "pay" is not allowed now.')).toBeInTheDocument();
    const third = calls.filter((c) => c.url.pathname.endsWith('/actions/pay')).at(-1)!;
    expect(keyOf(third.init)).not.toBe(keyOf(sent[0]!.init));
  }, 90_000);

  it('retries a failed payout with one Idempotency-Key, reused when the same retry is sent again', async () => {
    const failed = payout({ status: 'failed', failure_reason: 'Recipient limit exceeded' });
    const answers = [
      { status: 502, body: { message: 'The operator refused the connection.' } },
      { status: 200, body: claimDetail({ ...payable, payment_status: 'pending', payouts: [failed], version: 4 }) },
    ];
    const { calls } = claimsApi(['finance_officer'], {
      [`GET /api/claims/${GUID}`]: {
        status: 200,
        body: claimDetail({ ...payable, payment_status: 'failed', payouts: [failed] }),
      },
      [`POST /api/mobile_money_transactions/retry_failed_claim_payout/${TXN}`]: () => answers.shift(),
    });
    await session.signIn('finance', 'pw');
    renderApp(`/claims/${GUID}`);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Payouts' });
    await user.click(within(table).getByRole('button', { name: 'Retry payout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Retry the payout of CLM-2026-000042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Retry payout' }));
    expect(await within(dialog).findByText('The operator refused the connection.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Retry payout' }));
    expect(
      await screen.findByText('The payout of CLM-2026-000042 has been sent; the operator has not confirmed it yet.'),
    ).toBeInTheDocument();
    const sent = calls.filter((c) => c.url.pathname.includes('retry_failed_claim_payout'));
    expect(sent).toHaveLength(2);
    expect(keyOf(sent[0]!.init)).toMatch(/^web-/);
    expect(keyOf(sent[1]!.init)).toBe(keyOf(sent[0]!.init));
  }, 90_000);

  it("records the operator's outcome of a pending payout after a confirmation; a failure needs its reason", async () => {
    let current = claimDetail({ ...payable, payment_status: 'pending', payouts: [payout()] });
    const answers: { status: number; body: unknown }[] = [
      {
        status: 409,
        body: {
          message: "An outcome can only be recorded for the claim's latest payout while it is pending or failed.",
        },
      },
    ];
    const { calls } = claimsApi(['finance_officer'], {
      [`GET /api/claims/${GUID}`]: () => ({ status: 200, body: current }),
      'PUT /api/mobile_money_transactions/outcome': ({ init }) => {
        const next = answers.shift();
        if (next) return next;
        current = claimDetail({
          ...payable,
          payment_status: 'failed',
          payment_failure_reason: bodyOf(init).reason,
          payouts: [payout({ status: 'failed', failure_reason: bodyOf(init).reason })],
          version: 4,
        });
        return { status: 200, body: current };
      },
    });
    await session.signIn('finance', 'pw');
    renderApp(`/claims/${GUID}`);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Payouts' });
    await user.click(within(table).getByRole('button', { name: 'Record outcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Operator outcome of the payout of CLM-2026-000042' });
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('Choose the outcome the operator reported.')).toBeInTheDocument();
    await user.click(within(dialog).getByLabelText('Failed: the operator reported a failure'));
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    expect(within(dialog).getByText('A failure needs the reason the operator gave.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Failure reason/), 'Wallet suspended');
    await user.type(within(dialog).getByLabelText('Operator reference'), 'MP-991');
    await user.click(within(dialog).getByRole('button', { name: 'Review' }));
    // Nothing is sent before the confirmation.
    expect(calls.filter((c) => c.url.pathname.endsWith('/outcome'))).toHaveLength(0);
    const confirm = await screen.findByRole('dialog', { name: 'Record this outcome for CLM-2026-000042?' });
    expect(confirm).toHaveTextContent('recorded as failed ("Wallet suspended")');
    await user.click(within(confirm).getByRole('button', { name: 'Record outcome' }));
    expect(
      await within(confirm).findByText(
        "An outcome can only be recorded for the claim's latest payout while it is pending or failed.",
      ),
    ).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Record outcome' }));
    expect(await screen.findByText('The payout of CLM-2026-000042 has been recorded as failed.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.url.pathname.endsWith('/outcome'));
    expect(bodyOf(sent.at(-1)!.init)).toEqual({
      transaction_guid: TXN,
      outcome: 'failure',
      reason: 'Wallet suspended',
      provider_reference: 'MP-991',
      version: 3,
    });
    // The payout is no longer pending: no outcome to record.
    expect(await within(table).findByText('Wallet suspended')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Record outcome' })).not.toBeInTheDocument();
  }, 90_000);

  it('offers no outcome form to a role that may not pay', async () => {
    claimsApi(['claims_assessor'], {
      [`GET /api/claims/${GUID}`]: {
        status: 200,
        body: claimDetail({ ...payable, payment_status: 'pending', payouts: [payout()] }),
      },
    });
    await session.signIn('assessor', 'pw');
    renderApp(`/claims/${GUID}`);
    const table = await screen.findByRole('table', { name: 'Payouts' });
    expect(within(table).getByText('Pending')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Record outcome' })).not.toBeInTheDocument();
  }, 90_000);
});
