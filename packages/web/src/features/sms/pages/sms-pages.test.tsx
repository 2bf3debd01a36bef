import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const BATCH = '01937a2b-0000-7000-8000-0000000000c7';
const META = {
  languages: ['en', 'fr'],
  parameters: ['full_name', 'first_name'],
  max_segments: 1,
  limits: { 'GSM-7': { single: 160, part: 153 }, 'UCS-2': { single: 70, part: 67 } },
};
const batch = (o: Record<string, unknown> = {}) => ({
  guid: BATCH,
  batch_number: 12,
  source: 'file',
  filename: 'campaign.csv',
  delimiter: ';',
  msisdn_column: 'Phone',
  text_column: null,
  default_text: 'Hello',
  scheduled_at: null,
  reply_expected: false,
  status: 'ready',
  total: 3,
  invalid: 1,
  recipients: 2,
  segments: 2,
  sent: 0,
  delivered: 0,
  failed: 0,
  error: null,
  created_by: 'agent',
  created_at: '2026-11-25T10:00:00Z',
  started_at: null,
  finished_at: null,
  preview: [{ msisdn: '254710000000', text: 'Hello', segments: 1 }],
  ...o,
});

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('SMS screens', () => {
  it('counts segments while typing a template, names the UCS-2 character, replaces it and saves', async () => {
    const { calls } = fakeApi({
      ...signedIn(['admin']),
      'GET /api/sms_templates': { status: 200, body: [] },
      'GET /api/metadata/sms_template': { status: 200, body: META },
      'POST /api/sms_templates': {
        status: 201,
        body: {
          guid: BATCH,
          code: 'DUE',
          text: 'Votre prime est due',
          language: 'fr',
          parameters: [],
          system_generated: false,
          created_at: '2026-11-25T10:00:00Z',
          updated_at: '2026-11-25T10:00:00Z',
        },
      },
    });
    await session.signIn('admin', 'pw');
    renderApp('/sms/templates');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New SMS template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New SMS template' });
    fireEvent.change(within(dialog).getByLabelText(/^Code/), { target: { value: 'DUE' } });
    fireEvent.change(within(dialog).getByLabelText(/^Text/), { target: { value: 'Bientôt %s' } });
    expect(within(dialog).getByText(/UCS-2: 10 characters, 1 SMS/)).toBeInTheDocument();
    expect(within(dialog).getByText(/« ô »/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    expect(within(dialog).getByLabelText(/^Text/)).toHaveValue('Bientot %s');
    expect(within(dialog).getByText(/GSM-7: 10 characters, 1 SMS/)).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Text/), { target: { value: 'a'.repeat(161) } });
    expect(within(dialog).getByText('Maximum characters exceeded: at most 1 SMS parts.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Text/), { target: { value: 'Hello %s' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Choose one parameter for each %s marker of the text.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText(/^Text/), { target: { value: 'Votre prime est due' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const sent = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/sms_templates')!;
    expect(JSON.parse(String(sent.init.body))).toEqual({
      code: 'DUE',
      text: 'Votre prime est due',
      language: 'en',
      parameters: [],
    });
  }, 60_000);

  it('shows what a blast will cost before sending, confirms the send, and stops it', async () => {
    let state = batch();
    const { calls } = fakeApi({
      ...signedIn(['call_centre_agent']),
      [`GET /api/sms_batch/${BATCH}`]: () => ({ status: 200, body: state }),
      [`GET /api/sms_batch/progress/${BATCH}`]: () => ({
        status: 200,
        body: {
          guid: BATCH,
          status: state.status,
          step: state.status === 'sending' ? 'sending' : 'done',
          total: 2,
          processed: state.sent,
          percent: state.sent * 50,
          sent: state.sent,
          delivered: 0,
          failed: 0,
        },
      }),
      [`GET /api/sms_batch/${BATCH}/invalid`]: {
        status: 200,
        body: { items: [{ line: 3, reason: 'msisdn: Not a phone number', data: { msisdn: '123' } }], count: 1 },
      },
      [`POST /api/sms_batch/${BATCH}/send`]: () => {
        state = batch({ status: 'sending', sent: 1 });
        return { status: 202, body: state };
      },
      [`PUT /api/sms_batch/interrupt/${BATCH}`]: () => {
        state = batch({ status: 'interrupted', sent: 1 });
        return { status: 200, body: state };
      },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/sms/batches/${BATCH}`);
    expect(await screen.findByText('3 rows · 1 refused · 2 messages to send')).toBeInTheDocument();
    expect(screen.getByText('Cost: 2 SMS parts')).toBeInTheDocument();
    expect(await screen.findByText('msisdn: Not a phone number')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send these messages?' });
    expect(within(confirm).getByText(/2 messages \(2 SMS parts\) will be sent now/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sending: 1 of 2 handed to the network (50%)')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    const stop = await screen.findByRole('dialog', { name: 'Stop this batch?' });
    await user.click(within(stop).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.url.pathname === `/api/sms_batch/interrupt/${BATCH}`)).toBe(true);
  }, 60_000);

  it('follows a sent batch until its counts are final: never "Completed" beside the counts of before', async () => {
    let state = batch();
    // The progress answers as a server read a moment earlier would: first still sending (nothing handed), then done
    // with 2 sent and their delivery reports to come, then delivered.
    const progress = [
      { status: 'sending', step: 'sending', sent: 0, delivered: 0 },
      { status: 'completed', step: 'done', sent: 2, delivered: 0 },
      { status: 'completed', step: 'done', sent: 2, delivered: 2 },
    ];
    let reads = 0;
    const { calls } = fakeApi({
      ...signedIn(['call_centre_agent']),
      [`GET /api/sms_batch/${BATCH}`]: () => ({ status: 200, body: state }),
      [`GET /api/sms_batch/progress/${BATCH}`]: () => {
        const p =
          state.status === 'ready' ? { status: 'ready', step: 'done', sent: 0, delivered: 0 } : progress[reads++];
        const now = p ?? progress[2]!;
        return {
          status: 200,
          body: { guid: BATCH, total: 2, processed: now.sent, percent: now.sent * 50, failed: 0, ...now },
        };
      },
      [`GET /api/sms_batch/${BATCH}/invalid`]: { status: 200, body: { items: [], count: 0 } },
      [`POST /api/sms_batch/${BATCH}/send`]: () => {
        // The batch is already completed when the page reads it again.
        state = batch({ status: 'completed', sent: 2, finished_at: new Date().toISOString() });
        return { status: 202, body: batch({ status: 'sending' }) };
      },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/sms/batches/${BATCH}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send these messages?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(/Sent 2 · delivered 0 · failed 0 · waiting for 2 delivery reports/),
    ).toBeInTheDocument();
    expect(await screen.findByText('Sent 2 · delivered 2 · failed 0', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByText(/Sending:/)).toBeNull();
    // Followed until final, then no more reads.
    const n = calls.filter((c) => c.url.pathname === `/api/sms_batch/progress/${BATCH}`).length;
    await new Promise((r) => setTimeout(r, 1500));
    expect(calls.filter((c) => c.url.pathname === `/api/sms_batch/progress/${BATCH}`).length).toBe(n);
  }, 60_000);

  it('previews a bulk SMS to chosen customers from a template, then sends it as a batch', async () => {
    const ann = '01937a2b-0000-7000-8000-0000000000a1';
    const tpl = {
      guid: '01937a2b-0000-7000-8000-0000000000f1',
      code: 'HELLO',
      text: 'Hello %s',
      language: 'en',
      parameters: ['first_name'],
      system_generated: false,
      created_at: '2026-11-25T10:00:00Z',
      updated_at: '2026-11-25T10:00:00Z',
    };
    const customer = (guid: string, full_name: string, msisdn: string) => ({
      guid,
      partner_guid: '01937a2b-0000-7000-8000-00000000000a',
      msisdn,
      full_name,
      national_id: null,
      score: 1,
    });
    const { calls } = fakeApi({
      ...signedIn(['call_centre_agent']),
      'GET /api/customers/find': ({ url }) => ({
        status: 200,
        body: {
          items:
            url.searchParams.get('name') === 'ann'
              ? [customer(ann, 'Ann Wanjiru', '254711000001'), customer(BATCH, 'Anne Otieno', '254711000002')]
              : [],
          count: 2,
          more: false,
        },
      }),
      'GET /api/products': { status: 200, body: [] },
      'GET /api/sms_templates': { status: 200, body: [tpl] },
      'GET /api/metadata/sms_template': { status: 200, body: META },
      'POST /api/sms_batch/customers/preview': {
        status: 200,
        body: { count: 1, segments: 1, preview: [{ msisdn: '254711000001', text: 'Hello Ann', segments: 1 }] },
      },
      // The same text went to these customers a moment ago: sending again needs confirming.
      'POST /api/sms_batch/customers': ({ init }) =>
        JSON.parse(String(init.body)).confirm_repeat
          ? { status: 202, body: batch({ source: 'customers', status: 'sending' }) }
          : {
              status: 409,
              body: {
                message: 'The same text was sent to the same customers less than a day ago.',
                code: 'sms_bulk_repeat',
              },
            },
      [`GET /api/sms_batch/${BATCH}`]: {
        status: 200,
        body: batch({ source: 'customers', status: 'completed', sent: 2 }),
      },
      [`GET /api/sms_batch/progress/${BATCH}`]: {
        status: 200,
        body: {
          guid: BATCH,
          status: 'completed',
          step: 'done',
          total: 2,
          processed: 2,
          percent: 100,
          sent: 2,
          delivered: 2,
          failed: 0,
        },
      },
    });
    await session.signIn('agent', 'pw');
    renderApp('/sms/bulk');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Customers I choose' }));
    const search = screen.getByRole('search', { name: 'Find customers' });
    await user.type(within(search).getByLabelText('Search'), 'ann');
    await user.click(within(search).getByRole('button', { name: 'Search' }));
    const found = await screen.findByRole('table', { name: 'Customers found' });
    await user.click(await within(found).findByRole('button', { name: 'Add Ann Wanjiru' }));
    expect(within(found).getByText('Added')).toBeInTheDocument();
    expect(screen.getByText('1 customer chosen (at most 1000).')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Chosen customers' })).toHaveTextContent('Ann Wanjiru · 254711000001');
    await user.click(screen.getByLabelText('Template'));
    await user.click(await screen.findByRole('option', { name: 'HELLO (en)' }));
    expect(screen.getByText(/filled with First name of each customer/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('1 customer · 1 SMS parts')).toBeInTheDocument();
    expect(screen.getByText('Hello Ann')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const confirm = await screen.findByRole('dialog', { name: 'Send these messages?' });
    await user.click(within(confirm).getByRole('button', { name: 'Send' }));
    const repeat = await screen.findByRole('dialog', { name: 'Send the same message again?' });
    expect(within(repeat).getByText(/Its 1 recipients would get it a second time/)).toBeInTheDocument();
    await user.click(within(repeat).getByRole('button', { name: 'Send it again' }));
    expect(await screen.findByText(/Sent 2 · delivered 2/)).toBeInTheDocument();
    const sent = calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/sms_batch/customers');
    expect(sent.map((c) => JSON.parse(String(c.init.body)))).toEqual([
      { customer_guids: [ann], template_guid: tpl.guid, scheduled_at: null, confirm_repeat: false },
      { customer_guids: [ann], template_guid: tpl.guid, scheduled_at: null, confirm_repeat: true },
    ]);
  }, 60_000);

  it('reads the columns of an XLSX blast on the server, with a preview, and schedules it with the date and time fields', async () => {
    const URL_ = '/api/files/imports/p/sms_blast/x-list.xlsx?expires=1&sig=x';
    const { calls } = fakeApi({
      ...signedIn(['call_centre_agent']),
      'GET /api/metadata/sms_template': { status: 200, body: META },
      'GET /api/sms_batch/upload': {
        status: 200,
        body: {
          signed_url: URL_,
          filename: URL_,
          content_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          max_bytes: 104_857_600,
        },
      },
      'PUT /api/files/imports/p/sms_blast/x-list.xlsx': { status: 200, body: {} },
      'GET /api/sms_batch/file_head': {
        status: 200,
        body: {
          header: ['Name', 'Mobile', 'Message'],
          rows: [
            ['Ann', '0711000001', 'Hello Ann'],
            ['Bob', '0711000002', 'Hello Bob'],
          ],
        },
      },
      'POST /api/sms_batch': { status: 202, body: batch({ status: 'validating', filename: 'list.xlsx' }) },
      [`GET /api/sms_batch/${BATCH}`]: { status: 200, body: batch({ filename: 'list.xlsx' }) },
      [`GET /api/sms_batch/progress/${BATCH}`]: {
        status: 200,
        body: {
          guid: BATCH,
          status: 'ready',
          step: 'done',
          total: 2,
          processed: 0,
          percent: 0,
          sent: 0,
          delivered: 0,
          failed: 0,
        },
      },
      [`GET /api/sms_batch/${BATCH}/invalid`]: { status: 200, body: { items: [], count: 0 } },
    });
    await session.signIn('agent', 'pw');
    renderApp('/sms/blast');
    const user = userEvent.setup();
    const xlsx = new File([new Uint8Array([80, 75, 3, 4])], 'list.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    await user.upload(await screen.findByTestId('file-drop-input'), xlsx);
    const table = await screen.findByRole('table', { name: 'First rows of the file' });
    expect(within(table).getByText('Hello Bob')).toBeInTheDocument();
    // The columns are those of the spreadsheet, the phone and text columns guessed from their names.
    expect(screen.getByLabelText(/^Phone number column/)).toHaveTextContent('Mobile');
    expect(screen.getByLabelText(/^Text column/)).toHaveTextContent('Message');
    expect(screen.queryByLabelText(/^Delimiter/)).not.toBeInTheDocument();

    // A day without a time is refused rather than sent at once.
    await user.type(screen.getByLabelText('Send on (day)'), '01122030');
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText('Give both the day and the time, or neither to send at once.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/sms_batch')).toBe(false);
    await user.type(screen.getByLabelText('At (time)'), '1430');
    expect(screen.getByLabelText('At (time)')).toHaveValue('14:30');
    expect(screen.getByText(/Goes out on .*2030.* \(your time\)/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/sms_batch')).toBe(true),
    );
    const created = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/sms_batch')!;
    expect(JSON.parse(String(created.init.body))).toMatchObject({
      filename: URL_,
      msisdn_column: 'Mobile',
      text_column: 'Message',
      scheduled_at: new Date('2030-12-01T14:30:00').toISOString(),
    });
    // The spreadsheet went up once: read for its columns, then used by the batch.
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  }, 60_000);
});
