import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, PARTNER_A } from '../../../test/fake-api.ts';
import { POLICY, payment, policy, signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

// The chart measures its container.
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('payments page', () => {
  it("shows the partner's totals by status and a policy's recent payments", async () => {
    vi.stubGlobal('ResizeObserver', NoResizeObserver);
    const { calls } = fakeApi({
      ...signedIn(['finance_officer']),
      [`GET /api/payments/status/${PARTNER_A}`]: {
        status: 200,
        body: {
          partner_guid: PARTNER_A,
          from: null,
          to: null,
          by_day: [
            { day: '2026-11-20', status: 'succeeded', count: 3, amount_cents: '150000' },
            { day: '2026-11-21', status: 'failed', count: 1, amount_cents: '50000' },
          ],
          items: [
            { status: 'succeeded', count: 3, amount_cents: '150000' },
            { status: 'failed', count: 1, amount_cents: '50000' },
          ],
          total_count: 4,
          total_amount_cents: '200000',
        },
      },
      'GET /api/policies/complex/policy_number': { status: 200, body: policy },
      [`GET /api/policies/${POLICY}`]: { status: 200, body: policy },
      'GET /api/policies/complex/premiums': {
        status: 200,
        body: {
          policy_guid: POLICY,
          premium_cents: 50_000,
          granularity: 'monthly',
          paid_cents: 50_000,
          periods_paid: 1,
          paid_until: '2026-02-02',
          payments: [payment],
        },
      },
      'GET /api/payments': { status: 200, body: { items: [payment], count: 1 } },
    });
    await session.signIn('finance', 'pw');
    renderApp('/payments');
    const summary = await screen.findByRole('table', { name: 'Payments by status' });
    expect(await within(summary).findByText('Succeeded')).toBeInTheDocument();
    await waitFor(() => expect(summary).toHaveTextContent('KES 2,000.00'));
    expect(screen.getByRole('link', { name: 'Record a missing payment' })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Amounts paid per day, by status' })).toBeInTheDocument();
    const summaryCall = calls.find((c) => c.url.pathname === `/api/payments/status/${PARTNER_A}`);
    expect(summaryCall?.url.searchParams.get('to')).toBe(new Date().toISOString().slice(0, 10));
    expect(summaryCall?.url.searchParams.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Policy number'), 'POL-2026-000001');
    await user.click(screen.getByRole('button', { name: 'Find the policy' }));
    expect(await screen.findByRole('link', { name: 'MPESA-QX1' })).toHaveAttribute('href', `/payments/${payment.guid}`);
    const list = calls.find((c) => c.url.pathname === '/api/payments');
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toMatchObject({
      policy_guid: POLICY,
      page: '1',
      size: '10',
    });
  }, 60_000);
});
