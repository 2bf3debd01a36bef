import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { bodyOf, claimDetail, claimRow, claimsApi } from '../test/claims-fake-api.ts';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const SUMMARY = { open: 2, payable: 1, closed: 7, processing: 4, decision_pending: 3, approved_pending: 1, expired: 0 };

describe('claims dashboard', () => {
  it('shows the work queues with their counts, server-paged, with the age and safe actions from the list', async () => {
    const { calls } = claimsApi(['claims_assessor'], {
      'GET /api/claims/summary': { status: 200, body: SUMMARY },
      'GET /api/claims/processing': { status: 200, body: { items: [claimRow()], count: 4 } },
      'GET /api/claims/payable': {
        status: 200,
        body: { items: [claimRow({ status: 'payable', claim_reference: 'CLM-2026-000050' })], count: 1 },
      },
      'POST /api/claims/01937a2b-0000-7000-8000-000000000a01/actions/approve': {
        status: 200,
        body: claimDetail({ status: 'approved_pending' }),
      },
    });
    await session.signIn('assessor', 'pw');
    renderApp('/claims');
    expect(await screen.findByRole('tab', { name: 'Processing (4)' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Closed (7)' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: 'Claims being processed' });
    expect(await within(grid).findByText('CLM-2026-000042')).toBeInTheDocument();
    expect(within(grid).getByText('11 days')).toBeInTheDocument();
    const queueCall = calls.find((c) => c.url.pathname === '/api/claims/processing')!;
    expect(Object.fromEntries(queueCall.url.searchParams)).toMatchObject({ page: '1', size: '25' });

    const user = userEvent.setup();
    // Approving from the list: confirmed with the benefit it commits to, sent with the version read.
    await user.click(within(grid).getByRole('button', { name: 'Approve CLM-2026-000042' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve claim CLM-2026-000042?' });
    expect(within(confirm).getByText('KES 4,000.00')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Claim CLM-2026-000042 has been approved.')).toBeInTheDocument();
    const approve = calls.find((c) => c.url.pathname.endsWith('/actions/approve'))!;
    expect(bodyOf(approve.init)).toEqual({ version: 3 });
    // Rejecting needs a reason: never offered from the list.
    expect(within(grid).queryByRole('button', { name: /^Reject/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Payable (1)' }));
    expect(await screen.findByText('CLM-2026-000050')).toBeInTheDocument();
  }, 90_000);

  it('searches claims only once a criterion is chosen, a reference needing 3 characters', async () => {
    const { calls } = claimsApi(['partner_user'], {
      'GET /api/claims/summary': { status: 200, body: SUMMARY },
      'GET /api/claims/processing': { status: 200, body: { items: [], count: 0 } },
      'GET /api/claims': { status: 200, body: { items: [claimRow({ claim_reference: 'CLM-2026-000077' })], count: 1 } },
    });
    await session.signIn('reader', 'pw');
    renderApp('/claims');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Choose a search criterion first.')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Search by' }));
    await user.click(await screen.findByRole('option', { name: 'Reference' }));
    await user.type(screen.getByLabelText('Claim reference'), '00');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('Enter at least 3 characters of the claim reference.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/claims')).toBe(false);
    await user.type(screen.getByLabelText('Claim reference'), '77');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('CLM-2026-000077')).toBeInTheDocument();
    const search = calls.find((c) => c.url.pathname === '/api/claims')!;
    expect(search.url.searchParams.get('guid')).toBe('0077');
    // A read-only role sees no action and cannot make a claim.
    expect(screen.queryByRole('link', { name: 'Make claim' })).not.toBeInTheDocument();
  }, 90_000);

  it('opens the queue the address names: the payable claims whose payout failed (a dashboard count)', async () => {
    const { calls } = claimsApi(['finance_officer'], {
      'GET /api/claims/summary': { status: 200, body: SUMMARY },
      'GET /api/claims/payable': { status: 200, body: { items: [], count: 0 } },
    });
    await session.signIn('finance', 'pw');
    renderApp('/claims?queue=payable&payment_status=failed');
    expect(await screen.findByRole('tab', { name: 'Payable (1)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText(/Only the claims whose payout failed/)).toBeInTheDocument();
    const list = calls.find((c) => c.url.pathname === '/api/claims/payable')!;
    expect(list.url.searchParams.get('payment_status')).toBe('failed');
  });
});
