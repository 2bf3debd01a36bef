import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, PARTNER_A } from '../../../test/fake-api.ts';
import { signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const remittance = {
  guid: '01937a2b-0000-7000-8000-0000000000a1',
  partner_guid: PARTNER_A,
  remittance_reference: 'RMT-2026-11',
  remitted_date: '2026-11-24',
  amount_cents: 2_500_000,
  period_start: '2026-11-01',
  period_end: '2026-11-23',
  bank_reference: 'BANK-77',
  note: null,
  batch_guid: null,
  collected_cents: 3_000_000,
  outstanding_cents: 500_000,
  created_by: 'finance',
  created_at: '2026-11-24T10:00:00Z',
};

describe('remittances', () => {
  it('shows each remittance against what was collected, and the upload for a role that may write payments', async () => {
    fakeApi({
      ...signedIn(['finance_officer']),
      'GET /api/remittances': { status: 200, body: { items: [remittance], count: 1 } },
      'GET /api/remittances/batches': { status: 200, body: { items: [], count: 0 } },
    });
    await session.signIn('finance', 'pw');
    renderApp('/remittances');
    expect(await screen.findByRole('heading', { name: 'Remittances', level: 1 })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Remittances recorded' });
    expect(await within(table).findByText('RMT-2026-11')).toBeInTheDocument();
    expect(table).toHaveTextContent('KES 25,000.00');
    expect(table).toHaveTextContent('KES 30,000.00');
    expect(table).toHaveTextContent('KES 5,000.00');
    expect(table).toHaveTextContent('BANK-77');
    expect(screen.getByRole('button', { name: /template/i })).toBeInTheDocument();
  }, 60_000);

  it('a reader sees the remittances but no upload', async () => {
    fakeApi({
      ...signedIn(['partner_user']),
      'GET /api/remittances': { status: 200, body: { items: [remittance], count: 1 } },
      'GET /api/remittances/batches': { status: 200, body: { items: [], count: 0 } },
    });
    await session.signIn('reader', 'pw');
    renderApp('/remittances');
    expect(await screen.findByText('RMT-2026-11')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /template/i })).toBeNull();
  }, 30_000);
});
