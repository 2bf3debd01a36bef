import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Providers } from '../../../app/providers.tsx';
import { session } from '../../../app/services.ts';
import { renderApp } from '../../../test/render-app.tsx';
import CustomerMakeClaimTab from '../components/customer-make-claim-tab.tsx';
import { bodyOf, CUSTOMER, claimDetail, claimsApi, POLICY } from '../test/claims-fake-api.ts';

const GUID = '01937a2b-0000-7000-8000-000000000a01';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const customerRoutes = {
  'GET /api/customers/find': { status: 200, body: { items: [{ ...CUSTOMER, score: null }], count: 1 } },
  [`GET /api/policies/customer/guid/${CUSTOMER.guid}`]: { status: 200, body: [POLICY] },
  [`GET /api/dependants/${CUSTOMER.guid}/all`]: { status: 200, body: [] },
};

function renderTab() {
  const router = createMemoryRouter(
    [
      { path: '/tab', element: <CustomerMakeClaimTab customer={CUSTOMER as Customer} /> },
      { path: '/claims/:guid', element: <p>claim page</p> },
    ],
    { initialEntries: ['/tab'] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return router;
}

describe('initiate a complex claim', () => {
  it('from the complex claims list: finds the customer, validates, shows a server refusal, then opens the new claim', async () => {
    const answers = [{ status: 409, body: { message: 'Complex claims are not enabled for this partner.' } }];
    const { calls } = claimsApi(['claims_assessor'], {
      ...customerRoutes,
      'GET /api/claims/complex': { status: 200, body: { items: [], count: 0 } },
      'POST /api/claims/complex/initiate_claim': () =>
        answers.shift() ?? {
          status: 201,
          body: { ...claimDetail({ complex: true }), expenses: [], benefit_usages: [] },
        },
      [`GET /api/claims/${GUID}`]: { status: 200, body: claimDetail({ complex: true }) },
      [`GET /api/claims/complex/${GUID}`]: {
        status: 200,
        body: { ...claimDetail({ complex: true }), expenses: [], benefit_usages: [] },
      },
    });
    await session.signIn('assessor', 'pw');
    const { router } = renderApp('/complex-claims');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Initiate complex claim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Initiate a complex claim' });
    await user.type(within(dialog).getByLabelText('Customer phone number'), CUSTOMER.msisdn);
    await user.click(within(dialog).getByRole('button', { name: 'Find customer' }));
    await user.click(await within(dialog).findByRole('button', { name: /Amina Wanjiru/ }));
    const form = within(dialog).getByRole('form', { name: 'Initiate a complex claim' });
    await user.click(within(form).getByRole('button', { name: 'Initiate claim' }));
    // policy, type, event date, facility and its code
    expect(within(form).getAllByText('Required')).toHaveLength(5);
    expect(calls.some((c) => c.url.pathname.endsWith('initiate_claim'))).toBe(false);

    await user.selectOptions(within(form).getByLabelText(/^Policy/), POLICY.guid);
    await user.selectOptions(within(form).getByLabelText(/^Type/), 'hospital');
    await user.type(within(form).getByLabelText(/^Event date/), '18/11/2026');
    await user.type(within(form).getByLabelText(/^Facility \*/), 'Nairobi Hospital');
    await user.type(within(form).getByLabelText(/^Facility code/), 'NBI-001');
    await user.type(within(form).getByLabelText(/^Tag/), 'inpatient');
    await user.type(within(form).getByLabelText(/^Amount billed/), '1020');
    await user.click(within(form).getByRole('button', { name: 'Initiate claim' }));
    expect(await within(dialog).findByText('Complex claims are not enabled for this partner.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Initiate claim' }));
    expect(await screen.findByText('Complex claim CLM-2026-000042 has been initiated.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/claims/${GUID}`);
    const sent = calls.filter((c) => c.url.pathname.endsWith('initiate_claim')).at(-1)!;
    expect(bodyOf(sent.init)).toEqual({
      customer_guid: CUSTOMER.guid,
      policy_guid: POLICY.guid,
      dependant_guid: null,
      person_affected: 'Amina Wanjiru',
      relation: 'Principal',
      type: 'hospital',
      event_date: '2026-11-18',
      facility: 'Nairobi Hospital',
      facility_code: 'NBI-001',
      tag: 'inpatient',
      claim_amount_cents: 102_000,
      condition: null,
      comment: null,
    });
  }, 90_000);

  it("the customer's make-claim tab initiates a complex claim when the partner's claims mode is complex", async () => {
    claimsApi(['claims_assessor'], customerRoutes);
    await session.signIn('assessor', 'pw');
    renderTab();
    const user = userEvent.setup();
    expect(await screen.findByRole('form', { name: 'Initiate a complex claim' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next: summary' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Standard claim' }));
    expect(await screen.findByRole('button', { name: 'Next: summary' })).toBeInTheDocument();
  }, 90_000);

  it("the customer's make-claim tab is the three-step claim when the partner's claims mode is simple", async () => {
    claimsApi(['claims_assessor'], {
      ...customerRoutes,
      'GET /api/partners_config': { status: 200, body: { claims_mode: 'simple' } },
    });
    await session.signIn('assessor', 'pw');
    renderTab();
    expect(await screen.findByRole('button', { name: 'Next: summary' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Initiate a complex claim' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Complex claim' })).not.toBeInTheDocument();
  }, 90_000);
});
