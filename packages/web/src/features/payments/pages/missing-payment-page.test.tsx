import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { PAYMENT, POLICY, PRODUCT, payment, policy, productDetail, signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('missing payment page', () => {
  it('validates with the contract and the partner minimum, confirms, and sends one Idempotency-Key per submission', async () => {
    let posts = 0;
    const { calls } = fakeApi({
      ...signedIn(),
      'GET /api/partners_config': {
        status: 200,
        body: {
          claims_mode: 'simple',
          minimum_missing_payment_amount: 150,
          currency_display: 'code',
          show_minor_units: true,
        },
      },
      'GET /api/policies/complex/policy_number': ({ url }) =>
        url.searchParams.get('policy_number') === 'POL-2026-000001'
          ? { status: 200, body: policy }
          : { status: 404, body: { message: 'This policy does not exist.' } },
      [`GET /api/policies/${POLICY}`]: { status: 200, body: policy },
      [`GET /api/products/${PRODUCT}`]: { status: 200, body: productDetail },
      'POST /api/payments': () =>
        ++posts === 1 ? { status: 503, body: { message: 'Try again' } } : { status: 201, body: payment },
      [`GET /api/payments/${PAYMENT}`]: { status: 200, body: payment },
    });
    await session.signIn('agent', 'pw');
    renderApp('/payments/new');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Policy number'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Find the policy' }));
    expect(await screen.findByText('No policy has this number.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Policy number'));
    await user.type(screen.getByLabelText('Policy number'), 'POL-2026-000001');
    await user.click(screen.getByRole('button', { name: 'Find the policy' }));

    const amount = await screen.findByLabelText('Amount (KES)');
    await user.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(amount).toHaveAccessibleDescription(/Required/);
    expect(screen.getByLabelText('MNO reference')).toHaveAccessibleDescription(/Required/);
    await user.type(amount, '150');
    await user.type(screen.getByLabelText('MNO reference'), 'MPESA-QX1');
    await user.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(amount).toHaveAccessibleDescription(/The amount must be greater than KES\s150\.00/);
    await user.clear(amount);
    await user.type(amount, '500');
    await user.click(screen.getByRole('button', { name: 'Record the payment' }));
    expect(calls.some((c) => c.init.method === 'POST' && c.url.pathname === '/api/payments')).toBe(false);

    let confirm = await screen.findByRole('dialog', { name: 'Record this payment?' });
    expect(confirm).toHaveTextContent('will be counted as paid on policy POL-2026-000001 with MNO reference MPESA-QX1');
    await user.click(within(confirm).getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByText('Try again')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The same submission again (a retry): the same key, so the server can replay instead of paying twice.
    await user.click(screen.getByRole('button', { name: 'Record the payment' }));
    confirm = await screen.findByRole('dialog', { name: 'Record this payment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Record the payment' }));
    expect(await screen.findByRole('heading', { name: 'Payment MPESA-QX1' })).toBeInTheDocument();
    const sent = calls.filter((c) => c.init.method === 'POST' && c.url.pathname === '/api/payments');
    expect(sent).toHaveLength(2);
    const keys = sent.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^web-[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
      policy_guid: POLICY,
      amount_cents: 50_000,
      effected_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      mno_reference: 'MPESA-QX1',
    });
  }, 90_000);
});
