import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const BATCH = '01937a2b-0000-7000-8000-0000000000b7';
const batch = (o: Record<string, unknown> = {}) => ({
  guid: BATCH,
  kind: 'bulk_payments',
  filename: 'statement.csv',
  file_type: 'csv',
  dry_run: false,
  status: 'completed',
  step: 'done',
  total: 3,
  processed: 3,
  valid: 0,
  invalid: 1,
  duplicates: 0,
  already: 0,
  applied: 1,
  failed: 1,
  error: null,
  options: { payment_type: 'normal' },
  created_by: 'finance',
  created_at: '2026-11-25T10:00:00Z',
  finished_at: '2026-11-25T10:00:05Z',
  ...o,
});
const problems = {
  items: [
    {
      line: 2,
      key: null,
      status: 'invalid',
      reason: 'amount: Enter an amount greater than 0',
      data: { policy_number: 'KE-2026-000001', mno_reference: 'R2', amount: 'abc', effected_date: '2026-11-25' },
    },
    {
      line: 3,
      key: 'R3',
      status: 'failed',
      reason: 'No policy NOPE for this partner.',
      data: { policy_number: 'NOPE', mno_reference: 'R3', amount: '10', effected_date: '2026-11-25' },
    },
  ],
  count: 2,
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('bulk payments', () => {
  it('uploads a file after confirming, with an Idempotency-Key, then shows the batch progress and its rows to fix', async () => {
    let polled = 0;
    const { calls } = fakeApi({
      ...signedIn(['finance_officer']),
      'GET /api/bulk_payments': { status: 200, body: { items: [], count: 0 } },
      'POST /api/premiums/add_bulk_non_bundled_payments': {
        status: 202,
        body: batch({ status: 'queued', step: 'queued', total: 0, processed: 0, applied: 0, invalid: 0, failed: 0 }),
      },
      [`GET /api/bulk_payments/${BATCH}`]: () => {
        polled += 1;
        return {
          status: 200,
          body:
            polled === 1
              ? batch({ status: 'running', step: 'applying', processed: 2, applied: 1, failed: 0 })
              : batch(),
        };
      },
      [`GET /api/bulk_payments/${BATCH}/transactions`]: { status: 200, body: problems },
    });
    await session.signIn('finance', 'pw');
    renderApp('/bulk-payments');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Bulk payments', level: 1 });
    // Nothing chosen: the form says so and sends nothing.
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Choose a file')).toBeInTheDocument();
    const file = new File(['policy_number,mno_reference,amount,effected_date\n'], 'statement.csv', {
      type: 'text/csv',
    });
    await user.upload(screen.getByTestId('file-drop-input'), file);
    expect(screen.getByText('statement.csv')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Dry run first'));
    await user.click(screen.getByRole('button', { name: 'Upload and apply' }));
    const dialog = await screen.findByRole('dialog', { name: 'Apply statement.csv?' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload and apply' }));

    expect(await screen.findByRole('heading', { name: 'Batch statement.csv' })).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname === '/api/premiums/add_bulk_non_bundled_payments');
    if (!sent) throw new Error('the upload was not sent');
    expect(sent.url.searchParams.get('dry_run')).toBe('false');
    expect((sent.init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^web-[0-9a-f]{32}$/);
    expect((sent.init.body as FormData).get('file')).toBeInstanceOf(File);

    expect(await screen.findByText('Applying: 2 of 3 rows (67%)')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Completed')).toBeInTheDocument(), { timeout: 4000 });
    const rows = await screen.findByRole('grid', { name: 'Rows to fix' });
    expect(await within(rows).findByText('No policy NOPE for this partner.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download the error file' })).toBeInTheDocument();
  }, 60_000);

  it('while a file is applied, the batch page shows rows per second and the time left, in English and French', async () => {
    // The clock moves 10 s between the server's answers: 10,000 then 30,000 of 100,000 rows have an outcome.
    let now = Date.parse('2026-11-25T10:00:00Z');
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    let polled = 0;
    const applying = (processed: number) =>
      batch({
        status: 'running',
        step: 'applying',
        total: 100_000,
        processed,
        invalid: 0,
        applied: processed,
        failed: 0,
      });
    fakeApi({
      ...signedIn(['finance_officer']),
      [`GET /api/bulk_payments/${BATCH}`]: () => {
        polled += 1;
        if (polled > 1) now += 10_000;
        return { status: 200, body: applying(polled === 1 ? 10_000 : 30_000) };
      },
      [`GET /api/bulk_payments/${BATCH}/transactions`]: { status: 200, body: { items: [], count: 0 } },
    });
    await session.signIn('finance', 'pw');
    renderApp(`/bulk-payments/${BATCH}`);
    expect(await screen.findByText('Applying: 10,000 of 100,000 rows (10%)')).toBeInTheDocument();
    // One reading says nothing of the pace yet.
    expect(screen.queryByText(/rows\/s/)).not.toBeInTheDocument();
    // 20,000 rows in 10 s: 2,000 rows/s, and the 70,000 left take 35 s at that pace.
    expect(await screen.findByText('2,000 rows/s · about 35 s left', {}, { timeout: 5000 })).toBeInTheDocument();
    await i18next.changeLanguage('fr');
    expect(await screen.findByText(/^2\s000 lignes\/s · encore environ 35 s$/)).toBeInTheDocument();
  }, 60_000);

  it('a reader sees the batches, their rows and error files, but no upload', async () => {
    const { calls } = fakeApi({
      ...signedIn(['partner_user']),
      'GET /api/bulk_payments': { status: 200, body: { items: [batch()], count: 1 } },
      [`GET /api/bulk_payments/${BATCH}/error_file`]: { status: 200, body: 'line,reason' },
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:errors'), revokeObjectURL: vi.fn() }));
    await session.signIn('reader', 'pw');
    renderApp('/bulk-payments');
    expect(await screen.findByRole('link', { name: 'statement.csv' })).toHaveAttribute(
      'href',
      `/bulk-payments/${BATCH}`,
    );
    expect(screen.queryByRole('button', { name: 'Check the file' })).not.toBeInTheDocument();
    const row = screen.getByRole('link', { name: 'statement.csv' }).closest('[role="row"]') as HTMLElement;
    // 3 rows, 1 invalid and 1 refused to fix.
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(within(row).getByRole('button', { name: 'Download the error file of statement.csv' }));
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname === `/api/bulk_payments/${BATCH}/error_file`)).toBe(true),
    );
  }, 60_000);
});
