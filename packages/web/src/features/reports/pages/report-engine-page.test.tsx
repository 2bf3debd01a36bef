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
  'GET /api/report-runs': { status: 200, body: { items: [], count: 0 } },
};
const definition = {
  name: 'Claims by type',
  dataset: 'claims',
  columns: ['type'],
  filters: [],
  group_by: ['type'],
  sums: ['claim_amount'],
};
const saved = {
  ...definition,
  guid: '01937a2b-0000-7000-8000-0000000000f1',
  id: '01937a2b-0000-7000-8000-0000000000f1',
  origin: 'engine',
  created_by: 'admin',
  created_at: '2026-11-25T10:00:00Z',
  updated_at: '2026-11-25T10:00:00Z',
};
const table = {
  name: 'Claims by type',
  title: 'Claims by type',
  columns: [
    { key: 'type', label: 'Type', type: 'text' },
    { key: 'sum_claim_amount', label: 'Claimed', type: 'money' },
  ],
  items: [{ type: 'hospital', sum_claim_amount: 150000 }],
  count: 1,
  more: false,
  currency_code: 'KES',
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('report engine page', () => {
  it('uploads a definition file, lists it and renders it', async () => {
    let uploaded = false;
    const { calls } = fakeApi({
      ...BASE,
      'POST /oauth/token': { status: 200, body: tokens() },
      'GET /report-engine/reports': () => ({
        status: 200,
        body: uploaded ? { items: [saved], count: 1 } : { items: [], count: 0 },
      }),
      'POST /report-engine/upload': () => {
        uploaded = true;
        return { status: 201, body: saved };
      },
      'GET /report-engine/report': { status: 200, body: table },
    });
    await session.signIn('admin', 'pw');
    renderApp('/reports/engine');
    const user = userEvent.setup({ applyAccept: false });
    expect(await screen.findByText('No definition uploaded yet.')).toBeInTheDocument();
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Report engine' })).toHaveAttribute('aria-current', 'page');
    const input = screen.getByTestId('definition-file') as HTMLInputElement;
    // Not JSON: refused on screen, nothing sent.
    await user.upload(input, new File(['name;dataset'], 'bad.json', { type: 'application/json' }));
    expect(await screen.findByText('“bad.json” is not a JSON report definition.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/report-engine/upload')).toBe(false);
    await user.upload(input, new File([JSON.stringify(definition)], 'claims.json', { type: 'application/json' }));
    expect(await screen.findByText('Definition “Claims by type” uploaded')).toBeInTheDocument();
    const posted = calls.find((c) => c.method === 'POST' && c.url.pathname === '/report-engine/upload')!;
    expect(JSON.parse(String(posted.init.body))).toEqual(definition);
    expect(await screen.findByText(/claims · 1 column · uploaded by admin/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('hospital')).toBeInTheDocument();
    const rendered = calls.find((c) => c.url.pathname === '/report-engine/report')!;
    expect(rendered.url.searchParams.get('report_id')).toBe(saved.id);
    expect(rendered.url.searchParams.get('type')).toBe('json');
  }, 90_000);

  it('shows the server’s refusal of a definition, in French', async () => {
    fakeApi({
      ...BASE,
      'POST /oauth/token': { status: 200, body: tokens() },
      'GET /report-engine/reports': { status: 200, body: { items: [], count: 0 } },
      'POST /report-engine/upload': {
        status: 400,
        body: { code: 'invalid_input', message: 'Données invalides', errors: { 'columns.0': 'Champ inconnu' } },
      },
    });
    await session.signIn('admin', 'pw');
    await import('i18next').then((m) => m.default.changeLanguage('fr'));
    try {
      renderApp('/reports/engine');
      const user = userEvent.setup({ applyAccept: false });
      expect(await screen.findByText('Aucune définition téléversée.')).toBeInTheDocument();
      await user.upload(
        screen.getByTestId('definition-file'),
        new File([JSON.stringify({ ...definition, columns: ['password_hash'] })], 'x.json', {
          type: 'application/json',
        }),
      );
      expect(await screen.findByText(/Champ inconnu/)).toBeInTheDocument();
    } finally {
      await import('i18next').then((m) => m.default.changeLanguage('en'));
    }
  }, 90_000);
});
