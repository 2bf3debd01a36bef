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
  policy,
  product,
  productDetail,
  QUOTATION,
  seniorProduct,
  signedIn,
} from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const quotation = {
  guid: QUOTATION,
  customer_guid: CUSTOMER,
  product_guid: PRODUCT,
  policy_guid: null,
  start_date: '2030-01-01',
  premium_cents: 50_000,
  granularity: 'monthly',
  benefit_cents: 500_000,
  status: 'open',
  created_by: 'agent',
  created_at: '2026-01-02T10:00:00Z',
};

describe('buy policy page', () => {
  it('offers eligible products, shows cover by the benefit rule, quotes, then purchases (failure with the reason)', async () => {
    let purchases = 0;
    const { calls } = fakeApi({
      ...signedIn(),
      [`GET /api/customers/${CUSTOMER}`]: { status: 200, body: customer },
      'GET /api/products': { status: 200, body: [product, seniorProduct] },
      [`GET /api/products/${PRODUCT}`]: { status: 200, body: productDetail },
      'GET /api/quotations/customer': { status: 200, body: [] },
      'POST /api/quotations/create': { status: 201, body: quotation },
      'POST /api/policies/complex/purchase': () =>
        ++purchases === 1
          ? {
              status: 422,
              body: { message: 'This product is not active and cannot be sold.', code: 'product_inactive' },
            }
          : { status: 201, body: { ...policy, status: 'pending' } },
      [`GET /api/policies/${POLICY}`]: { status: 200, body: { ...policy, status: 'pending' } },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/policies/buy?customer=${CUSTOMER}`);
    expect(await screen.findByText('Wanjiku Kamau')).toBeInTheDocument();
    const user = userEvent.setup();

    const start = screen.getByLabelText('Start date');
    await user.clear(start);
    await user.type(start, '01/01/2030');
    await user.click(screen.getByRole('combobox', { name: 'Product' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Hospital cash (HOSP), ages 18 to 65']);
    await user.click(options[0] as HTMLElement);

    await user.click(screen.getByRole('button', { name: 'Get a quotation' }));
    expect(await screen.findByText('Choose a premium')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/quotations/create')).toBe(false);

    await user.click(await screen.findByRole('combobox', { name: 'Premium' }));
    await user.click(await screen.findByRole('option', { name: /KES\s500\.00 per month/ }));
    // Benefit rule: the fixed indemnity (KES 5,000 per month) is larger than the premium (KES 500).
    expect(await screen.findByText(/the product's fixed indemnity is higher/)).toHaveTextContent(
      'The customer pays KES 500.00 per month. The benefit is KES 5,000.00 paid once per claim',
    );
    await user.type(screen.getByLabelText("Beneficiary's name"), 'Otieno Kamau');
    await user.click(screen.getByRole('button', { name: 'Get a quotation' }));

    const card = await screen.findByRole('heading', { name: 'Quotation' });
    const quote = calls.find((c) => c.url.pathname === '/api/quotations/create');
    expect(JSON.parse(String(quote?.init.body))).toEqual({
      customer_guid: CUSTOMER,
      product_guid: PRODUCT,
      start_date: '2030-01-01',
      premium_cents: 50_000,
    });
    // The benefit is paid per claim, not per month like the premium.
    expect(card.parentElement).toHaveTextContent('KES 5,000.00 paid once per claim');
    expect(card.parentElement).not.toHaveTextContent('KES 5,000.00 per month');
    // The quotation replaces the form: its Buy button has the focus (Enter buys).
    expect(screen.getByRole('button', { name: 'Buy the policy' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Buy the policy' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error purchasing the policy');
    expect(alert).toHaveTextContent('This product is not active and cannot be sold.');

    await user.click(screen.getByRole('button', { name: 'Buy the policy' }));
    expect(await screen.findByText('Policy POL-2026-000001 has been bought.')).toBeInTheDocument();
    const bought = calls.filter((c) => c.url.pathname === '/api/policies/complex/purchase').at(-1);
    expect(JSON.parse(String(bought?.init.body))).toEqual({
      quotation_guid: QUOTATION,
      beneficiary: { name: 'Otieno Kamau', msisdn: null, national_id: null, relationship: null },
      branch: null,
    });
    expect(await screen.findByRole('heading', { name: 'Policy POL-2026-000001' })).toBeInTheDocument();
  }, 90_000);

  it('finds the customer by phone number when opened without one', async () => {
    fakeApi({
      ...signedIn(),
      'GET /api/customers/find': { status: 200, body: { items: [{ ...customer, score: null }], count: 1 } },
      [`GET /api/customers/${CUSTOMER}`]: { status: 200, body: { ...customer, date_of_birth: null } },
      'GET /api/products': { status: 200, body: [product] },
    });
    await session.signIn('agent', 'pw');
    renderApp('/policies/buy');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Phone number'), '0712345678');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    const list = await screen.findByRole('list', { name: 'Customers found' });
    await user.click(within(list).getByText('Wanjiku Kamau'));
    expect(await screen.findByText(/This customer has no date of birth/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText(/No active product covers/)).toBeInTheDocument());
  }, 60_000);

  it("buys one of the customer's open quotations as it is", async () => {
    const { calls } = fakeApi({
      ...signedIn(),
      [`GET /api/customers/${CUSTOMER}`]: { status: 200, body: customer },
      'GET /api/products': { status: 200, body: [product] },
      [`GET /api/products/${PRODUCT}`]: { status: 200, body: productDetail },
      'GET /api/quotations/customer': {
        status: 200,
        body: [quotation, { ...quotation, guid: '01937a2b-0000-7000-8000-0000000000a8', status: 'purchased' }],
      },
      'POST /api/policies/complex/purchase': { status: 201, body: { ...policy, status: 'pending' } },
      [`GET /api/policies/${POLICY}`]: { status: 200, body: { ...policy, status: 'pending' } },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/policies/buy?customer=${CUSTOMER}`);
    const open = await screen.findByRole('table', { name: 'Open quotations of this customer' });
    expect(within(open).getAllByRole('row')).toHaveLength(2); // the header and the one open quotation
    const user = userEvent.setup();
    await user.click(within(open).getByRole('button', { name: 'Use this quotation' }));
    await user.click(await screen.findByRole('button', { name: 'Buy the policy' }));
    expect(await screen.findByRole('heading', { name: 'Policy POL-2026-000001' })).toBeInTheDocument();
    const bought = calls.find((c) => c.url.pathname === '/api/policies/complex/purchase');
    expect(JSON.parse(String(bought?.init.body))).toMatchObject({ quotation_guid: QUOTATION });
  }, 90_000);
});
