import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const BASE = {
  ...WEB_CONFIG,
  'POST /api/partners/selected': { status: 200, body: {} },
  'GET /api/users/logout': { status: 204 },
  'GET /api/report-schedules': { status: 200, body: { items: [] } },
};
const catalogue = {
  items: [
    {
      name: 'claims_register',
      title: 'Claims register',
      description: 'Every claim received in the period.',
      dated: true,
      approvable: true,
      premium_window_months: null,
      group: 'claims',
    },
    {
      name: 'premium_received_report',
      title: 'Premium received',
      description: 'Succeeded premium payments.',
      dated: true,
      approvable: false,
      premium_window_months: 3,
      group: 'premiums',
    },
  ],
};
const table = {
  name: 'claims_register',
  title: 'Claims register',
  columns: [
    { key: 'claim_reference', label: 'Claim reference', type: 'text' },
    { key: 'claim_amount', label: 'Claimed', type: 'money' },
  ],
  items: [{ claim_reference: 'CLM-1', claim_amount: 150000 }],
  count: 1,
  more: false,
  currency_code: 'KES',
};
const run = {
  guid: '01937a2b-0000-7000-8000-0000000000d1',
  report: 'claims_register',
  title: 'Claims register',
  type: 'xlsx',
  parameters: { startDate: '2026-11-01', endDate: '2026-11-25' },
  status: 'running',
  processed: 40,
  total: 100,
  filename: null,
  size_bytes: null,
  error: null,
  created_at: '2026-11-25T10:00:00Z',
  finished_at: null,
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('reports page', () => {
  it('checks the period, shows the page in the currency, and queues an export with a progress bar', async () => {
    const { calls } = fakeApi({
      ...BASE,
      'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles: ['partner_user'] } }) },
      'GET /api/report-catalogue': { status: 200, body: catalogue },
      'GET /api/reports/claims_register': { status: 200, body: table },
      'GET /api/report-runs': () => ({
        status: 200,
        body: calls.some((c) => c.init.method === 'POST' && c.url.pathname === '/api/report-runs')
          ? { items: [run], count: 1 }
          : { items: [], count: 0 },
      }),
      'POST /api/report-runs': ({ init }) => ({
        status: 202,
        body: { ...run, ...JSON.parse(String(init.body)), status: 'queued' },
      }),
    });
    await session.signIn('partner', 'pw');
    renderApp('/reports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /Report/ }));
    await user.click(await screen.findByRole('option', { name: 'Claims register' }));
    await user.click(screen.getByRole('button', { name: 'Run report' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
    expect(calls.some((c) => c.url.pathname === '/api/reports/claims_register')).toBe(false);
    await user.type(screen.getByLabelText(/Start date/), '25/11/2026');
    await user.type(screen.getByLabelText(/End date/), '01/11/2026');
    await user.click(screen.getByRole('button', { name: 'Run report' }));
    expect(await screen.findByText('The end date must not be before the start date')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Start date/));
    await user.type(screen.getByLabelText(/Start date/), '01/10/2026');
    await user.click(screen.getByRole('switch', { name: 'Approved claims only' }));
    await user.click(screen.getByRole('button', { name: 'Run report' }));
    const grid = await screen.findByRole('grid', { name: 'Claims register' });
    expect(await within(grid).findByText('CLM-1')).toBeInTheDocument();
    expect(within(grid).getByText(/KES\s1,500\.00/)).toBeInTheDocument();
    const asked = calls.find((c) => c.url.pathname === '/api/reports/claims_register')!.url.searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({
      type: 'json',
      startDate: '2026-10-01',
      endDate: '2026-11-01',
      status: 'Approved',
    });
    await user.click(screen.getByRole('button', { name: 'Export XLSX' }));
    expect(await screen.findByRole('progressbar', { name: 'Progress of Claims register' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    const posted = calls.find((c) => c.init.method === 'POST' && c.url.pathname === '/api/report-runs')!;
    expect(JSON.parse(String(posted.init.body))).toEqual({
      report: 'claims_register',
      type: 'xlsx',
      startDate: '2026-10-01',
      endDate: '2026-11-01',
      status: 'Approved',
    });
  }, 90_000);

  it('heads the page with the report’s total and pages over it, or says when it has more rows than it counts', async () => {
    const many = (count: number, more: boolean) => ({
      ...table,
      items: Array.from({ length: 25 }, (_, i) => ({ claim_reference: `CLM-${i + 1}`, claim_amount: 100 })),
      count,
      more,
    });
    let answer = many(77, false);
    fakeApi({
      ...BASE,
      'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles: ['finance_officer'] } }) },
      'GET /api/report-catalogue': { status: 200, body: catalogue },
      'GET /api/reports/claims_register': () => ({ status: 200, body: answer }),
      'GET /api/report-runs': { status: 200, body: { items: [], count: 0 } },
    });
    await session.signIn('finance', 'pw');
    renderApp('/reports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /Report/ }));
    await user.click(await screen.findByRole('option', { name: 'Claims register' }));
    await user.type(screen.getByLabelText(/Start date/), '01/11/2026');
    await user.type(screen.getByLabelText(/End date/), '28/11/2026');
    await user.click(screen.getByRole('button', { name: 'Run report' }));
    expect(await screen.findByRole('heading', { name: 'Claims register · 77 rows' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Claims register' })).toBeInTheDocument();
    expect(screen.getByText('1–25 of 77')).toBeInTheDocument();
    answer = many(10_000, true);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(
      await screen.findByRole('heading', { name: 'Claims register · more than 10000 rows (the files hold them all)' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('26–50 of more than 10000')).toBeInTheDocument();
  }, 60_000);

  it('holds the premium report to the previous 3 months', async () => {
    fakeApi({
      ...BASE,
      'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles: ['finance_officer'] } }) },
      'GET /api/report-catalogue': { status: 200, body: catalogue },
      'GET /api/report-runs': { status: 200, body: { items: [], count: 0 } },
    });
    await session.signIn('finance', 'pw');
    renderApp('/reports');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('combobox', { name: /Report/ }));
    await user.click(await screen.findByRole('option', { name: 'Premium received' }));
    expect(screen.getByText('The premium report covers only the previous 3 months.')).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Approved claims only' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Start date/), '01/01/2020');
    await user.type(screen.getByLabelText(/End date/), '31/01/2020');
    await user.click(screen.getByRole('button', { name: 'Run report' }));
    expect(await screen.findByText(/covers only the previous 3 months \(from/)).toBeInTheDocument();
    for (const type of ['CSV', 'XLSX', 'PDF'])
      expect(screen.getByRole('button', { name: `Export ${type}` })).toBeDisabled();
  }, 90_000);
});
