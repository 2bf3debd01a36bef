import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, PARTNER_A, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const CLAIM = '01937a2b-0000-7000-8000-0000000000c1';
const event = {
  guid: '01937a2b-0000-7000-8000-0000000000e1',
  partner_guid: PARTNER_A,
  actor_guid: 'x',
  actor_username: 'assessor1',
  entity_type: 'claim',
  entity_guid: CLAIM,
  action: 'approve',
  before: { status: 'decision_pending' },
  after: { status: 'payable' },
  reason: null,
  request_id: null,
  created_at: '2026-11-24T09:00:00.000Z',
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('audit events page', () => {
  it('lists the partner events from page 0 by 100, links the record and filters by record, who and dates', async () => {
    const { calls } = fakeApi({
      ...WEB_CONFIG,
      'POST /oauth/token': { status: 200, body: tokens() },
      'POST /api/partners/selected': { status: 200, body: {} },
      'GET /api/users/logout': { status: 204 },
      'GET /api/partners': { status: 200, body: { items: [], count: 0 } },
      'GET /api/audit_events': { status: 200, body: { items: [event], count: 1 } },
    });
    await session.signIn('admin', 'pw');
    renderApp('/admin/audit');
    const link = await screen.findByRole('link', { name: `Claim ${CLAIM.slice(0, 8)}` }, { timeout: 60_000 });
    expect(link).toHaveAttribute('href', `/claims/${CLAIM}`);
    expect(screen.getByText('Status: decision pending → payable')).toBeInTheDocument();
    expect(screen.getByText('Approved')).toBeInTheDocument();
    const first = calls.find((c) => c.url.pathname === '/api/audit_events')!;
    expect(first.url.searchParams.get('page')).toBe('0');
    expect(first.url.searchParams.get('size')).toBe('100');
    expect(first.url.searchParams.get('partner')).toBe(PARTNER_A);

    const user = userEvent.setup();
    // Pasted: typed, each of the id's 36 characters re-rendered the page's grid (most of this test's time).
    await user.click(screen.getByLabelText('Record id'));
    await user.paste(CLAIM);
    await user.click(screen.getByLabelText('Who'));
    await user.paste('assessor1');
    await user.type(screen.getByLabelText('From'), '01/11/2026');
    await user.type(screen.getByLabelText('To'), '01/10/2026');
    expect(screen.getByText('The end date must not be before the start date')).toBeInTheDocument();
    await vi.waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === '/api/audit_events').at(-1)!;
      expect(last.url.searchParams.get('entity_guid')).toBe(CLAIM);
      expect(last.url.searchParams.get('actor')).toBe('assessor1');
      expect(last.url.searchParams.get('from')).toBe('2026-11-01');
      expect(last.url.searchParams.get('to')).toBeNull();
    });
  }, 120_000);
});
