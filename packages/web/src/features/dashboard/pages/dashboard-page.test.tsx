import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const WORK = {
  agent: {
    callbacks_due: 3,
    recent_customers: [
      {
        guid: '01937a2b-0000-7000-8000-0000000000c1',
        full_name: 'Wanjiru Kamau',
        msisdn: '254712345678',
        created_at: '2026-11-20T08:00:00Z',
      },
    ],
  },
  assessor: {
    decision_pending: 5,
    approved_pending: 1,
    open: 2,
    decision_pending_by_age: { under_2_days: 2, days_2_to_7: 1, days_7_to_30: 1, over_30_days: 1 },
  },
  finance: {
    payable_claims: 4,
    failed_payouts: 2,
    payments_today: 7,
    payments_today_cents: '140000',
    payments_by_day: Array.from({ length: 14 }, (_, i) => ({
      day: `2026-11-${String(i + 10).padStart(2, '0')}`,
      count: i,
      amount_cents: String(i * 20_000),
    })),
  },
  admin: { users: 6, failed_imports: 1 },
};

function api(roles: string[]) {
  return fakeApi({
    ...WEB_CONFIG,
    'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles } }) },
    'GET /api/users/logout': { status: 204 },
    'GET /api/partners': { status: 200, body: { items: [], count: 0 } },
    'GET /api/dashboard/summary': {
      status: 200,
      body: {
        customers: 10,
        policies: 8,
        active_policies: 6,
        open_claims: 3,
        payments_this_month: 1,
        payments_this_month_cents: '1',
      },
    },
    'GET /api/dashboard/work': { status: 200, body: WORK },
  });
}

describe('role dashboards', () => {
  it('shows finance its payouts and payments, and a count opens its filtered list', async () => {
    api(['finance_officer']);
    await session.signIn('finance', 'pw');
    renderApp('/');
    const finance = await screen.findByRole('region', { name: 'Payouts and payments' });
    await waitFor(() => expect(within(finance).getByTestId('work-failed-payouts')).toHaveTextContent('2'));
    expect(within(finance).getByTestId('work-payments-today')).toHaveTextContent('7');
    expect(within(finance).getByRole('figure', { name: 'Payments per day, last 14 days' })).toBeInTheDocument();
    // Finance decides no claim and registers no customer: those parts are not shown.
    expect(screen.queryByRole('region', { name: 'Claims to decide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Calls and customers' })).not.toBeInTheDocument();
    expect(within(finance).getByTestId('work-failed-payouts')).toHaveAttribute(
      'href',
      '/claims?queue=payable&payment_status=failed',
    );
    expect(within(finance).getByTestId('work-payments-today').getAttribute('href')).toMatch(
      /^\/payments\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/,
    );
  });

  it('shows an agent the callbacks due and the last customers, linked', async () => {
    api(['call_centre_agent']);
    await session.signIn('agent', 'pw');
    renderApp('/');
    const agent = await screen.findByRole('region', { name: 'Calls and customers' });
    expect(within(agent).getByTestId('work-callbacks')).toHaveAttribute('href', '/claim-callbacks');
    await within(agent).findByRole('link', { name: 'Wanjiru Kamau' });
    expect(within(agent).getByRole('link', { name: 'Wanjiru Kamau' })).toHaveAttribute(
      'href',
      '/customers/01937a2b-0000-7000-8000-0000000000c1',
    );
    expect(screen.queryByRole('region', { name: 'Payouts and payments' })).not.toBeInTheDocument();
  });

  it('shows an assessor the claims awaiting a decision by age', async () => {
    api(['claims_assessor']);
    await session.signIn('assessor', 'pw');
    renderApp('/');
    const assessor = await screen.findByRole('region', { name: 'Claims to decide' });
    expect(within(assessor).getByTestId('work-decision-pending')).toHaveAttribute('href', '/claims?queue=processing');
    expect(await within(assessor).findByText('1 waiting over 30 days')).toBeInTheDocument();
  });
});
