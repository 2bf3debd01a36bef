import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { PAYMENT, POLICY, payment, policy, signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const proof = {
  guid: '01937a2b-0000-7000-8000-0000000000c9',
  payment_guid: PAYMENT,
  filename: 'receipt.pdf',
  content_type: 'application/pdf',
  size_bytes: 2048,
  created_by: 'finance',
  created_at: '2026-11-25T10:00:00Z',
  updated_at: '2026-11-25T10:00:00Z',
  url: '/api/files/payments/x/receipt.pdf?sig=1',
};

describe('payment detail', () => {
  it('corrects a payment with a reason after saying what it does to the policy, and lists its proofs', async () => {
    const { calls } = fakeApi({
      ...signedIn(['finance_officer']),
      [`GET /api/payments/${PAYMENT}`]: { status: 200, body: payment },
      [`GET /api/policies/${POLICY}`]: { status: 200, body: policy },
      'GET /api/payments/documents': { status: 200, body: [proof] },
      [`PUT /api/payments/${PAYMENT}`]: ({ init }) => ({
        status: 200,
        body: { ...payment, ...JSON.parse(String(init.body)), reason: undefined },
      }),
    });
    await session.signIn('finance', 'pw');
    renderApp(`/payments/${PAYMENT}`);
    expect(await screen.findByRole('heading', { name: 'Payment MPESA-QX1' })).toBeInTheDocument();
    const proofs = screen.getByRole('region', { name: 'Proofs of payment' });
    expect(await within(proofs).findByText('receipt.pdf')).toBeInTheDocument();
    expect(within(proofs).getByRole('form', { name: /upload/i })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Correct' }));
    const dialog = await screen.findByRole('dialog', { name: 'Correct payment MPESA-QX1' });
    await user.click(within(dialog).getByLabelText('Status'));
    await user.click(await screen.findByRole('option', { name: 'Reversed' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Reason for the correction')).toHaveAccessibleDescription(/Required/);
    await user.type(within(dialog).getByLabelText('Reason for the correction'), 'Operator reversed it');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'This payment will no longer count as paid: the policy may become pending or lapsed.',
    );
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toMatchObject({ status: 'reversed', reason: 'Operator reversed it' });
  }, 90_000);

  it('a reader sees the proofs but cannot correct or upload', async () => {
    fakeApi({
      ...signedIn(['partner_user']),
      [`GET /api/payments/${PAYMENT}`]: { status: 200, body: payment },
      [`GET /api/policies/${POLICY}`]: { status: 200, body: policy },
      'GET /api/payments/documents': { status: 200, body: [proof] },
    });
    await session.signIn('reader', 'pw');
    renderApp(`/payments/${PAYMENT}`);
    expect(await screen.findByText('receipt.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Correct' })).toBeNull();
    expect(screen.queryByRole('form', { name: /upload/i })).toBeNull();
  }, 30_000);
});
