import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const BASE = {
  ...WEB_CONFIG,
  'POST /api/partners/selected': { status: 200, body: {} },
  'GET /api/users/logout': { status: 204 },
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('dashboards', () => {
  it('shows the partner’s month on the BI dashboard, with the loss ratio and the Metabase embed', async () => {
    const { calls } = fakeApi({
      ...BASE,
      'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles: ['partner_user'] } }) },
      'GET /api/dashboard/bi': {
        status: 200,
        body: {
          currency_code: 'KES',
          policies_sold: [{ period: '2026-11-01', value: 3 }],
          premiums_collected_cents: [{ period: '2026-11-01', value: 40000 }],
          claims_by_status: [{ status: 'open', count: 2 }],
          claims_paid_cents: [{ period: '2026-11-02', value: 10000 }],
          payouts: [{ status: 'succeeded', count: 1, amount_cents: 10000 }],
          totals: { policies_sold: 3, premiums_cents: 40000, claims_paid_cents: 10000, loss_ratio: 0.25 },
          metabase_url: 'https://metabase.example.com/embed/dashboard/x',
        },
      },
    });
    await session.signIn('partner', 'pw');
    renderApp('/reports/dashboard');
    expect(await screen.findByText('25.0 %')).toBeInTheDocument();
    expect(screen.getByText('KES 400.00')).toBeInTheDocument();
    expect(screen.getByTitle('Metabase dashboard')).toHaveAttribute(
      'src',
      'https://metabase.example.com/embed/dashboard/x',
    );
    const asked = calls.find((c) => c.url.pathname === '/api/dashboard/bi')!.url.searchParams;
    expect(asked.get('startDate')).toMatch(/^\d{4}-\d{2}-01$/);
    // The internal dashboard is the administrators'.
    expect(screen.queryByRole('link', { name: 'Internal dashboard' })).not.toBeInTheDocument();
  }, 90_000);

  it('shows an administrator the job queues, outboxes, failed payouts and batches', async () => {
    fakeApi({
      ...BASE,
      'POST /oauth/token': { status: 200, body: tokens() },
      'GET /api/dashboard/internal': {
        status: 200,
        body: {
          queues: [{ queue: 'reports.runs', waiting: 1, running: 0, failed: 2 }],
          email_outbox: [{ status: 'queued', count: 4 }],
          sms_outbox: [],
          failed_payouts: 3,
          batches_in_progress: [
            { kind: 'report:claims_register', guid: 'g', status: 'running', processed: 10, total: 40 },
          ],
        },
      },
    });
    await session.signIn('admin', 'pw');
    renderApp('/admin/internal-dashboard');
    const queues = await screen.findByRole('table', { name: 'Background jobs per queue' });
    expect(within(queues).getByText('reports.runs')).toBeInTheDocument();
    expect(screen.getByText('3')).toBeInTheDocument();
    expect(screen.getByText('10 / 40')).toBeInTheDocument();
  }, 90_000);
});
