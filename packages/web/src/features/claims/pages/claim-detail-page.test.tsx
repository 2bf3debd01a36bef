import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { bodyOf, claimDetail, claimsApi } from '../test/claims-fake-api.ts';

const GUID = '01937a2b-0000-7000-8000-000000000a01';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('claim detail page', () => {
  it('shows every field, the assessment and only the actions the status and the role allow; rejects with a reason from the list', async () => {
    let current = claimDetail({
      timeline: [
        {
          guid: '01937a2b-0000-7000-8000-000000000e01',
          action: 'create',
          actor_username: 'demo.agent',
          actor_guid: null,
          reason: null,
          before: null,
          after: null,
          created_at: '2026-11-10T09:00:00Z',
        },
      ],
    });
    const { calls } = claimsApi(['claims_assessor'], {
      [`GET /api/claims/${GUID}`]: () => ({ status: 200, body: current }),
      [`POST /api/claims/${GUID}/actions/reject`]: ({ init }) => {
        current = claimDetail({
          status: 'closed',
          decision: 'rejected',
          rejection_reason: bodyOf(init).reason,
          version: 4,
        });
        return { status: 200, body: current };
      },
    });
    await session.signIn('assessor', 'pw');
    renderApp(`/claims/${GUID}`);
    expect(await screen.findByRole('heading', { name: 'Claim CLM-2026-000042' })).toBeInTheDocument();
    expect(screen.getByText('Kenyatta National Hospital')).toBeInTheDocument();
    expect(screen.getByText('1 Nov 2026')).toBeInTheDocument();
    expect(
      await screen.findByText('KES 4,000.00', { selector: '[data-testid="assessment"] span' }),
    ).toBeInTheDocument();
    // decision_pending: the assessor decides; paying is not theirs.
    expect(screen.getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Discard' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    // The header: the linked parties and the actions; the audit timeline is a tab of its own.
    const facts = screen.getByLabelText('Key facts');
    expect(
      within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Approve' }),
    ).toBeVisible();
    expect(facts).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Timeline' }));
    expect(await screen.findByText('Claim made')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject claim CLM-2026-000042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A reason is required for this action.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/actions/reject'))).toBe(false);
    await user.click(within(dialog).getByRole('combobox', { name: 'Rejection reason' }));
    await user.click(await screen.findByRole('option', { name: 'Not covered' }));
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Claim CLM-2026-000042 has been rejected.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname.endsWith('/actions/reject'))!;
    expect(bodyOf(sent.init)).toEqual({ version: 3, reason: 'Not covered' });
    expect(await screen.findByRole('button', { name: 'Revert rejection' })).toBeInTheDocument();
  }, 90_000);

  it('offers a reload when someone else changed the claim (409), and retries a failed payout for finance', async () => {
    let current = claimDetail({
      status: 'payable',
      decision: 'approved',
      payment_status: 'failed',
      approved_by: 'someone-else',
      payouts: [
        {
          guid: '01937a2b-0000-7000-8000-000000000f01',
          claim_guid: GUID,
          msisdn: '254712345679',
          amount_cents: 400_000,
          currency_code: 'KES',
          status: 'failed',
          failure_reason: 'Recipient limit exceeded',
          provider_reference: null,
          retry_of_guid: null,
          requested_by: 'finance',
          created_at: '2026-11-20T10:00:00Z',
          updated_at: '2026-11-20T10:00:00Z',
        },
      ],
    });
    let stale = true;
    const { calls } = claimsApi(['finance_officer'], {
      [`GET /api/claims/${GUID}`]: () => ({ status: 200, body: current }),
      [`POST /api/claims/${GUID}/actions/mark_paid`]: () => ({
        status: 409,
        body: { message: 'This claim was changed by someone else — reload.', code: 'claim_stale' },
      }),
      'POST /api/mobile_money_transactions/retry_failed_claim_payout/01937a2b-0000-7000-8000-000000000f01': () => {
        stale = false;
        current = { ...current, version: 5, payment_status: 'pending' as never };
        return { status: 200, body: current };
      },
    });
    await session.signIn('finance', 'pw');
    renderApp(`/claims/${GUID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark paid' }));
    const confirm = await screen.findByRole('dialog', { name: 'Mark claim CLM-2026-000042 paid?' });
    await user.click(within(confirm).getByRole('button', { name: 'Mark paid' }));
    const alert = await screen.findByText('This claim was changed by someone else — reload.');
    expect(alert.closest('[role="alert"]')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.pathname === `/api/claims/${GUID}`).length).toBeGreaterThan(1),
    );

    const payouts = screen.getByRole('table', { name: 'Payouts' });
    expect(within(payouts).getByText('Recipient limit exceeded')).toBeInTheDocument();
    await user.click(within(payouts).getByRole('button', { name: 'Retry payout' }));
    const retry = await screen.findByRole('dialog', { name: 'Retry the payout of CLM-2026-000042?' });
    await user.click(within(retry).getByRole('button', { name: 'Retry payout' }));
    expect(
      await screen.findByText('The payout of CLM-2026-000042 has been sent; the operator has not confirmed it yet.'),
    ).toBeInTheDocument();
    expect(stale).toBe(false);
    const sent = calls.find((c) => c.url.pathname.includes('retry_failed_claim_payout'))!;
    expect(bodyOf(sent.init)).toEqual({ version: 3 });
  }, 90_000);

  it('edits the comment and the high-risk flag with the version read', async () => {
    let current = claimDetail();
    const { calls } = claimsApi(['call_centre_agent'], {
      [`GET /api/claims/${GUID}`]: () => ({ status: 200, body: current }),
      [`PUT /api/claims/${GUID}`]: ({ init }) => {
        current = claimDetail({ ...bodyOf(init), version: 4 });
        return { status: 200, body: current };
      },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/claims/${GUID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Comment and risk' }));
    const dialog = await screen.findByRole('dialog', { name: 'Comment on claim CLM-2026-000042' });
    await user.type(within(dialog).getByLabelText('Comment'), 'Hospital called to confirm the stay');
    await user.click(within(dialog).getByLabelText('High risk'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Claim CLM-2026-000042 has been updated.')).toBeInTheDocument();
    expect(bodyOf(calls.find((c) => c.init.method === 'PUT')!.init)).toEqual({
      version: 3,
      comment: 'Hospital called to confirm the stay',
      high_risk: true,
    });
    // An agent submits and edits, but takes no decision.
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  }, 60_000);
});
