import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, PARTNER_A, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const at = '2026-01-02T10:00:00Z';
const hospital = (n: number) => ({
  guid: `01937a2b-0000-7000-8000-${String(n).padStart(12, '0')}`,
  id: `01937a2b-0000-7000-8000-${String(n).padStart(12, '0')}`,
  partner_guid: PARTNER_A,
  code: `H${n}`,
  name: `Hospital ${n}`,
  country_code: 'KE',
  town: 'Nairobi',
  created_at: at,
});
const reason = {
  guid: '01937a2b-0000-7000-8000-0000000000a1',
  partner_guid: PARTNER_A,
  code: 'LATE',
  name: 'Claim made too late',
  created_at: at,
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

function referenceApi(roles = ['admin']) {
  const reasons = [reason];
  return fakeApi({
    ...WEB_CONFIG,
    'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles } }) },
    'POST /api/partners/selected': { status: 200, body: {} },
    'GET /api/users/logout': { status: 204 },
    'GET /api/partners': { status: 200, body: { items: [], count: 0 } },
    'GET /api/countries': {
      status: 200,
      body: { items: [{ code: 'KE', name: 'Kenya', currency_code: 'KES' }], count: 1 },
    },
    'GET /api/configs/hospitals': ({ url }) => {
      const q = url.searchParams.get('query');
      const page = Number(url.searchParams.get('page'));
      // A broad term stops at the page: `more`, and a count of the matches up to it plus one.
      if (q === 'royal')
        return {
          status: 200,
          body: { items: Array.from({ length: 10 }, (_, i) => hospital(500 + i)), count: 11, more: true },
        };
      return q
        ? { status: 200, body: { items: [hospital(42)], count: 1, more: false } }
        : { status: 200, body: { items: [hospital(page * 10 + 1)], count: 100_000 } };
    },
    'GET /api/configs/claim_rejection_reasons': () => ({ status: 200, body: reasons }),
    'POST /api/configs/claim_rejection_reasons': ({ init }) => {
      const body = JSON.parse(String(init.body));
      const created = { ...reason, ...body, guid: '01937a2b-0000-7000-8000-0000000000a2' };
      reasons.push(created);
      return { status: 201, body: created };
    },
    'GET /api/banks/country/KE': {
      status: 200,
      body: [
        {
          guid: '01937a2b-0000-7000-8000-0000000000b1',
          country_code: 'KE',
          code: '01',
          name: 'KCB',
          swift_code: 'KCBLKENX',
        },
      ],
    },
  });
}

describe('internal configurations page', () => {
  it('searches hospitals on the server with paging, adds a rejection reason and shows the banks', async () => {
    const { calls } = referenceApi();
    await session.signIn('admin', 'pw');
    renderApp('/admin/reference');
    expect(await screen.findByText('Hospital 11', {}, { timeout: 30_000 })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Search'), 'Hosp 42');
    expect(await screen.findByText('Hospital 42')).toBeInTheDocument();
    const searched = calls.filter((c) => c.url.pathname === '/api/configs/hospitals').at(-1)!;
    expect(Object.fromEntries(searched.url.searchParams)).toMatchObject({
      query: 'Hosp 42',
      page: '1',
      size: '10',
      partner: PARTNER_A,
    });
    expect(screen.getByText('1–1 of 1')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Search'));
    await user.type(screen.getByLabelText('Search'), 'royal');
    expect(await screen.findByText('Hospital 509')).toBeInTheDocument();
    expect(screen.getByText('1–10 of more than 10')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Claim rejection reasons' }));
    expect(await screen.findByText('Claim made too late')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New rejection reason' }));
    const dialog = await screen.findByRole('dialog', { name: 'New claim rejection reason' });
    await user.type(within(dialog).getByLabelText('Code'), 'NO DOCS');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Code')).toHaveAccessibleDescription('Must not contain spaces');
    await user.clear(within(dialog).getByLabelText('Code'));
    await user.type(within(dialog).getByLabelText('Code'), 'NO_DOCS');
    await user.type(within(dialog).getByLabelText('Name'), 'Documents missing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Documents missing has been added.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Claim rejection reasons' })).toHaveTextContent('NO_DOCS'),
    );

    await user.click(screen.getByRole('tab', { name: 'Banks' }));
    expect(await screen.findByText('KCBLKENX')).toBeInTheDocument();
  }, 90_000);

  it('lets a reader search but not add or delete', async () => {
    referenceApi(['claims_assessor']);
    await session.signIn('assessor', 'pw');
    renderApp('/admin/reference');
    expect(await screen.findByText('Hospital 11', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New hospital' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
  });
});
