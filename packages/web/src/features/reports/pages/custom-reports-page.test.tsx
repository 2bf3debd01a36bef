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
  'GET /api/report-runs': { status: 200, body: { items: [], count: 0 } },
};
const datasets = {
  items: [
    {
      name: 'payments',
      label: 'Payments',
      fields: [
        { key: 'effected_at', label: 'Effected', type: 'datetime', summable: false, period: true },
        { key: 'status', label: 'Status', type: 'text', summable: false, period: false },
        { key: 'amount', label: 'Amount', type: 'money', summable: true, period: false },
      ],
    },
  ],
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('custom reports page', () => {
  it('builds a report from the dataset’s fields, with a filter in currency units, and saves it', async () => {
    const { calls } = fakeApi({
      ...BASE,
      'POST /oauth/token': { status: 200, body: tokens() },
      'GET /api/reports': { status: 200, body: { items: [], count: 0 } },
      'GET /api/report-datasets': { status: 200, body: datasets },
      'POST /api/reports': ({ init }) => ({
        status: 201,
        body: {
          ...JSON.parse(String(init.body)),
          guid: '01937a2b-0000-7000-8000-0000000000e1',
          id: '01937a2b-0000-7000-8000-0000000000e1',
          origin: 'custom',
          created_by: 'admin',
          created_at: '2026-11-25T10:00:00Z',
          updated_at: '2026-11-25T10:00:00Z',
        },
      }),
    });
    await session.signIn('admin', 'pw');
    renderApp('/reports/custom');
    const user = userEvent.setup();
    expect(await screen.findByText('No custom report yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New custom report' }));
    const dialog = await screen.findByRole('dialog', { name: 'New custom report' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Required')).toBeInTheDocument();
    expect(within(dialog).getByText('Choose at least one column, grouping or total')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Premiums by status');
    await user.click(within(dialog).getByRole('combobox', { name: 'Group by' }));
    await user.click(await screen.findByRole('option', { name: 'Status' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('combobox', { name: 'Totals of' }));
    expect(screen.queryByRole('option', { name: 'Status' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'Amount' }));
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Add a filter' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Field' }));
    await user.click(await screen.findByRole('option', { name: 'Amount' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Condition' }));
    await user.click(await screen.findByRole('option', { name: 'at least' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), '50.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await screen.findByRole('button', { name: 'New custom report' });
    const posted = calls.find((c) => c.init.method === 'POST' && c.url.pathname === '/api/reports')!;
    expect(JSON.parse(String(posted.init.body))).toEqual({
      name: 'Premiums by status',
      dataset: 'payments',
      columns: ['status', 'amount'],
      group_by: ['status'],
      sums: ['amount'],
      filters: [{ field: 'amount', op: 'gte', value: 5050 }],
    });
  }, 90_000);
  it('generates a saved report for a period, exports it, and shows only the chosen report’s table', async () => {
    const saved = (id: string, name: string) => ({
      guid: id,
      id,
      name,
      dataset: 'payments',
      columns: ['status', 'amount'],
      filters: [],
      group_by: ['status'],
      sums: ['amount'],
      origin: 'custom',
      created_by: 'admin',
      created_at: '2026-11-25T10:00:00Z',
      updated_at: '2026-11-25T10:00:00Z',
    });
    const first = saved('01937a2b-0000-7000-8000-0000000000e1', 'Premiums by status');
    const second = saved('01937a2b-0000-7000-8000-0000000000e2', 'Premiums again');
    const { calls } = fakeApi({
      ...BASE,
      'POST /oauth/token': { status: 200, body: tokens() },
      'GET /api/reports': { status: 200, body: { items: [first, second], count: 2 } },
      [`GET /api/reports/${first.id}/generate`]: {
        status: 200,
        body: {
          name: first.name,
          title: 'Premiums by status',
          columns: [
            { key: 'status', label: 'Status', type: 'text' },
            { key: 'sum_amount', label: 'Amount', type: 'money' },
          ],
          items: [{ status: 'Completed', sum_amount: 150000 }],
          count: 1,
          more: false,
          currency_code: 'KES',
        },
      },
      'POST /api/report-runs': ({ init }) => ({
        status: 202,
        body: {
          guid: '01937a2b-0000-7000-8000-0000000000d1',
          title: 'Premiums by status',
          parameters: {},
          status: 'queued',
          processed: 0,
          total: null,
          filename: null,
          size_bytes: null,
          error: null,
          created_at: '2026-11-25T10:00:00Z',
          finished_at: null,
          ...JSON.parse(String(init.body)),
        },
      }),
    });
    await session.signIn('admin', 'pw');
    renderApp('/reports/custom');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Premiums by status'));
    expect(await screen.findByRole('heading', { name: 'Premiums by status', level: 2 })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Start date/), '01/10/2026');
    await user.type(screen.getByLabelText(/End date/), '01/11/2026');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const grid = await screen.findByRole('grid', { name: 'Premiums by status' });
    expect(await within(grid).findByText('Completed')).toBeInTheDocument();
    const asked = calls.find((c) => c.url.pathname === `/api/reports/${first.id}/generate`)!.url.searchParams;
    expect(Object.fromEntries(asked)).toMatchObject({ type: 'json', startDate: '2026-10-01', endDate: '2026-11-01' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.init.method === 'POST' && c.url.pathname === '/api/report-runs')).toBe(true),
    );
    const posted = calls.find((c) => c.init.method === 'POST' && c.url.pathname === '/api/report-runs')!;
    expect(JSON.parse(String(posted.init.body))).toEqual({
      report: `custom:${first.id}`,
      type: 'csv',
      startDate: '2026-10-01',
      endDate: '2026-11-01',
    });
    // Another report: its panel keeps the period, but the first report's table is gone until it is generated.
    await user.click(screen.getByText('Premiums again'));
    expect(await screen.findByRole('heading', { name: 'Premiums again', level: 2 })).toBeInTheDocument();
    expect(screen.queryByRole('grid', { name: 'Premiums by status' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Start date/)).toHaveValue('01/10/2026');
  }, 90_000);

  it('lets the read-only partner user run the partner’s custom reports, not create, edit or delete them', async () => {
    const report = {
      guid: '01937a2b-0000-7000-8000-0000000000e3',
      id: '01937a2b-0000-7000-8000-0000000000e3',
      name: 'Shared premiums',
      dataset: 'payments',
      columns: ['status', 'amount'],
      filters: [],
      group_by: [],
      sums: [],
      origin: 'custom',
      created_by: 'admin',
      created_at: '2026-11-25T10:00:00Z',
      updated_at: '2026-11-25T10:00:00Z',
    };
    fakeApi({
      ...BASE,
      'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles: ['partner_user'] } }) },
      'GET /api/reports': { status: 200, body: { items: [report], count: 1 } },
    });
    await session.signIn('reader', 'pw');
    renderApp('/reports/custom');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Shared premiums'));
    expect(await screen.findByRole('button', { name: 'Generate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New custom report', hidden: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit', hidden: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete', hidden: false })).not.toBeInTheDocument();
  }, 90_000);
});
