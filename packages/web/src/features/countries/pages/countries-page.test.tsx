import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const kenya = {
  code: 'KE',
  name: 'Kenya',
  currency_code: 'KES',
  dialing_code: '254',
  phone_digits: 9,
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

function countriesApi(roles = ['admin']) {
  const rows = [kenya];
  const api = fakeApi({
    ...WEB_CONFIG,
    'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles } }) },
    'POST /api/partners/selected': { status: 200, body: {} },
    'GET /api/users/logout': { status: 204 },
    'GET /api/partners': { status: 200, body: { items: [], count: 0 } },
    'GET /api/countries': ({ url }) => ({
      status: 200,
      body: { items: rows, count: 23, page: url.searchParams.get('page') },
    }),
    'POST /api/countries': ({ init }) => {
      const body = JSON.parse(String(init.body));
      if (body.code === 'KE') return { status: 409, body: { message: 'This country already exists' } };
      rows.push({ ...kenya, ...body });
      return { status: 201, body: { ...kenya, ...body } };
    },
    'DELETE /api/countries/TV': () => {
      rows.splice(
        rows.findIndex((r) => r.code === 'TV'),
        1,
      );
      return { status: 204 };
    },
  });
  return api;
}

describe('countries page', () => {
  it('lists with server paging, validates with the contract schema, creates and deletes after confirming', async () => {
    const { calls } = countriesApi();
    await session.signIn('admin', 'pw');
    renderApp('/admin/countries');
    expect(await screen.findByText('Kenya')).toBeInTheDocument();
    const list = calls.find((c) => c.url.pathname === '/api/countries')!;
    expect(Object.fromEntries(list.url.searchParams)).toMatchObject({ page: '1', size: '10' });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'New country' }));
    const dialog = await screen.findByRole('dialog', { name: 'New country' });
    await user.type(within(dialog).getByLabelText('Code'), 'tv');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription(
      'Two capital letters (ISO 3166-1), e.g. KE',
    );
    expect(within(dialog).getByLabelText('Name')).toHaveAccessibleDescription(/Required/);
    expect(calls.filter((c) => c.init.method === 'POST' && c.url.pathname === '/api/countries')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'KE');
    await user.type(within(dialog).getByLabelText('Name'), 'Kenya again');
    await user.type(within(dialog).getByLabelText('Currency'), 'KES');
    await user.type(within(dialog).getByLabelText('Dialling code'), '254');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This country already exists');

    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'TV');
    await user.clear(within(dialog).getByLabelText('Name'));
    await user.type(within(dialog).getByLabelText('Name'), 'Tuvalu');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Tuvalu has been created.')).toBeInTheDocument();
    expect(await screen.findByText('Tuvalu')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Tuvalu' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this country?' });
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Tuvalu has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Tuvalu')).not.toBeInTheDocument());
  }, 90_000);

  it('hides the write actions from a role that may only read', async () => {
    countriesApi(['partner_user']);
    await session.signIn('reader', 'pw');
    renderApp('/admin/countries');
    expect(await screen.findByText('Kenya')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New country' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Kenya' })).not.toBeInTheDocument();
  });
});
