import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../../app/services.ts';
import { aCustomer, customersApi, GUID_1 } from '../../../../test/customers-fake-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const FILE_GUID = '01937a2b-0000-7000-8000-000000000201';
const status = {
  customer_guid: GUID_1,
  registered: true,
  status: 'active',
  registration_channel: 'WebClient',
  kyc_status: 'none',
  registered_at: '2026-11-01T10:00:00Z',
};

describe('customer details', () => {
  it('requests KYC, says it takes about 2 minutes, and shows the result when the check is done', async () => {
    let kyc = 'none';
    let reads = 0;
    const { calls } = customersApi({
      [`GET /api/customers/${GUID_1}`]: () => {
        reads += 1;
        // The check completes on the second read after it was requested.
        if (kyc === 'pending' && reads > 3) kyc = 'verified';
        return {
          status: 200,
          body: aCustomer({ kyc_status: kyc, kyc_checked_at: kyc === 'verified' ? '2026-11-21T10:00:00Z' : null }),
        };
      },
      'GET /api/customers/registration_status_by_guid': { status: 200, body: status },
      [`PUT /api/customers/${GUID_1}/request_kyc`]: () => {
        kyc = 'pending';
        reads = 1;
        return {
          status: 202,
          body: { customer_guid: GUID_1, job_id: 'j1', kyc_status: 'pending', expected_seconds: 120 },
        };
      },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/customers/${GUID_1}`);
    expect(await screen.findByRole('heading', { name: 'Wanjiku Kamau' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    // The debit orders section (feature debit-orders) is one of the tabs.
    expect(screen.getByRole('tab', { name: 'Debit orders' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Request KYC' }));
    expect(await screen.findByText(/It takes about 2 minutes/)).toBeInTheDocument();
    const put = calls.find((c) => c.init.method === 'PUT' && c.url.pathname.endsWith('/request_kyc'))!;
    expect(put.url.searchParams.get('send_sms')).toBe('false');
    expect(await screen.findByText(/KYC verified on/, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Request KYC' })).toBeEnabled();
  }, 60_000);

  it('uploads a document through the signed URL, and deletes one only after confirming', async () => {
    const files: Record<string, unknown>[] = [];
    const { calls } = customersApi({
      [`GET /api/customers/${GUID_1}`]: { status: 200, body: aCustomer() },
      [`GET /api/customers/files/upload/${GUID_1}`]: {
        status: 200,
        body: {
          signed_url: `/api/files/customers/p/c/k-id.pdf?expires=1&sig=x`,
          filename: 'customers/p/c/k-id.pdf',
          content_type: 'application/pdf',
          max_bytes: 10485760,
          expires_at: '2026-11-21T10:05:00Z',
        },
      },
      'PUT /api/files/customers/p/c/k-id.pdf': { status: 200, body: {} },
      'POST /api/customers/files': ({ init }) => {
        const body = JSON.parse(String(init.body));
        const file = {
          guid: FILE_GUID,
          customer_guid: GUID_1,
          type: body.type,
          filename: body.filename,
          content_type: 'application/pdf',
          size_bytes: 2048,
          created_at: '2026-11-21T10:00:00Z',
          updated_at: '2026-11-21T10:00:00Z',
          url: '/api/files/x',
        };
        files.push(file);
        return { status: 201, body: file };
      },
      [`GET /api/customers/files/${GUID_1}/all`]: () => ({ status: 200, body: files }),
      [`DELETE /api/customers/files/${FILE_GUID}`]: { status: 500 },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/customers/${GUID_1}/documents`);
    const user = userEvent.setup();
    const upload = await screen.findByRole('button', { name: 'Upload document' });
    await user.click(upload);
    expect(await screen.findByText('Choose the document type')).toBeInTheDocument();
    expect(screen.getByText('Choose a file')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/customers/files/upload'))).toBe(false);

    await user.click(screen.getByRole('combobox', { name: /Document type/ }));
    await user.click(await screen.findByRole('option', { name: 'National identity' }));
    await user.upload(
      screen.getByTestId('file-drop-input'),
      new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' }),
    );
    await user.click(upload);
    expect(await screen.findByText('id.pdf has been uploaded.')).toBeInTheDocument();
    const sign = calls.find((c) => c.url.pathname === `/api/customers/files/upload/${GUID_1}`)!;
    expect(sign.url.searchParams.get('filename')).toBe('id.pdf');
    const put = calls.find((c) => c.init.method === 'PUT')!;
    expect((put.init.headers as Record<string, string>)['Content-Type']).toBe('application/pdf');
    const post = calls.find((c) => c.init.method === 'POST' && c.url.pathname === '/api/customers/files')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      type: 'National Identity',
      url: 'customers/p/c/k-id.pdf',
      customer_guid: GUID_1,
      filename: 'id.pdf',
    });
    const table = screen.getByRole('table', { name: 'Documents' });
    expect(await within(table).findByText('id.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete id.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this document?' });
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting the document')).toBeInTheDocument();
  }, 60_000);

  it('adds a dependant with a relationship and gender of SPEC §3', async () => {
    const { calls } = customersApi({
      [`GET /api/customers/${GUID_1}`]: { status: 200, body: aCustomer() },
      [`GET /api/dependants/${GUID_1}/all`]: { status: 200, body: [] },
      [`POST /api/dependants/${GUID_1}`]: ({ init }) => ({
        status: 201,
        body: {
          ...JSON.parse(String(init.body)),
          guid: FILE_GUID,
          customer_guid: GUID_1,
          created_at: '2026-11-21T10:00:00Z',
          updated_at: '2026-11-21T10:00:00Z',
        },
      }),
    });
    await session.signIn('agent', 'pw');
    renderApp(`/customers/${GUID_1}/dependants`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add dependant' }, { timeout: 20_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add dependant' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Full name/ }), 'Amani Kamau');
    await user.click(within(dialog).getByRole('combobox', { name: /Relationship/ }));
    await user.click(await screen.findByRole('option', { name: 'Son' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Gender/ }));
    await user.click(await screen.findByRole('option', { name: 'Male' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Amani Kamau has been added as a dependant.')).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === 'POST' && c.url.pathname.startsWith('/api/dependants/'))!;
    expect(JSON.parse(String(post.init.body))).toMatchObject({
      full_name: 'Amani Kamau',
      relationship: 'Son',
      gender: 'male',
      msisdn: null,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);
});
