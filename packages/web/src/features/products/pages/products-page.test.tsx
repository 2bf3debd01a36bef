import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, PARTNER_A, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { PRODUCT_ID, product } from '../test-fixtures.ts';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

function productsApi(roles = ['admin']) {
  return fakeApi({
    ...WEB_CONFIG,
    'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles } }) },
    'POST /api/partners/selected': { status: 200, body: {} },
    'GET /api/users/logout': { status: 204 },
    'GET /api/partners': { status: 200, body: { items: [], count: 0 } },
    [`GET /api/partners/${PARTNER_A}`]: { status: 200, body: { guid: PARTNER_A, name: 'Acme', country: 'KE' } },
    'GET /api/countries': {
      status: 200,
      body: { items: [{ code: 'KE', name: 'Kenya', currency_code: 'KES' }], count: 1 },
    },
    'GET /api/products': ({ url }) => ({
      status: 200,
      body: url.searchParams.get('type') === 'life' ? [] : [product],
    }),
    'POST /api/products': ({ init }) => {
      const body = JSON.parse(String(init.body));
      if (body.code === 'HOSP_M') return { status: 409, body: { message: 'A product with this code already exists.' } };
      return { status: 201, body: { ...product, ...body } };
    },
    [`GET /api/products/${PRODUCT_ID}`]: { status: 200, body: { ...product, premiums: [], benefits: [] } },
  });
}

describe('products page', () => {
  it('filters by type and active, and creates a product after the server refuses a taken code', async () => {
    const { calls } = productsApi();
    await session.signIn('admin', 'pw');
    renderApp('/products');
    // The first lazy page of a run (with the data grid) takes a while to transform.
    expect(await screen.findByText('Hospital cash monthly', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.getByText('KES 300.00')).toBeInTheDocument();
    const user = userEvent.setup();

    await user.click(screen.getByRole('checkbox', { name: 'Active only' }));
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.pathname === '/api/products' && c.url.searchParams.get('active_only') === 'true'),
      ).toBe(true),
    );
    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Life' }));
    await waitFor(() => expect(screen.queryByText('Hospital cash monthly')).not.toBeInTheDocument());
    const last = calls.filter((c) => c.url.pathname === '/api/products').at(-1)!;
    expect(Object.fromEntries(last.url.searchParams)).toMatchObject({
      type: 'life',
      active_only: 'true',
      partner: PARTNER_A,
    });

    await user.click(screen.getByRole('button', { name: 'New product' }));
    const dialog = await screen.findByRole('dialog', { name: 'New product' });
    expect(within(dialog).getByLabelText('Fixed indemnity (KES)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription(/Required/);
    expect(calls.some((c) => c.init.method === 'POST' && c.url.pathname === '/api/products')).toBe(false);
    await user.type(within(dialog).getByLabelText('Code'), 'HOSP_M');
    await user.type(within(dialog).getByLabelText('Name'), 'Hospital cash monthly');
    await user.type(within(dialog).getByLabelText('Fixed indemnity (KES)'), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A product with this code already exists.');
    const post = calls.find((c) => c.init.method === 'POST' && c.url.pathname === '/api/products')!;
    expect(JSON.parse(String(post.init.body))).toMatchObject({ code: 'HOSP_M', fixed_indemnity_amount: 30_000 });

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'HOSP_W');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Hospital cash monthly has been created.')).toBeInTheDocument();
  }, 90_000);

  it('hides the create action from a partner user', async () => {
    productsApi(['partner_user']);
    await session.signIn('reader', 'pw');
    renderApp('/products');
    expect(await screen.findByText('Hospital cash monthly')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New product' })).not.toBeInTheDocument();
  });
});
