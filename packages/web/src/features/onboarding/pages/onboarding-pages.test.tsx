import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const BATCH = '01937a2b-0000-7000-8000-0000000000c8';
const batch = (o: Record<string, unknown> = {}) => ({
  guid: BATCH,
  kind: 'onboarding',
  filename: 'coop.csv',
  file_type: 'csv',
  dry_run: true,
  status: 'completed',
  step: 'done',
  total: 3,
  processed: 3,
  valid: 2,
  invalid: 0,
  duplicates: 0,
  already: 0,
  applied: 0,
  failed: 1,
  error: null,
  options: {},
  created_by: 'agent',
  created_at: '2026-11-25T10:00:00Z',
  finished_at: '2026-11-25T10:00:05Z',
  stages: [],
  ...o,
});

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('bulk policy onboarding', () => {
  it('checks a file first, then shows the failed entries and applies the dry run after confirming', async () => {
    const { calls } = fakeApi({
      ...signedIn(['call_centre_agent']),
      'GET /api/bulk-policy-onboarding': { status: 200, body: { items: [], count: 0 } },
      'POST /api/bulk-policy-onboarding/upload': { status: 202, body: batch() },
      [`GET /api/bulk-policy-onboarding/${BATCH}`]: { status: 200, body: batch() },
      [`GET /api/bulk-policy-onboarding/${BATCH}/transactions`]: {
        status: 200,
        body: {
          items: [
            {
              line: 3,
              key: '254733000003:HC',
              status: 'failed',
              reason: 'Age 86 is outside 18–65.',
              data: { msisdn: '0733000003', full_name: 'Old Timer', product_code: 'HC' },
            },
          ],
          count: 1,
        },
      },
      [`POST /api/bulk-policy-onboarding/${BATCH}/apply`]: {
        status: 202,
        body: batch({ dry_run: false, status: 'queued' }),
      },
    });
    await session.signIn('agent', 'pw');
    renderApp('/bulk-onboarding');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Bulk policy onboarding', level: 1 });
    const file = new File(['msisdn,full_name,date_of_birth,product_code,premium\n'], 'coop.csv', { type: 'text/csv' });
    await user.upload(screen.getByTestId('file-drop-input'), file);
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByRole('heading', { name: 'Onboarding batch coop.csv' })).toBeInTheDocument();
    const rows = await screen.findByRole('grid', { name: 'Rows to fix' });
    expect(await within(rows).findByText('Age 86 is outside 18–65.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply 2 valid rows' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply this dry run?' });
    expect(within(dialog).getByText(/The 2 valid rows are onboarded now/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/apply'))).toBe(true);
  }, 60_000);
});
