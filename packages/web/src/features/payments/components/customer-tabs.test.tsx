import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { CUSTOMER, customer, POLICY, payment, policy, signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

function customerApi(roles?: string[]) {
  return fakeApi({
    ...signedIn(roles),
    [`GET /api/customers/${CUSTOMER}`]: { status: 200, body: customer },
    'GET /api/policies/complex/customer': { status: 200, body: [policy] },
    [`GET /api/premiums/customer/${customer.msisdn}`]: {
      status: 200,
      body: {
        customer_guid: CUSTOMER,
        msisdn: customer.msisdn,
        policies: [
          {
            policy_guid: POLICY,
            policy_number: policy.policy_number,
            status: 'active',
            premium_cents: 50_000,
            granularity: 'monthly',
            paid_cents: 100_000,
            paid_until: '2026-03-02',
          },
        ],
        payments: [payment],
      },
    },
    [`GET /api/payments/all/${CUSTOMER}`]: { status: 200, body: { items: [payment], count: 1 } },
  });
}

describe('customer details: policies, premiums and payments tabs', () => {
  it("lists the customer's policies with Buy policy, their premiums, and their payments (server paging)", async () => {
    const { calls } = customerApi();
    await session.signIn('agent', 'pw');
    renderApp(`/customers/${CUSTOMER}/policies`);
    expect(
      // The first render transforms the customer details' chunks: slow on a busy machine.
      await screen.findByRole('link', { name: 'POL-2026-000001' }, { timeout: 60_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buy policy' })).toHaveAttribute(
      'href',
      `/policies/buy?customer=${CUSTOMER}`,
    );
    const user = userEvent.setup();

    await user.click(screen.getByRole('tab', { name: 'Premiums' }));
    const premiums = await screen.findByRole('table', { name: 'Premiums' });
    expect(
      await within(premiums).findByText('KES 1,000.00', { normalizer: (s) => s.replace(/\s+/gu, ' ') }),
    ).toBeInTheDocument();
    expect(within(premiums).getByText('2 Mar 2026')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    expect(await screen.findByRole('link', { name: 'MPESA-QX1' })).toHaveAttribute('href', `/payments/${payment.guid}`);
    const list = calls.find((c) => c.url.pathname === `/api/payments/all/${CUSTOMER}`);
    expect(Object.fromEntries(list?.url.searchParams ?? [])).toMatchObject({ page: '1', size: '10' });
  }, 120_000);

  it('hides Buy policy from a role that may only read', async () => {
    customerApi(['partner_user']);
    await session.signIn('reader', 'pw');
    renderApp(`/customers/${CUSTOMER}/policies`);
    await screen.findByRole('link', { name: 'POL-2026-000001' }, { timeout: 20_000 });
    expect(screen.queryByRole('link', { name: 'Buy policy' })).not.toBeInTheDocument();
  }, 60_000);
});
