import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { bodyOf, CUSTOMER, claimsApi, POLICY } from '../test/claims-fake-api.ts';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const PRE = {
  guid: '01937a2b-0000-7000-8000-000000000b01',
  customer_guid: CUSTOMER.guid,
  policy_guid: POLICY.guid,
  dependant_guid: null,
  customer_name: CUSTOMER.full_name,
  policy_number: POLICY.policy_number,
  // A dependant of the customer: the grid names both, and links the customer.
  person_affected: 'Baraka Wanjiru',
  hospital_name: 'Aga Khan Hospital',
  admission_date: '2026-11-25',
  expected_discharge_date: '2026-11-28',
  condition: 'Surgery',
  hospitalization_reason: null,
  requested_amount_cents: 800_000,
  approved_amount_cents: null,
  status: 'pending',
  decision_reason: null,
  notes: null,
  claim_guid: null,
  version: 1,
  created_at: '2026-11-20T08:00:00Z',
  updated_at: '2026-11-20T08:00:00Z',
};

/** One a claim has used: its status links the claim. */
const USED = {
  ...PRE,
  guid: '01937a2b-0000-7000-8000-000000000b02',
  person_affected: 'Amina Wanjiru',
  hospital_name: 'Nairobi Hospital',
  status: 'used',
  approved_amount_cents: 750_000,
  claim_guid: '01937a2b-0000-7000-8000-000000000a01',
};

describe('pre-authorisations', () => {
  it('lets an assessor approve a pending one for an amount, and validates a request before sending it', async () => {
    const { calls } = claimsApi(['claims_assessor'], {
      'GET /api/claim/preauthorization': { status: 200, body: { items: [PRE, USED], count: 2 } },
      [`PUT /api/claim/preauthorization/${PRE.guid}`]: ({ init }) => ({
        status: 200,
        body: { ...PRE, ...bodyOf(init), status: 'approved' },
      }),
      'GET /api/customers/find': { status: 200, body: { items: [{ ...CUSTOMER, score: null }], count: 1 } },
      [`GET /api/policies/customer/guid/${CUSTOMER.guid}`]: { status: 200, body: [POLICY] },
      [`GET /api/dependants/${CUSTOMER.guid}/all`]: { status: 200, body: [] },
    });
    await session.signIn('assessor', 'pw');
    renderApp('/preauthorizations');
    expect(await screen.findByText('Aga Khan Hospital')).toBeInTheDocument();
    const user = userEvent.setup();
    // Linked: the customer by name and the policy by number; the status whole; the row's actions in a menu.
    const row = within(screen.getAllByRole('row').find((r) => r.textContent?.includes('Baraka Wanjiru'))!);
    expect(row.getByRole('link', { name: 'Amina Wanjiru' })).toHaveAttribute('href', `/customers/${PRE.customer_guid}`);
    expect(row.getByRole('link', { name: 'POL-2026-0001' })).toHaveAttribute('href', `/policies/${PRE.policy_guid}`);
    expect(screen.getByRole('link', { name: 'Used: open the claim' })).toHaveAttribute(
      'href',
      `/claims/${USED.claim_guid}`,
    );
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Policy' })).toBeInTheDocument();
    expect(row.getByText('for Baraka Wanjiru')).toBeInTheDocument();
    expect(screen.getByTitle('Pending')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Actions for Baraka Wanjiru' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual([
      'Edit',
      'Approve',
      'Reject',
      'Cancel it',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve the pre-authorisation?' });
    const amount = within(dialog).getByLabelText('Approved amount (KES)');
    expect(amount).toHaveValue('8000');
    await user.clear(amount);
    await user.type(amount, '7500');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('The pre-authorisation has been approved.')).toBeInTheDocument();
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect(bodyOf(put.init)).toEqual({ version: 1, decision: 'approved', approved_amount_cents: 750_000 });

    await user.click(screen.getByRole('button', { name: 'New pre-authorisation' }));
    const form = await screen.findByRole('dialog', { name: 'New pre-authorisation' });
    await user.type(within(form).getByLabelText('Customer phone number'), '0712345679');
    await user.click(within(form).getByRole('button', { name: 'Find customer' }));
    await user.click(await within(form).findByRole('button', { name: /Amina Wanjiru/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByLabelText('Hospital')).toHaveAccessibleDescription('Required');
    expect(calls.some((c) => c.init.method === 'POST' && c.url.pathname === '/api/claim/preauthorization')).toBe(false);
  }, 90_000);
});
