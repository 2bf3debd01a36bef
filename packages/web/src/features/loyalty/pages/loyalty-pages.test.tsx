import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../app/i18n.ts';
import { session } from '../../../app/services.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const BATCH = '01937a2b-0000-7000-8000-0000000000c7';
const PRODUCT = '01937a2b-0000-7000-8000-0000000000d9';
const STEPS = ['reading', 'formatting', 'dropping_duplicates', 'consolidating', 'allocating', 'backup', 'reporting'];
const stages = (upTo: number, running?: number) =>
  STEPS.map((name, i) => ({
    name,
    status: i < upTo ? 'done' : i === running ? 'running' : 'pending',
    count: i < upTo ? [7, 6, 1, 4, 5, 2, 2][i]! : null,
    ...(name === 'reporting' && i < upTo ? { detail: { granted: 1, renewed: 1, below_threshold: 1 } } : {}),
  }));
const batch = (o: Record<string, unknown> = {}) => ({
  guid: BATCH,
  kind: 'loyalty',
  filename: 'loyal.csv',
  file_type: 'csv',
  dry_run: false,
  status: 'completed',
  step: 'done',
  total: 7,
  processed: 7,
  valid: 0,
  invalid: 1,
  duplicates: 1,
  already: 2,
  applied: 2,
  failed: 1,
  error: null,
  options: { mode: 'eligibility' },
  created_by: 'agent',
  created_at: '2026-11-25T10:00:00Z',
  finished_at: '2026-11-25T10:00:05Z',
  stages: stages(7),
  ...o,
});
const run = (o: Record<string, unknown> = {}) => ({
  batch_guid: BATCH,
  mode: 'eligibility',
  product_guid: PRODUCT,
  spend_threshold_cents: 50_000,
  period_start: '2026-11-25',
  period_end: '2026-12-24',
  granted: 1,
  renewed: 1,
  backed_up: 2,
  undone_at: null,
  undone_by: null,
  ...o,
});
const settings = { product_guid: PRODUCT, spend_threshold_cents: 50_000, period_days: 30, updated_at: null };
const product = { guid: PRODUCT, name: 'Loyalty Life', currency_code: 'KES' };

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('loyalty', () => {
  it('shows a run’s steps live with their counts, then what it did, and undoes it after confirming', async () => {
    let polled = 0;
    let undone = false;
    const { calls } = fakeApi({
      ...signedIn(['call_centre_agent']),
      [`GET /api/loyaltyrenewal/${BATCH}`]: () => {
        polled += 1;
        return {
          status: 200,
          body:
            polled === 1
              ? batch({ status: 'running', step: 'applying', processed: 4, stages: stages(4, 4), finished_at: null })
              : batch(),
        };
      },
      [`GET /api/loyaltyrenewal/${BATCH}/transactions`]: { status: 200, body: { items: [], count: 0 } },
      [`GET /api/loyaltyrenewal/${BATCH}/run`]: () => ({
        status: 200,
        body: undone ? run({ undone_at: '2026-11-25T11:00:00Z', undone_by: 'agent' }) : run(),
      }),
      [`POST /api/loyaltyrenewal/${BATCH}/undo`]: () => {
        undone = true;
        return { status: 200, body: run({ undone_at: '2026-11-25T11:00:00Z', undone_by: 'agent' }) };
      },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/loyalty/${BATCH}`);
    const user = userEvent.setup();
    const steps = await screen.findByRole('list', { name: 'Steps' });
    expect(within(steps).getByRole('listitem', { name: 'Consolidating: Done, 4' })).toBeInTheDocument();
    expect(within(steps).getByRole('listitem', { name: 'Allocating: In progress' })).toBeInTheDocument();
    expect(within(steps).getByRole('listitem', { name: 'Backup: Waiting' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('listitem', { name: 'Reporting: Done, 2' })).toBeInTheDocument(), {
      timeout: 4000,
    });
    expect(screen.getByText('granted: 1')).toBeInTheDocument();
    expect(await screen.findByText('1 policy granted, 1 renewed; 2 changes kept for undo.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo this run' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this loyalty run?' });
    expect(within(dialog).getByText(/1 granted loyalty policies are cancelled/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Undo this run' }));
    expect(await screen.findByText(/Undone by agent on/)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Undo this run' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'POST' && c.url.pathname.endsWith('/undo'))).toHaveLength(1);
  }, 60_000);

  it('saves the rule in cents, checked before sending', async () => {
    const { calls } = fakeApi({
      ...signedIn(['call_centre_agent']),
      'GET /api/loyaltyrenewal/settings': { status: 200, body: { ...settings, product_guid: null } },
      'GET /api/products': { status: 200, body: [product] },
      'GET /api/loyaltyrenewal': { status: 200, body: { items: [], count: 0 } },
      'PUT /api/loyaltyrenewal/settings': { status: 200, body: settings },
    });
    await session.signIn('agent', 'pw');
    renderApp('/loyalty');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Loyalty', level: 1 });
    await user.click(await screen.findByRole('button', { name: 'Save the rule' }));
    expect(await screen.findByText('Choose the loyalty product')).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Loyalty product' }));
    await user.click(await screen.findByRole('option', { name: 'Loyalty Life' }));
    await user.type(screen.getByRole('textbox', { name: 'Spend threshold (KES)' }), '500.50');
    await user.click(screen.getByRole('button', { name: 'Save the rule' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toEqual({
      product_guid: PRODUCT,
      spend_threshold_cents: 50_050,
      period_days: 30,
    });
  }, 60_000);

  it('a reader sees the rule and the runs, but no upload', async () => {
    fakeApi({
      ...signedIn(['partner_user']),
      'GET /api/loyaltyrenewal/settings': { status: 200, body: settings },
      'GET /api/products': { status: 200, body: [product] },
      'GET /api/loyaltyrenewal': { status: 200, body: { items: [batch()], count: 1 } },
    });
    await session.signIn('reader', 'pw');
    renderApp('/loyalty/renewal');
    await screen.findByRole('heading', { name: 'Loyalty renewal', level: 1 });
    expect(await screen.findByRole('link', { name: 'loyal.csv' })).toHaveAttribute('href', `/loyalty/${BATCH}`);
    expect(screen.queryByRole('button', { name: 'Check the file' })).not.toBeInTheDocument();
  }, 60_000);

  it('a renewal with loyalty not set up links to where it is set up (English and French)', async () => {
    for (const lang of ['en', 'fr'] as const) {
      if (lang === 'fr') await changeLanguage('fr');
      fakeApi({
        ...signedIn(['call_centre_agent']),
        'GET /api/loyaltyrenewal/settings': { status: 200, body: { ...settings, product_guid: null } },
        'GET /api/products': { status: 200, body: [product] },
        'GET /api/loyaltyrenewal': { status: 200, body: { items: [], count: 0 } },
      });
      await session.signIn('agent', 'pw');
      const { router } = renderApp('/loyalty/renewal');
      const user = userEvent.setup();
      await user.click(
        await screen.findByRole(
          'link',
          { name: lang === 'en' ? 'Set up loyalty' : 'Configurer la fidélité' },
          { timeout: 60_000 },
        ),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/loyalty'));
      cleanup();
      await session.signOut();
      vi.unstubAllGlobals();
    }
  }, 90_000);
});
