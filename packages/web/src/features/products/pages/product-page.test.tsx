import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../app/i18n.ts';
import { session } from '../../../app/services.ts';
import { fakeApi, PARTNER_A, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { benefit, PRODUCT_ID, premium, product } from '../test-fixtures.ts';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

function productApi(roles = ['admin']) {
  const premiums = [premium];
  return fakeApi({
    ...WEB_CONFIG,
    'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles } }) },
    'POST /api/partners/selected': { status: 200, body: {} },
    'GET /api/users/logout': { status: 204 },
    'GET /api/partners': { status: 200, body: { items: [], count: 0 } },
    [`GET /api/products/${PRODUCT_ID}`]: () => ({
      status: 200,
      body: { ...product, premiums, benefits: [benefit] },
    }),
    'GET /api/membership_configs': { status: 404, body: { message: 'Not found' } },
    'GET /api/extended_membership_config': { status: 404, body: { message: 'Not found' } },
    'GET /api/products/group_product_config': {
      status: 200,
      body: {
        guid: '01937a2b-0000-7000-8000-0000000000f9',
        id: '01937a2b-0000-7000-8000-0000000000f9',
        partner_guid: PARTNER_A,
        product_guid: PRODUCT_ID,
        min_members: 5,
        max_members: 50,
        allow_dependants: true,
        created_at: product.created_at,
        updated_at: product.updated_at,
      },
    },
    [`GET /api/extended_membership_premium/${PRODUCT_ID}/all`]: { status: 200, body: [] },
    'POST /api/product_premiums': ({ init }) => {
      const body = JSON.parse(String(init.body));
      const created = { ...premium, ...body, guid: '01937a2b-0000-7000-8000-0000000000d2', benefit_in_cents: 7_000 };
      premiums.push(created);
      return { status: 201, body: created };
    },
    [`PUT /api/product_premiums/${premium.guid}`]: ({ init }) => ({
      status: 200,
      body: { ...premium, ...JSON.parse(String(init.body)) },
    }),
    'PUT /api/products/group_product_config': {
      status: 400,
      body: { message: 'x', errors: { max_members: 'Too many' } },
    },
  });
}

describe('product page', () => {
  it('shows each premium with its benefit in the partner currency and adds a premium with a live benefit', async () => {
    const { calls } = productApi();
    await session.signIn('admin', 'pw');
    renderApp(`/products/${PRODUCT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Hospital cash monthly', level: 1 })).toBeInTheDocument();
    const premiums = screen.getByRole('table', { name: 'Premiums' });
    expect(within(premiums).getAllByRole('row')[1]).toHaveTextContent(
      /KES\s500\.00.*KES\s500\.00 \(from the premium\)/,
    );
    expect(screen.getByRole('table', { name: 'Benefits' })).toHaveTextContent('Daily hospital cash');
    expect(await screen.findByText('Not set yet: saving creates it.', {}, { timeout: 8000 })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'New premium' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls.some((c) => c.init.method === 'POST' && c.url.pathname === '/api/product_premiums')).toBe(false);
    await user.type(within(dialog).getByLabelText('Amount (KES)'), '20');
    // 20.00 a month is below the fixed indemnity of 300.00 a month: the fixed indemnity is the benefit.
    expect(within(dialog).getByRole('status')).toHaveTextContent(/KES\s300\.00 \(the fixed indemnity\)/);
    fireEvent.change(within(dialog).getByLabelText('Quantity'), { target: { value: '20' } });
    expect(within(dialog).getByRole('status')).toHaveTextContent(/KES\s400\.00 \(from the premium\)/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The premium has been added.')).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === 'POST' && c.url.pathname === '/api/product_premiums')!;
    expect(JSON.parse(String(post.init.body))).toMatchObject({
      product_guid: PRODUCT_ID,
      amount_in_cents: 2_000,
      granularity: 'monthly',
      quantity: 20,
    });
    expect(post.url.searchParams.get('partner')).toBe(PARTNER_A);

    // Changing a premium sends the premium's fields to its own address.
    await user.click(screen.getByRole('button', { name: 'Edit premium 500.00 Monthly' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit premium' });
    expect(within(edit).getByLabelText('Amount (KES)')).toHaveValue('500');
    await user.click(within(edit).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The premium has been updated.')).toBeInTheDocument();
    const put = calls.find(
      (c) => c.init.method === 'PUT' && c.url.pathname === `/api/product_premiums/${premium.guid}`,
    )!;
    expect(JSON.parse(String(put.init.body))).toEqual({
      amount_in_cents: 50_000,
      granularity: 'monthly',
      quantity: 1,
      active: false,
    });
  }, 90_000);

  it('refuses a maximum age below the minimum before sending', async () => {
    const { calls } = productApi();
    await session.signIn('admin', 'pw');
    renderApp(`/products/${PRODUCT_ID}`);
    const max = await screen.findByLabelText('Maximum age');
    const user = userEvent.setup();
    fireEvent.change(max, { target: { value: '10' } });
    const main = screen.getByRole('region', { name: 'Product' });
    await user.click(within(main).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Maximum age')).toHaveAccessibleDescription(
        'The maximum age must not be below the minimum age',
      ),
    );
    expect(calls.some((c) => c.init.method === 'PUT')).toBe(false);
  }, 60_000);

  it('shows a partner user the product without any edit control', async () => {
    productApi(['partner_user']);
    await session.signIn('reader', 'pw');
    renderApp(`/products/${PRODUCT_ID}`);
    expect(await screen.findByRole('heading', { name: 'Hospital cash monthly', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Premiums' })).toHaveTextContent('KES');
    expect(screen.queryByRole('button', { name: 'Add premium' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add benefit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeDisabled();
  }, 60_000);

  it('speaks French', async () => {
    productApi();
    await changeLanguage('fr');
    try {
      await session.signIn('admin', 'pw');
      renderApp(`/products/${PRODUCT_ID}`);
      const premiums = await screen.findByRole('table', { name: 'Primes' });
      expect(within(premiums).getAllByRole('row')[1]).toHaveTextContent(/500,00\sKES.*\(selon la prime\)/);
      expect(screen.getByRole('button', { name: 'Ajouter une prime' })).toBeInTheDocument();
      expect(screen.getByRole('table', { name: 'Garanties' })).toHaveTextContent('Indemnité forfaitaire');
    } finally {
      await changeLanguage('en');
    }
  }, 60_000);
});
