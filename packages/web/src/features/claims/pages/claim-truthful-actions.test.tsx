import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ASSESSMENT, bodyOf, claimDetail, claimsApi } from '../test/claims-fake-api.ts';

const GUID = '01937a2b-0000-7000-8000-000000000a01';
const TXN = '01937a2b-0000-7000-8000-000000000f01';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const payable = { status: 'payable', decision: 'approved', approved_by: 'someone-else' } as const;
const recipient = { msisdn: '254712345678', channel: 'mobile_money', amount_cents: 400_000, currency_code: 'KES' };
const failedPayout = {
  guid: TXN,
  claim_guid: GUID,
  msisdn: '254712345678',
  amount_cents: 400_000,
  currency_code: 'KES',
  status: 'failed',
  failure_reason: 'Recipient limit exceeded',
  provider_reference: null,
  retry_of_guid: null,
  requested_by: 'finance',
  created_at: '2026-11-20T10:00:00Z',
  updated_at: '2026-11-20T10:00:00Z',
};

describe('claim actions tell the truth', () => {
  it('a claim whose assessment pays nothing shows it and does not let Approve be clicked, saying why', async () => {
    const { calls } = claimsApi(['claims_assessor'], {
      [`GET /api/claims/${GUID}`]: {
        status: 200,
        body: claimDetail({
          benefit_amount_cents: 0,
          assessment: {
            ...ASSESSMENT,
            benefit_amount_cents: 0,
            payable: false,
            reasons: [{ code: 'waiting_period', text: 'The event fell inside the waiting period.' }],
          },
        }),
      },
    });
    await session.signIn('assessor', 'pw');
    renderApp(`/claims/${GUID}`);
    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(/Approve is not possible: the assessment pays nothing/);
    expect(screen.getByText('The event fell inside the waiting period.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reject' })).toBeEnabled();
    expect(calls.some((c) => c.url.pathname.endsWith('/actions/approve'))).toBe(false);
  }, 60_000);

  it('approve confirms the benefit it commits to before anything is sent', async () => {
    const { calls } = claimsApi(['claims_assessor'], {
      [`GET /api/claims/${GUID}`]: { status: 200, body: claimDetail() },
      [`POST /api/claims/${GUID}/actions/approve`]: {
        status: 200,
        body: claimDetail({ status: 'approved_pending', decision: 'approved', version: 4 }),
      },
    });
    await session.signIn('assessor', 'pw');
    renderApp(`/claims/${GUID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve claim CLM-2026-000042?' });
    expect(within(dialog).getByText('Benefit to be paid')).toBeInTheDocument();
    expect(within(dialog).getByText('KES 4,000.00')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/actions/approve'))).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Claim CLM-2026-000042 has been approved.')).toBeInTheDocument();
  }, 60_000);

  it('the pay dialog shows amount, phone number and channel; a payout refused at once is reported as an error with its reason', async () => {
    claimsApi(['finance_officer'], {
      [`GET /api/claims/${GUID}`]: {
        status: 200,
        body: claimDetail({ ...payable, payment_status: null, payout_recipient: recipient }),
      },
      [`POST /api/claims/${GUID}/actions/pay`]: {
        status: 200,
        body: claimDetail({
          ...payable,
          payment_status: 'failed',
          payment_failure_reason: 'Recipient limit exceeded',
          payouts: [failedPayout],
          version: 4,
        }),
      },
    });
    await session.signIn('finance', 'pw');
    renderApp(`/claims/${GUID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Pay' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay claim CLM-2026-000042?' });
    expect(within(dialog).getByText('KES 4,000.00')).toBeInTheDocument();
    expect(within(dialog).getByText('254712345678')).toBeInTheDocument();
    expect(within(dialog).getByText('Mobile money')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay' }));
    const alert = await screen.findByText(/The payout of CLM-2026-000042 failed: Recipient limit exceeded/);
    expect(alert.closest('.MuiAlert-standardError, .MuiAlert-filledError, [class*="Error"]')).not.toBeNull();
    expect(screen.queryByText(/has been sent/)).not.toBeInTheDocument();
  }, 60_000);

  it('marking a failed payout succeeded needs the operator reference and a reason, and sends both', async () => {
    const { calls } = claimsApi(['finance_officer'], {
      [`GET /api/claims/${GUID}`]: {
        status: 200,
        body: claimDetail({
          ...payable,
          payment_status: 'failed',
          payment_failure_reason: 'Recipient limit exceeded',
          payouts: [failedPayout],
        }),
      },
      [`POST /api/claims/${GUID}/actions/mark_payment_succeeded`]: {
        status: 200,
        body: claimDetail({ ...payable, status: 'closed', payment_status: 'succeeded', version: 4 }),
      },
    });
    await session.signIn('finance', 'pw');
    renderApp(`/claims/${GUID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark payment succeeded' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark the payment of CLM-2026-000042 succeeded?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark payment succeeded' }));
    expect(within(dialog).getByText("Give the operator's reference of the payment.")).toBeInTheDocument();
    expect(within(dialog).getByText('A reason is required for this action.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/mark_payment_succeeded'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Operator reference' }), 'QK12AB');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Paid at the agent, receipt seen');
    await user.click(within(dialog).getByRole('button', { name: 'Mark payment succeeded' }));
    expect(await screen.findByText('The payment of CLM-2026-000042 has been marked succeeded.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname.endsWith('/mark_payment_succeeded'))!;
    expect(bodyOf(sent.init)).toEqual({
      version: 3,
      reason: 'Paid at the agent, receipt seen',
      provider_reference: 'QK12AB',
    });
  }, 60_000);
});
