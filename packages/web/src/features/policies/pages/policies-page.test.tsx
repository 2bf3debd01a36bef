import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { CUSTOMER, customer, POLICY, PRODUCT, policy, productDetail, signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('policies page', () => {
  it('lists by status (page 1, size 10) and branch, lists AML-flagged ones, and opens a policy by number', async () => {
    const flagged = {
      ...policy,
      status: 'suspended',
      policy_number: 'POL-2026-000009',
      additional_details: { aml_flagged: true },
    };
    const { calls } = fakeApi({
      ...signedIn(),
      'GET /api/policies/complex/status': { status: 200, body: { items: [policy], count: 1 } },
      'POST /api/policies/complex/filter': { status: 200, body: { items: [flagged], count: 1 } },
      'GET /api/policies/complex/policy_number': ({ url }) =>
        url.searchParams.get('policy_number') === 'POL-2026-000001'
          ? { status: 200, body: policy }
          : { status: 404, body: { message: 'This policy does not exist.' } },
      [`GET /api/policies/${POLICY}`]: { status: 200, body: policy },
      [`GET /api/products/${PRODUCT}`]: { status: 200, body: productDetail },
      [`GET /api/customers/${CUSTOMER}`]: { status: 200, body: customer },
    });
    await session.signIn('agent', 'pw');
    renderApp('/policies');
    expect(await screen.findByRole('link', { name: 'POL-2026-000001' }, { timeout: 20_000 })).toBeInTheDocument();
    const first = calls.find((c) => c.url.pathname === '/api/policies/complex/status');
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toMatchObject({ page: '1', size: '10' });
    expect(screen.getByRole('link', { name: 'Buy policy' })).toHaveAttribute('href', '/policies/buy');
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Branch'), 'Mombasa');
    await waitFor(() => expect(calls.some((c) => c.url.searchParams.get('branch') === 'Mombasa')).toBe(true));

    await user.click(screen.getByRole('tab', { name: 'Flagged (AML)' }));
    expect(await screen.findByRole('link', { name: 'POL-2026-000009' })).toBeInTheDocument();
    const filter = calls.find((c) => c.url.pathname === '/api/policies/complex/filter');
    expect(JSON.parse(String(filter?.init.body))).toEqual({
      additional_details: { aml_flagged: true },
      page: 1,
      size: 10,
    });

    await user.click(screen.getByRole('tab', { name: 'Find by number' }));
    await user.type(screen.getByLabelText('Policy number'), 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText('No policy has this number.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Policy number'));
    await user.type(screen.getByLabelText('Policy number'), 'POL-2026-000001');
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('heading', { name: 'Policy POL-2026-000001' })).toBeInTheDocument();
  }, 90_000);
});
