import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { bodyOf, CUSTOMER, claimDetail, claimsApi, POLICY } from '../test/claims-fake-api.ts';

const GUID = '01937a2b-0000-7000-8000-000000000a01';
const USAGE = '01937a2b-0000-7000-8000-000000000c01';
const C = '/api/claims/complex';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const complexFields = {
  complex: true,
  type: 'hospital',
  facility: 'Nairobi Hospital',
  facility_code: 'NBI-001',
  tag: 'inpatient',
  claim_amount_cents: 102_000,
  benefit_amount_cents: 0,
};
const usage = (amount: number) => ({
  guid: USAGE,
  claim_guid: GUID,
  policy_guid: POLICY.guid,
  beneficiary_guid: CUSTOMER.guid,
  benefit_name: 'Inpatient',
  amount_cents: amount,
  created_by: 'assessor',
  created_at: '2026-11-21T10:00:00Z',
});
const expense = {
  guid: '01937a2b-0000-7000-8000-000000000c11',
  claim_guid: GUID,
  description: 'Ward, 2 days',
  category: 'ward',
  quantity: 2,
  unit_amount_cents: 45_000,
  amount_cents: 90_000,
};

/** A fake server keeping one complex claim, its usages and the principal's balance (limit 5,000.00). */
function complexWorld(roles: string[], extra: Record<string, Parameters<typeof claimsApi>[1][string]> = {}) {
  const state = { version: 3, usages: [] as ReturnType<typeof usage>[], expenses: [expense], lawyer: null as unknown };
  const detail = () => ({
    ...claimDetail({ ...complexFields, version: state.version, lawyer: state.lawyer }),
    benefit_usages: state.usages,
    expenses: state.expenses,
  });
  const used = () => state.usages.reduce((s, u) => s + u.amount_cents, 0);
  const api = claimsApi(roles, {
    [`GET /api/claims/${GUID}`]: () => ({ status: 200, body: detail() }),
    [`GET ${C}/${GUID}`]: () => ({ status: 200, body: detail() }),
    [`GET ${C}/benefit_usages/balances`]: () => ({
      status: 200,
      body: {
        beneficiary_guid: CUSTOMER.guid,
        balances: [
          {
            policy_guid: POLICY.guid,
            limit_cents: 500_000,
            used_cents: used(),
            remaining_cents: 500_000 - used(),
            by_benefit: [],
          },
        ],
      },
    }),
    [`POST ${C}/benefit_usages`]: ({ init }) => {
      const b = bodyOf(init);
      if (b.benefit_name === 'Dental')
        return { status: 422, body: { message: 'This usage exceeds the remaining balance (500000 cents).' } };
      state.usages = [usage(b.amount_cents)];
      state.version++;
      return { status: 201, body: state.usages[0] };
    },
    [`DELETE ${C}/benefit_usages/${USAGE}`]: () => {
      state.usages = [];
      state.version++;
      return { status: 204 };
    },
    ...extra,
  });
  return { ...api, state };
}

