import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import {
  CUSTOMER,
  customer,
  POLICY,
  PRODUCT,
  payment,
  policy,
  productDetail,
  signedIn,
} from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const premiums = {
  policy_guid: POLICY,
  premium_cents: 50_000,
  granularity: 'monthly',
  paid_cents: 100_000,
  periods_paid: 2,
  paid_until: '2026-03-02',
  payments: [payment],
};
const history = [
  {
    guid: '01937a2b-0000-7000-8000-000000000101',
    action: 'purchase',
    actor_username: 'agent',
    before: null,
    after: { status: 'pending' },
    reason: null,
    created_at: '2026-01-02T10:00:00Z',
  },
  {
    guid: '01937a2b-0000-7000-8000-000000000102',
    action: 'activate',
    actor_username: 'agent',
    before: { status: 'pending' },
    after: { status: 'active' },
    reason: 'paid until 2026-03-02',
    created_at: '2026-01-02T11:00:00Z',
  },
];

function detailApi(p: typeof policy, roles?: string[]) {
  return fakeApi({
    ...signedIn(roles),
    [`GET /api/policies/${POLICY}`]: { status: 200, body: p },
    [`GET /api/products/${PRODUCT}`]: { status: 200, body: productDetail },
    [`GET /api/customers/${CUSTOMER}`]: { status: 200, body: customer },
    'GET /api/policies/complex/premiums': { status: 200, body: premiums },
    'GET /api/payments': { status: 200, body: { items: [payment], count: 1 } },
    'GET /api/policies/complex/notes': { status: 200, body: [] },
    'GET /api/policies/complex/documents': { status: 200, body: [] },
    'GET /api/premiums': { status: 200, body: { items: [], count: 0 } },
    'GET /api/payment_requests': { status: 200, body: { items: [], count: 0 } },
    'GET /api/quotations/event': ({ url }) => ({
      status: 200,
      body: {
        customer_guid: CUSTOMER,
        policy_guid: POLICY,
        event_date: url.searchParams.get('event_date'),
        covered: false,
        reason: 'waiting_period',
        waiting_period_ends: '2026-02-01',
        benefit_cents: 500_000,
      },
    }),
    [`GET /api/policies/${POLICY}/history`]: { status: 200, body: history },
    [`DELETE /api/policies/${POLICY}`]: ({ url }) =>
      url.searchParams.get('reason') === 'fail'
        ? { status: 409, body: { message: 'A policy that is cancelled cannot become cancelled.' } }
        : {
            status: 200,
            body: {
              ...p,
              status: 'cancelled',
              refund_cents: 100_000,
              refund_rule: 'cool_off_full',
              refund_payment_guid: null,
            },
          },
    'PUT /api/policies/complex': ({ init }) => ({
      status: 200,
      body: { ...p, status: 'suspended', ...JSON.parse(String(init.body)).x },
    }),
    'POST /api/policies/complex/notes': ({ init }) => ({
      status: 201,
      body: {
        guid: '01937a2b-0000-7000-8000-000000000201',
        created_by: 'agent',
        created_at: '2026-01-03T10:00:00Z',
        ...JSON.parse(String(init.body)),
      },
    }),
  });
}

