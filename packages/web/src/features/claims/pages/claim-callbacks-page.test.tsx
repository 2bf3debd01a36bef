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

const CALLBACK = {
  guid: '01937a2b-0000-7000-8000-000000000c11',
  claim_guid: '01937a2b-0000-7000-8000-000000000a01',
  claim_reference: 'CLM-2026-000042',
  customer_guid: CUSTOMER.guid,
  customer_name: CUSTOMER.full_name,
  policy_guid: POLICY.guid,
  policy_number: POLICY.policy_number,
  msisdn: '254712345679',
  notes: 'Wants to know when the claim will be paid',
  status: 'open',
  requested_at: '2026-11-20T08:00:00Z',
  closed_reason: null,
  closed_by: null,
  closed_at: null,
};

const CLOSED = {
  ...CALLBACK,
  guid: '01937a2b-0000-7000-8000-000000000c12',
  status: 'closed',
  closed_reason: 'Explained the waiting period',
  closed_by: 'demo.agent',
  closed_at: '2026-11-21T09:00:00Z',
};

describe('claim callbacks', () => {
  it('lists open callbacks and closes one only with a reason', async () => {
    const { calls } = claimsApi(['call_centre_agent'], {
      'GET /api/claim_callbacks': ({ url }) => ({
        status: 200,
        body: url.searchParams.get('open') === 'true' ? { items: [CALLBACK], count: 1 } : { items: [CLOSED], count: 1 },
      }),
      [`PUT /api/claim_callbacks/close/${CALLBACK.claim_guid}`]: ({ init }) => ({
        status: 200,
        body: [{ ...CALLBACK, status: 'closed', closed_reason: bodyOf(init).reason }],
      }),
    });
    await session.signIn('agent', 'pw');
    renderApp('/claim-callbacks');
    expect(await screen.findByText('Wants to know when the claim will be paid')).toBeInTheDocument();
    const list = calls.find((c) => c.url.pathname === '/api/claim_callbacks')!;
    expect(Object.fromEntries(list.url.searchParams)).toMatchObject({ open: 'true', page: '1', size: '10' });
    // The claim, the customer (by name) and the policy (by number) are linked; the number is shown to call.
    expect(screen.getByRole('link', { name: 'CLM-2026-000042' })).toHaveAttribute(
      'href',
      `/claims/${CALLBACK.claim_guid}`,
    );
    expect(screen.getByRole('link', { name: 'Amina Wanjiru' })).toHaveAttribute(
      'href',
      `/customers/${CALLBACK.customer_guid}`,
    );
    expect(screen.getByRole('link', { name: 'POL-2026-0001' })).toHaveAttribute('href', `/policies/${POLICY.guid}`);
    expect(screen.getByText(CALLBACK.msisdn)).toBeInTheDocument(); // under the name: the number to call
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Close callback CLM-2026-000042' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the callback of CLM-2026-000042?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close callback' }));
    expect(await within(dialog).findByText('A reason is required for this action.')).toBeInTheDocument();
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
    await user.type(within(dialog).getByLabelText(/Reason/), 'Called back');
    await user.click(within(dialog).getByRole('button', { name: 'Close callback' }));
    expect(await screen.findByText('The callback of CLM-2026-000042 has been closed.')).toBeInTheDocument();
    expect(bodyOf(calls.find((c) => c.init.method === 'PUT')!.init)).toEqual({ reason: 'Called back' });

    // Closed ones: why, then when and by whom, with the same links.
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    const reason = await screen.findByRole('gridcell', { name: /^Explained the waiting period/ });
    expect(reason).toHaveTextContent(/21 Nov 2026 \d\d:\d\d · demo\.agent$/);
    expect(screen.getByRole('link', { name: 'POL-2026-0001' })).toHaveAttribute('href', `/policies/${POLICY.guid}`);
  }, 60_000);
});