describe('complex claim editing', () => {
  it('adds a benefit usage within the balance (validated), shows the balance change, and removes it after a confirmation', async () => {
    const { calls } = complexWorld(['claims_assessor']);
    await session.signIn('assessor', 'pw');
    renderApp(`/claims/${GUID}`);
    const user = userEvent.setup();
    const balance = await screen.findByRole('region', { name: 'Benefit balance' });
    expect(await within(balance).findByText('Remaining KES 5,000.00')).toBeInTheDocument();
    expect(screen.getByText('Facility: Nairobi Hospital (NBI-001)')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Expenses' })).toHaveTextContent('Ward, 2 days');

    const form = screen.getByRole('form', { name: 'Add usage' });
    await user.click(within(form).getByRole('button', { name: 'Add usage' }));
    expect(within(form).getAllByText('Required')).toHaveLength(2);
    await user.type(within(form).getByLabelText(/Benefit/), 'Inpatient');
    await user.type(within(form).getByLabelText(/Amount/), '6000');
    await user.click(within(form).getByRole('button', { name: 'Add usage' }));
    expect(within(form).getByText('More than the remaining balance (KES 5,000.00)')).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname === `${C}/benefit_usages`)).toHaveLength(0);

    await user.clear(within(form).getByLabelText(/Amount/));
    await user.type(within(form).getByLabelText(/Amount/), '1200.50');
    await user.click(within(form).getByRole('button', { name: 'Add usage' }));
    expect(await screen.findByText('KES 1,200.50 of Inpatient has been recorded.')).toBeInTheDocument();
    const added = calls.find((c) => c.method === 'POST' && c.url.pathname === `${C}/benefit_usages`)!;
    expect(bodyOf(added.init)).toEqual({
      claim_guid: GUID,
      version: 3,
      benefit_name: 'Inpatient',
      amount_cents: 120_050,
    });
    expect(await within(balance).findByText('Remaining KES 3,799.50')).toBeInTheDocument();

    const usages = screen.getByRole('table', { name: 'Benefit usages' });
    await user.click(within(usages).getByRole('button', { name: 'Remove usage Inpatient' }));
    const confirm = await screen.findByRole('dialog', { name: /^Remove the usage Inpatient of KES.1,200\.50\?$/ });
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: 'Remove usage' }));
    expect(await screen.findByText('The usage Inpatient has been removed.')).toBeInTheDocument();
    const removed = calls.find((c) => c.method === 'DELETE')!;
    expect(removed.url.searchParams.get('version')).toBe('4');
    expect(await within(balance).findByText('Remaining KES 5,000.00')).toBeInTheDocument();
  }, 90_000);

  it("shows the server's refusal of a usage, and takes the claim's actions through the complex calls", async () => {
    const { calls } = complexWorld(['claims_assessor'], {
      [`POST ${C}/actions/discard`]: {
        status: 409,
        body: { message: 'The claim is closed.' },
      },
    });
    await session.signIn('assessor', 'pw');
    renderApp(`/claims/${GUID}`);
    const user = userEvent.setup();
    const form = await screen.findByRole('form', { name: 'Add usage' });
    await user.type(within(form).getByLabelText(/Benefit/), 'Dental');
    await user.type(within(form).getByLabelText(/Amount/), '10');
    await user.click(within(form).getByRole('button', { name: 'Add usage' }));
    expect(await screen.findByText('This usage exceeds the remaining balance (500000 cents).')).toBeInTheDocument();

    // It pays nothing: Approve is not offered as a click that would fail, and says why.
    expect(screen.getByRole('button', { name: 'Approve' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Discard claim CLM-2026-000042?' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Duplicate');
    await user.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await within(dialog).findByText('The claim is closed.');
    const discard = calls.find((c) => c.url.pathname === `${C}/actions/discard`)!;
    expect(bodyOf(discard.init)).toEqual({ claim_guid: GUID, version: 3, reason: 'Duplicate' });
    expect(calls.some((c) => c.url.pathname === `/api/claims/${GUID}/actions/discard`)).toBe(false);
  }, 90_000);

  it('edits the expenses (validated, total shown) and assigns a lawyer', async () => {
    const { calls, state } = complexWorld(['admin'], {
      [`PUT ${C}/expenses`]: ({ init }) => {
        state.version++;
        return { status: 200, body: { ...bodyOf(init) } };
      },
      [`PUT ${C}`]: ({ init }) => {
        const b = bodyOf(init);
        if (b.lawyer_name === 'Busy & Co') return { status: 409, body: { message: 'The claim is closed.' } };
        state.lawyer = { name: b.lawyer_name, email: b.lawyer_email };
        return { status: 200, body: {} };
      },
    });
    await session.signIn('admin', 'pw');
    renderApp(`/claims/${GUID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit expenses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Expenses of claim CLM-2026-000042' });
    await user.click(within(dialog).getByRole('button', { name: 'Add a line' }));
    const line2 = within(dialog).getByRole('group', { name: 'Line 2' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(line2).getAllByText('Required')).toHaveLength(2);
    await user.type(within(line2).getByLabelText(/Description/), 'Drugs');
    await user.clear(within(line2).getByLabelText(/Quantity/));
    await user.type(within(line2).getByLabelText(/Quantity/), '3');
    await user.type(within(line2).getByLabelText(/Unit amount/), '100');
    expect(within(dialog).getByRole('status')).toHaveTextContent('Total: KES 1,200.00');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The expenses of CLM-2026-000042 have been saved.')).toBeInTheDocument();
    const saved = calls.find((c) => c.url.pathname === `${C}/expenses`)!;
    expect(bodyOf(saved.init)).toEqual({
      claim_guid: GUID,
      version: 3,
      expenses: [
        { description: 'Ward, 2 days', category: 'ward', quantity: 2, unit_amount_cents: 45_000 },
        { description: 'Drugs', category: null, quantity: 3, unit_amount_cents: 10_000 },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Assign a lawyer' }));
    const lawyer = await screen.findByRole('dialog', { name: 'Lawyer of claim CLM-2026-000042' });
    await user.type(within(lawyer).getByLabelText(/Lawyer email/), 'not-an-email');
    await user.click(within(lawyer).getByRole('button', { name: 'Save' }));
    expect(within(lawyer).getByText('Required')).toBeInTheDocument();
    expect(within(lawyer).getByText('This value is not valid')).toBeInTheDocument();
    await user.type(within(lawyer).getByLabelText(/Lawyer or firm/), 'Busy & Co');
    await user.clear(within(lawyer).getByLabelText(/Lawyer email/));
    await user.click(within(lawyer).getByRole('button', { name: 'Save' }));
    expect(await within(lawyer).findByText('The claim is closed.')).toBeInTheDocument();
    await user.clear(within(lawyer).getByLabelText(/Lawyer or firm/));
    await user.type(within(lawyer).getByLabelText(/Lawyer or firm/), 'Wanjiku & Co');
    await user.type(within(lawyer).getByLabelText(/Lawyer email/), 'law@example.com');
    await user.click(within(lawyer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The lawyer of CLM-2026-000042 has been assigned.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('complex-lawyer')).toHaveTextContent('Lawyer: Wanjiku & Co · law@example.com'),
    );
    const assigned = calls.filter((c) => c.method === 'PUT' && c.url.pathname === C).at(-1)!;
    expect(bodyOf(assigned.init)).toEqual({
      claim_guid: GUID,
      version: 4,
      lawyer_name: 'Wanjiku & Co',
      lawyer_email: 'law@example.com',
      lawyer_phone: null,
    });
  }, 90_000);

  it('edits the facility, tag and comment with the version read; an empty facility is refused before sending', async () => {
    const answers = [{ status: 409, body: { message: 'This claim was changed by someone else — reload.', code: 'x' } }];
    const { calls } = complexWorld(['call_centre_agent'], {
      [`PUT ${C}/${GUID}`]: () => answers.shift() ?? { status: 200, body: {} },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/claims/${GUID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Details of complex claim CLM-2026-000042' });
    await user.clear(within(dialog).getByLabelText(/^Facility \*/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText(/^Facility \*/), 'Mater Hospital');
    await user.clear(within(dialog).getByLabelText(/^Tag/));
    await user.type(within(dialog).getByLabelText(/^Comment/), 'Bill checked');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('This claim was changed by someone else — reload.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The details of CLM-2026-000042 have been saved.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.method === 'PUT').at(-1)!;
    expect(bodyOf(sent.init)).toEqual({
      version: 3,
      facility: 'Mater Hospital',
      facility_code: 'NBI-001',
      tag: null,
      condition: 'Illness',
      comment: 'Bill checked',
    });
    // An agent submits but does not decide: no usage form, no lawyer.
    expect(screen.queryByRole('form', { name: 'Add usage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign a lawyer' })).not.toBeInTheDocument();
  }, 90_000);

  it('shows the lines read-only to a role that may not change them', async () => {
    complexWorld(['partner_user']);
    await session.signIn('reader', 'pw');
    renderApp(`/claims/${GUID}`);
    expect(await screen.findByRole('table', { name: 'Expenses' })).toBeInTheDocument();
    expect(await screen.findByText('Remaining KES 5,000.00')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add usage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit expenses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign a lawyer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeInTheDocument();
  }, 90_000);
});