describe('policy detail page', () => {
  it('shows every field, next steps, premiums, history; cancels inside cool-off after stating the full refund', async () => {
    const { calls } = detailApi(policy);
    await session.signIn('agent', 'pw');
    renderApp(`/policies/${POLICY}`);
    expect(await screen.findByRole('heading', { name: 'Policy POL-2026-000001' })).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(await within(details).findByText('Hospital cash (HOSP)')).toBeInTheDocument();
    expect(within(details).getByText('Wanjiku Kamau')).toBeInTheDocument();
    expect(within(details).getByText('Otieno Kamau, spouse')).toBeInTheDocument();
    expect(within(details).getByText('Nairobi CBD')).toBeInTheDocument();
    // The benefit by the contract's rule, paid per claim (a lump sum), not per month like the premium.
    expect(details).toHaveTextContent('KES 5,000.00 paid once per claim');
    const next = screen.getByRole('region', { name: 'Allowed next steps' });
    expect(
      within(next)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('strong')?.textContent),
    ).toEqual(['Pending payment', 'Lapsed', 'Suspended', 'Cancelled', 'Expired']);
    // The header holds the key facts, linked, and the actions; the sections sit in tabs under it.
    const facts = screen.getByLabelText('Key facts');
    expect(within(facts).getByRole('link', { name: 'Wanjiku Kamau' })).toHaveAttribute(
      'href',
      `/customers/${policy.customer_guid}`,
    );
    expect(
      within(screen.getByRole('toolbar', { name: 'Actions' })).getByRole('button', { name: 'Cancel policy' }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    const cover = screen.getByRole('region', { name: 'Cover on a date' });
    await user.clear(within(cover).getByLabelText('Event date'));
    await user.type(within(cover).getByLabelText('Event date'), '20/01/2026');
    await user.click(within(cover).getByRole('button', { name: 'Check the cover' }));
    expect(
      await within(cover).findByText(
        'Not covered on 20 Jan 2026: still in the waiting period, which ends on 1 Feb 2026.',
      ),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'History' }));
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Activated (Pending payment → Active)')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Details' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Payments' }));
    const premiumsSection = screen.getByRole('region', { name: 'Premiums and payments' });
    expect(await within(premiumsSection).findByText('MPESA-QX1')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel policy POL-2026-000001?' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Inside the cool-off period (72 hours, until');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'the customer gets back everything paid, KES 1,000.00.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel policy' }));
    expect(within(dialog).getByLabelText('Reason for cancelling')).toHaveAccessibleDescription(/Required/);
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false);

    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'fail');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel policy' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error cancelling the policy');
    expect(alert).toHaveTextContent('A policy that is cancelled cannot become cancelled.');

    await user.clear(within(dialog).getByLabelText('Reason for cancelling'));
    await user.type(within(dialog).getByLabelText('Reason for cancelling'), 'Customer changed their mind');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel policy' }));
    expect(
      await screen.findByText('Policy POL-2026-000001 has been cancelled. Refund: KES 1,000.00.'),
    ).toBeInTheDocument();
    const cancel = calls.filter((c) => c.init.method === 'DELETE').at(-1);
    expect(cancel?.url.searchParams.get('reason')).toBe('Customer changed their mind');
  }, 90_000);

  it('states the unused-periods refund after cool-off, flags for AML with a reason, adds a General note', async () => {
    const old = { ...policy, purchased_at: '2026-01-02T10:00:00Z', start_date: '2026-01-02' };
    const { calls } = detailApi(old);
    await session.signIn('agent', 'pw');
    renderApp(`/policies/${POLICY}`);
    await screen.findByRole('heading', { name: 'Policy POL-2026-000001' });
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Cancel policy' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel policy POL-2026-000001?' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('The cool-off period ended on 5 Jan 2026');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'only prepaid periods that have not started, KES 0.00 (of KES 1,000.00 paid)',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep the policy' }));

    await user.click(screen.getByRole('button', { name: 'Flag for AML' }));
    const aml = await screen.findByRole('dialog', { name: 'Flag policy POL-2026-000001 for AML review?' });
    await user.type(within(aml).getByLabelText('Reason'), 'Source of funds unclear');
    await user.click(within(aml).getByRole('button', { name: 'Flag for AML' }));
    expect(await screen.findByText('Policy POL-2026-000001 has been flagged for AML review.')).toBeInTheDocument();
    const put = calls.find((c) => c.init.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toEqual({
      policy_guid: POLICY,
      additional_details: { aml_action: 'flagged' },
      reason: 'Source of funds unclear',
    });

    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    const notes = screen.getByRole('region', { name: 'Notes' });
    expect(within(notes).getByLabelText('Note type')).toHaveValue('General');
    await user.type(within(notes).getByLabelText('Note'), 'Called the customer');
    await user.click(within(notes).getByRole('button', { name: 'Add the note' }));
    expect(await screen.findByText('The note has been added.')).toBeInTheDocument();
    const note = calls.find((c) => c.init.method === 'POST' && c.url.pathname === '/api/policies/complex/notes');
    expect(JSON.parse(String(note?.init.body))).toEqual({
      policy_guid: POLICY,
      note: 'Called the customer',
      note_type: 'General',
    });
  }, 90_000);

  it('shows no write action to a role that may only read', async () => {
    detailApi(policy, ['partner_user']);
    await session.signIn('reader', 'pw');
    renderApp(`/policies/${POLICY}`);
    await screen.findByRole('heading', { name: 'Policy POL-2026-000001' });
    expect(screen.getByRole('button', { name: 'Policy schedule (PDF)' })).toBeInTheDocument();
    for (const name of ['Edit', 'Cancel policy', 'Flag for AML', 'Record a missing payment'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByLabelText('Note')).not.toBeInTheDocument());
  }, 60_000);

  it('edits a pending policy: start date and beneficiary; "error editing policy" with the reason on failure', async () => {
    let puts = 0;
    const { calls } = fakeApi({
      ...signedIn(),
      [`GET /api/policies/${POLICY}`]: { status: 200, body: { ...policy, status: 'pending' } },
      [`GET /api/products/${PRODUCT}`]: { status: 200, body: productDetail },
      [`GET /api/customers/${CUSTOMER}`]: { status: 200, body: customer },
      'GET /api/policies/complex/premiums': { status: 200, body: { ...premiums, paid_cents: 0, periods_paid: 0 } },
      'GET /api/payments': { status: 200, body: { items: [], count: 0 } },
      'GET /api/policies/complex/notes': { status: 200, body: [] },
      'GET /api/policies/complex/documents': { status: 200, body: [] },
      [`GET /api/policies/${POLICY}/history`]: { status: 200, body: [] },
      [`PUT /api/policies/${POLICY}`]: ({ init }) =>
        ++puts === 1
          ? {
              status: 400,
              body: { message: 'invalid', errors: { start_date: 'The start date cannot be in the past.' } },
            }
          : { status: 200, body: { ...policy, status: 'pending', ...JSON.parse(String(init.body)) } },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/policies/${POLICY}`);
    await screen.findByRole('heading', { name: 'Policy POL-2026-000001' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit policy POL-2026-000001' });
    const start = within(dialog).getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '01/02/2030');
    await user.clear(within(dialog).getByLabelText("Beneficiary's name"));
    await user.type(within(dialog).getByLabelText("Beneficiary's name"), 'Achieng Kamau');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Error editing the policy');
    expect(within(dialog).getByLabelText('Start date')).toHaveAccessibleDescription(
      'The start date cannot be in the past.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Policy POL-2026-000001 has been updated.')).toBeInTheDocument();
    const put = calls.filter((c) => c.init.method === 'PUT').at(-1);
    expect(JSON.parse(String(put?.init.body))).toEqual({
      beneficiary: { name: 'Achieng Kamau', msisdn: null, national_id: null, relationship: 'spouse' },
      reason: null,
      start_date: '2030-02-01',
    });
  }, 90_000);
});
