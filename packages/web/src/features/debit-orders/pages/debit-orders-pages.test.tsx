import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TX1 = '01937a2b-0000-7000-8000-0000000001a1';
const TX2 = '01937a2b-0000-7000-8000-0000000001a2';
const tx = (guid: string, o: Record<string, unknown> = {}) => ({
  guid,
  debit_order_guid: '01937a2b-0000-7000-8000-0000000001d1',
  policy_guid: '01937a2b-0000-7000-8000-0000000000f1',
  policy_number: 'KE-2026-000001',
  customer_guid: '01937a2b-0000-7000-8000-0000000000c1',
  customer_name: 'Wanjiku Kamau',
  msisdn: '254712345678',
  reference: `MDAAAA-${guid.slice(-2)}-2026-06`,
  period: '2026-06',
  amount_in_cents: 20_000,
  due_date: '2026-06-10',
  status: 'pending',
  attempts: 1,
  retries: 2,
  unpaid_code: null,
  reason: null,
  retry_on: null,
  assume_paid_on: '2026-06-15',
  payment_guid: null,
  updated_at: '2026-06-10T05:00:00Z',
  ...o,
});
const CASHBACK = '01937a2b-0000-7000-8000-0000000001c1';
const cashback = (o: Record<string, unknown> = {}) => ({
  id: CASHBACK,
  guid: CASHBACK,
  policy_guid: '01937a2b-0000-7000-8000-0000000000f1',
  policy_number: 'KE-2026-000001',
  customer_guid: '01937a2b-0000-7000-8000-0000000000c1',
  customer_name: 'Wanjiku Kamau',
  benefit_guid: '01937a2b-0000-7000-8000-0000000001b1',
  benefit_name: 'Claim-free cashback',
  period_start: '2025-01-01',
  period_end: '2025-12-31',
  premiums_paid_cents: 240_000,
  amount_cents: 29_000,
  status: 'unpaid',
  paid_at: null,
  paid_by: null,
  created_at: '2026-01-01T01:30:00Z',
  ...o,
});

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('debit order transactions', () => {
  it('selects many pending collections and marks them failed with code 02 and a reason, saying what will happen', async () => {
    const { calls } = fakeApi({
      ...signedIn(['finance_officer']),
      'GET /api/debit_order_transactions/runs': { status: 200, body: { items: [], count: 0 } },
      'GET /api/debit_order_transactions/pending': {
        status: 200,
        body: {
          items: [tx(TX1), tx(TX2, { status: 'retry_scheduled', unpaid_code: '02', retry_on: '2026-06-13' })],
          count: 2,
        },
      },
      'PUT /api/debit_order_transactions/process': {
        status: 200,
        body: { processed: 1, already: 0, results: [{ guid: TX1, outcome: 'retry_scheduled', transaction: null }] },
      },
    });
    await session.signIn('finance', 'pw');
    renderApp('/debit-orders/transactions');
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Pending' });
    expect(await within(grid).findByText('MDAAAA-a1-2026-06')).toBeInTheDocument();
    expect(within(grid).getByText(/02 — Not provided for/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark failed (0)' })).toBeDisabled();
    const boxes = within(grid).getAllByRole('checkbox', { name: /select row/i });
    await user.click(boxes[0]!);
    await user.click(boxes[1]!);
    await user.click(screen.getByRole('button', { name: 'Mark failed (1)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark failed: 1 selected' });
    expect(within(dialog).getByText(/code 02 is tried again while retries remain/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/Say why/)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Reason/), 'Bank statement 10 June');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Processed: 1; already answered: 0.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'PUT' && c.url.pathname === '/api/debit_order_transactions/process');
    expect(sent?.url.searchParams.get('status')).toBe('failed');
    expect(JSON.parse(String(sent?.init.body))).toEqual({
      reason: 'Bank statement 10 June',
      transactions: [{ guid: TX1, unpaid_code: '02' }],
    });
  }, 60_000);

  it('runs the collection as a job: queued at once, a progress bar while it runs, and stop', async () => {
    const RUN = '01937a2b-0000-7000-8000-0000000001e1';
    const today = new Date().toISOString().slice(0, 10);
    const runOf = (o: Record<string, unknown> = {}) => ({
      guid: RUN,
      date: today,
      status: 'queued',
      step: 'expire',
      total: 0,
      processed: 0,
      created: 0,
      retried: 0,
      assumed_paid: 0,
      expired_mandates: 0,
      cancel_requested: false,
      error: null,
      created_by: 'finance',
      created_at: `${today}T08:00:00Z`,
      updated_at: `${today}T08:00:00Z`,
      finished_at: null,
      ...o,
    });
    let latest: object | null = null;
    const { calls } = fakeApi({
      ...signedIn(['finance_officer']),
      'GET /api/debit_order_transactions/pending': { status: 200, body: { items: [], count: 0 } },
      'GET /api/debit_order_transactions/runs': () => ({
        status: 200,
        body: { items: latest ? [latest] : [], count: latest ? 1 : 0 },
      }),
      'POST /api/debit_order_transactions/run': () => {
        latest = runOf({ status: 'running', step: 'collect', total: 200, processed: 50, created: 48 });
        return { status: 202, body: runOf() };
      },
      [`POST /api/debit_order_transactions/runs/${RUN}/stop`]: () => {
        latest = runOf({ status: 'cancelled', step: 'collect', total: 200, processed: 100, created: 98 });
        return { status: 200, body: latest };
      },
    });
    await session.signIn('finance', 'pw');
    renderApp('/debit-orders/transactions');
    const user = userEvent.setup();
    await screen.findByRole('grid', { name: 'Pending' });
    // The collection day is the app's one date field (day first), not the browser's native one.
    const dayFirst = `${today.slice(8, 10)}/${today.slice(5, 7)}/${today.slice(0, 4)}`;
    expect(screen.getByLabelText(/^Collection day/)).toHaveValue(dayFirst);
    await user.click(screen.getByRole('button', { name: 'Run the collection' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/works in the background/)).toBeInTheDocument();
    expect(within(dialog).getByText(`Run the collection of ${dayFirst} now?`)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Run the collection' }));
    expect(await screen.findByText(/queued: its progress shows above the lists/)).toBeInTheDocument();
    const panel = await screen.findByRole('region', { name: 'Collection run' });
    const bar = await within(panel).findByRole('progressbar', { name: 'Collection run' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '25'));
    expect(within(panel).getByRole('status')).toHaveTextContent(
      '50 of 200 mandates due scanned; 48 collections created',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Run the collection' })).toBeDisabled();
    const pendingReads = () => calls.filter((c) => c.url.pathname === '/api/debit_order_transactions/pending').length;
    const before = pendingReads();
    await user.click(within(panel).getByRole('button', { name: 'Stop the run' }));
    expect(await within(panel).findByText(/: stopped/)).toBeInTheDocument();
    // The run turned final: the lists are read again (the collections it made).
    await waitFor(() => expect(pendingReads()).toBeGreaterThan(before));
    expect(within(panel).queryByRole('button', { name: 'Stop the run' })).not.toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/debit_order_transactions/run');
    expect(JSON.parse(String(post?.init.body))).toEqual({ date: today });
  }, 60_000);

  it('filters the transactions by due date, from and to, with the shared date field', async () => {
    const { calls } = fakeApi({
      ...signedIn(['finance_officer']),
      'GET /api/debit_order_transactions/pending': { status: 200, body: { items: [tx(TX1)], count: 1 } },
      'GET /api/debit_order_transactions/runs': { status: 200, body: { items: [], count: 0 } },
    });
    await session.signIn('finance', 'pw');
    renderApp('/debit-orders/transactions');
    const user = userEvent.setup();
    await screen.findByRole('grid', { name: 'Pending' });
    await user.type(screen.getByLabelText('Due from'), '01062026');
    await user.type(screen.getByLabelText('Due to'), '30062026');
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.pathname === '/api/debit_order_transactions/pending' &&
            c.url.searchParams.get('from') === '2026-06-01' &&
            c.url.searchParams.get('to') === '2026-06-30',
        ),
      ).toBe(true),
    );
    await user.clear(screen.getByLabelText('Due to'));
    await user.type(screen.getByLabelText('Due to'), '01052026');
    expect(await screen.findByText('The end date is before the start date.')).toBeInTheDocument();
  }, 60_000);

  it('a reader sees the lists but cannot select, process or run', async () => {
    fakeApi({
      ...signedIn(['partner_user']),
      'GET /api/debit_order_transactions/runs': { status: 200, body: { items: [], count: 0 } },
      'GET /api/debit_order_transactions/pending': { status: 200, body: { items: [tx(TX1)], count: 1 } },
      'GET /api/debit_order_transactions/failed': {
        status: 200,
        body: { items: [tx(TX2, { status: 'failed', unpaid_code: '30', reason: 'bank file' })], count: 1 },
      },
    });
    await session.signIn('reader', 'pw');
    renderApp('/debit-orders/transactions');
    const user = userEvent.setup();
    const grid = await screen.findByRole('grid', { name: 'Pending' });
    expect(await within(grid).findByText('MDAAAA-a1-2026-06')).toBeInTheDocument();
    expect(within(grid).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mark paid/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Run the collection' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Failed' }));
    const failed = await screen.findByRole('grid', { name: 'Failed' });
    expect(await within(failed).findByText(/30 — No authority to debit/)).toBeInTheDocument();
  }, 60_000);
});

describe('cashback', () => {
  it('marks a cashback paid after confirming and asks with partnerGuid', async () => {
    const { calls } = fakeApi({
      ...signedIn(['finance_officer']),
      'GET /api/cashback': { status: 200, body: { items: [cashback()], count: 1 } },
      'PUT /api/cashback/mark_as_paid': { status: 200, body: cashback({ status: 'paid', paid_by: 'finance' }) },
    });
    await session.signIn('finance', 'pw');
    renderApp('/cashback');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark paid: cashback of policy KE-2026-000001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark this cashback paid?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Cashback of policy KE-2026-000001 marked paid.')).toBeInTheDocument();
    const sent = calls.find((c) => c.method === 'PUT');
    expect(sent?.url.searchParams.get('id')).toBe(CASHBACK);
    const list = calls.find((c) => c.url.pathname === '/api/cashback' && c.method === 'GET');
    expect(list?.url.searchParams.get('partnerGuid')).toBeTruthy();
  }, 60_000);
});
