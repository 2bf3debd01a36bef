import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { aCustomer, customersApi, GUID_1 } from '../../../test/customers-fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ORDER = '01937a2b-0000-7000-8000-0000000001d1';
const order = (o: Record<string, unknown> = {}) => ({
  guid: ORDER,
  customer_guid: GUID_1,
  policy_guid: '01937a2b-0000-7000-8000-0000000000f1',
  policy_number: 'KE-2026-000001',
  bank_detail_guid: '01937a2b-0000-7000-8000-0000000001b1',
  bank_name: 'KCB Bank Kenya',
  account_holder: 'Wanjiku Kamau',
  account_number_masked: '****5671',
  amount_in_cents: 20_000,
  day: 10,
  start_date: '2026-12-01',
  msisdn: '254712345678',
  reference: 'PREM-1',
  retries: 2,
  mandate_reference: 'MDABCDEFGHJKMNPQRS',
  mandate_status: 'active',
  mandate_message: null,
  created_by: 'agent',
  created_at: '2026-11-25T10:00:00Z',
  updated_at: '2026-11-25T10:00:00Z',
  ...o,
});

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('customer debit orders', () => {
  it('a new day says the customer must authorise it again before saving; removing asks first', async () => {
    const { calls } = customersApi(
      {
        [`GET /api/customers/${GUID_1}`]: { status: 200, body: aCustomer() },
        'GET /api/debit_orders': { status: 200, body: [order()] },
        [`PUT /api/debit_orders/${ORDER}`]: {
          status: 200,
          body: order({ day: 12, mandate_status: 'pending_authentication' }),
        },
        [`DELETE /api/debit_orders/${ORDER}`]: { status: 204 },
      },
      ['finance_officer'],
    );
    await session.signIn('finance', 'pw');
    renderApp(`/customers/${GUID_1}/debit-orders`);
    const user = userEvent.setup();
    const table = await screen.findByRole('table', { name: 'Debit orders' });
    expect(await within(table).findByText('PREM-1')).toBeInTheDocument();
    expect(within(table).getByText('Active')).toBeInTheDocument();
    expect(calls.find((c) => c.url.pathname === '/api/debit_orders')?.url.searchParams.get('msisdn')).toBe(
      '254712345678',
    );

    await user.click(screen.getByRole('button', { name: 'Change debit order PREM-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Change debit order PREM-1' });
    expect(within(dialog).queryByText(/must authorise this change again/)).not.toBeInTheDocument();
    const day = within(dialog).getByLabelText('Debit day');
    // Typing over the number (a cleared number field falls back to its first value in the form).
    fireEvent.change(day, { target: { value: '29' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The debit order day must be 1 to 28')).toBeInTheDocument();
    fireEvent.change(day, { target: { value: '12' } });
    expect(within(dialog).getByText(/The customer must authorise this change again/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(
      await screen.findByText('Debit order changed: the mandate waits for the customer to authorise the change.'),
    ).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT');
    expect(JSON.parse(String(put?.init.body))).toMatchObject({ day: 12 });

    await user.click(screen.getByRole('button', { name: 'Remove debit order PREM-1' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this debit order?' });
    expect(within(confirm).getByText(/no collection is created after today/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByText('Debit order PREM-1 removed.')).toBeInTheDocument();
  }, 60_000);

  it('a policy that has a live debit order: adding names it and offers to change it (a new account too)', async () => {
    const policy = {
      guid: order().policy_guid,
      partner_guid: '0190a000-0000-7000-8000-00000000000a',
      policy_number: 'KE-2026-000001',
      customer_guid: GUID_1,
      product_guid: '01937a2b-0000-7000-8000-0000000000e1',
      premium_cents: 20_000,
      granularity: 'monthly',
      start_date: '2026-11-01',
      valid_until: null,
      status: 'active',
      beneficiary: null,
      additional_details: {},
      purchased_at: '2026-11-01T10:00:00Z',
      cancelled_at: null,
      created_at: '2026-11-01T10:00:00Z',
      updated_at: '2026-11-01T10:00:00Z',
    };
    const account = (guid: string, bank: string, number: string) => ({
      guid,
      customer_guid: GUID_1,
      bank_name: bank,
      bank_code: null,
      branch_code: null,
      account_holder: 'Wanjiku Kamau',
      account_number: number,
      account_type: 'savings',
      mandate_reference: `MD${number}`,
      created_at: '2026-11-01T10:00:00Z',
      updated_at: '2026-11-01T10:00:00Z',
    });
    const NEW_ACCOUNT = '01937a2b-0000-7000-8000-0000000001b2';
    const { calls } = customersApi(
      {
        [`GET /api/customers/${GUID_1}`]: { status: 200, body: aCustomer() },
        'GET /api/debit_orders': { status: 200, body: [order()] },
        'GET /api/debit_orders/policy': { status: 200, body: [order()] },
        [`GET /api/policies/customer/guid/${GUID_1}`]: { status: 200, body: [policy] },
        [`GET /api/customers/${GUID_1}/bank_details`]: {
          status: 200,
          body: [
            account(order().bank_detail_guid, 'KCB Bank Kenya', '1234565671'),
            account(NEW_ACCOUNT, 'Equity Bank', '9876543210'),
          ],
        },
        [`PUT /api/debit_orders/${ORDER}`]: {
          status: 200,
          body: order({ bank_detail_guid: NEW_ACCOUNT, mandate_status: 'pending_authentication' }),
        },
      },
      ['finance_officer'],
    );
    await session.signIn('finance', 'pw');
    renderApp(`/customers/${GUID_1}/debit-orders`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add debit order' }));
    const dialog = await screen.findByRole('dialog', { name: 'New debit order' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Policy' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'KE-2026-000001' }));
    expect(
      await within(dialog).findByText(
        /This policy already has debit order PREM-1 \(mandate MDABCDEFGHJKMNPQRS, Active\)/,
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change it' }));
    const edit = await screen.findByRole('dialog', { name: 'Change debit order PREM-1' });
    await user.click(await within(edit).findByRole('combobox', { name: 'Bank account' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Equity Bank/ }));
    expect(within(edit).getByText(/must authorise this change again/)).toBeInTheDocument();
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(JSON.parse(String(calls.find((c) => c.method === 'PUT')?.init.body))).toMatchObject({
      bank_detail_guid: NEW_ACCOUNT,
    });
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/debit_orders')).toBe(false);
  }, 60_000);
});
