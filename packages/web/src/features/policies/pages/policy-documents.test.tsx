import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi } from '../../../test/fake-api.ts';
import { CUSTOMER, customer, POLICY, PRODUCT, policy, productDetail, signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const DOC = '01937a2b-0000-7000-8000-000000000301';
const KEY = `policies/p/${POLICY}/k-schedule.pdf`;

function aDocument(over: Record<string, unknown> = {}) {
  return {
    guid: DOC,
    policy_doc_guid: DOC,
    policy_guid: POLICY,
    type: 'Other',
    filename: 'signed-form.pdf',
    content_type: 'application/pdf',
    size_bytes: 2048,
    created_by: 'agent',
    created_at: '2026-01-05T10:00:00Z',
    updated_at: '2026-01-05T10:00:00Z',
    url: `/api/files/${KEY}?expires=1&sig=d`,
    ...over,
  };
}

/** The policy page's own calls, plus the documents routes of the test. */
function documentsApi(routes: Parameters<typeof fakeApi>[0], roles?: string[]) {
  return fakeApi({
    ...signedIn(roles),
    [`GET /api/policies/${POLICY}`]: { status: 200, body: policy },
    [`GET /api/products/${PRODUCT}`]: { status: 200, body: productDetail },
    [`GET /api/customers/${CUSTOMER}`]: { status: 200, body: customer },
    'GET /api/policies/complex/premiums': {
      status: 200,
      body: { policy_guid: POLICY, premium_cents: 50_000, granularity: 'monthly', paid_cents: 0, periods_paid: 0 },
    },
    'GET /api/payments': { status: 200, body: { items: [], count: 0 } },
    'GET /api/policies/complex/notes': { status: 200, body: [] },
    [`GET /api/policies/${POLICY}/history`]: { status: 200, body: [] },
    ...routes,
  });
}

describe('policy documents', () => {
  it('uploads through the signed URL with a type, lists, and deletes only after confirming; says so when deleting fails', async () => {
    const documents: Record<string, unknown>[] = [];
    let deletes = 0;
    const { calls } = documentsApi({
      'GET /api/policies/complex/documents': () => ({ status: 200, body: documents }),
      'GET /api/policies/complex/documents/signed_url': ({ url }) => ({
        status: 200,
        body: {
          signed_url: `/api/files/${KEY}?expires=1&sig=x`,
          filename: KEY,
          content_type: 'application/pdf',
          max_bytes: 10_485_760,
          expires_at: '2026-01-05T10:15:00Z',
          asked: url.searchParams.get('filename'),
        },
      }),
      [`PUT /api/files/${KEY}`]: { status: 200, body: {} },
      'POST /api/policies/complex/documents': ({ init }) => {
        const body = JSON.parse(String(init.body));
        const doc = aDocument({ type: body.type, filename: body.filename });
        documents.push(doc);
        return { status: 201, body: doc };
      },
      [`DELETE /api/policies/complex/documents/${DOC}`]: () => {
        deletes += 1;
        if (deletes === 1) return { status: 500 };
        documents.length = 0;
        return { status: 204 };
      },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/policies/${POLICY}?tab=documents`);
    const section = await screen.findByRole('region', { name: 'Documents' });
    const table = within(section).getByRole('table', { name: 'Documents' });
    expect(await within(table).findByText('Nothing to show')).toBeInTheDocument();
    const list = calls.find((c) => c.url.pathname === '/api/policies/complex/documents')!;
    expect(list.url.searchParams.get('policy_guid')).toBe(POLICY);
    // The schedule PDF stays on the page.
    expect(screen.getByRole('button', { name: 'Policy schedule (PDF)' })).toBeInTheDocument();

    // The picker's own filter is off, as a user can pick any file with "All files".
    const user = userEvent.setup({ applyAccept: false });
    const upload = within(section).getByRole('button', { name: 'Upload document' });
    await user.click(upload);
    expect(await within(section).findByText('Choose the document type')).toBeInTheDocument();
    expect(within(section).getByText('Choose a file')).toBeInTheDocument();
    // A type the contract does not accept is refused before anything is sent.
    await user.click(within(section).getByRole('combobox', { name: /Document type/ }));
    await user.click(await screen.findByRole('option', { name: 'Other' }));
    const fileInput = within(section).getByTestId('file-drop-input');
    await user.upload(fileInput, new File(['x'], 'notes.docx'));
    await user.click(upload);
    expect(await within(section).findByText('Only PDF, JPEG and PNG files are accepted')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/signed_url'))).toBe(false);

    await user.upload(fileInput, new File(['%PDF-1.4'], 'signed-form.pdf', { type: 'application/pdf' }));
    await user.click(upload);
    expect(await screen.findByText('signed-form.pdf has been uploaded.')).toBeInTheDocument();
    const sign = calls.find((c) => c.url.pathname === '/api/policies/complex/documents/signed_url')!;
    expect(Object.fromEntries(sign.url.searchParams)).toMatchObject({
      policy_guid: POLICY,
      filename: 'signed-form.pdf',
    });
    const put = calls.find((c) => c.method === 'PUT')!;
    expect((put.init.headers as Record<string, string>)['Content-Type']).toBe('application/pdf');
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/policies/complex/documents')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      policy_guid: POLICY,
      type: 'Other',
      url: KEY,
      filename: 'signed-form.pdf',
    });
    expect(await within(table).findByText('signed-form.pdf')).toBeInTheDocument();
    expect(within(table).getByText('2 KB')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Delete signed-form.pdf' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this document?' });
    expect(confirm).toHaveTextContent('signed-form.pdf will be removed.');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting the document')).toBeInTheDocument();
    expect(within(table).getByText('signed-form.pdf')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(table).getByRole('button', { name: 'Delete signed-form.pdf' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this document?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('signed-form.pdf has been deleted.')).toBeInTheDocument();
    expect(await within(table).findByText('Nothing to show')).toBeInTheDocument();
  }, 90_000);

  it('shows an upload failure with the server text in the form', async () => {
    documentsApi({
      'GET /api/policies/complex/documents': { status: 200, body: [] },
      'GET /api/policies/complex/documents/signed_url': {
        status: 400,
        body: {
          message: 'Some fields are invalid.',
          code: 'invalid_input',
          errors: { filename: 'Only .pdf, .jpg, .jpeg, .png files are accepted.' },
        },
      },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/policies/${POLICY}?tab=documents`);
    const section = await screen.findByRole('region', { name: 'Documents' });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('combobox', { name: /Document type/ }));
    await user.click(await screen.findByRole('option', { name: 'Birth certificate' }));
    await user.upload(
      within(section).getByTestId('file-drop-input'),
      new File(['x'], 'card.png', { type: 'image/png' }),
    );
    await user.click(within(section).getByRole('button', { name: 'Upload document' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Upload failure');
    expect(alert).toHaveTextContent('Only .pdf, .jpg, .jpeg, .png files are accepted.');
  }, 60_000);

  it('lets a role that may only read list and download, but not upload or delete', async () => {
    const { calls } = documentsApi({ 'GET /api/policies/complex/documents': { status: 200, body: [aDocument()] } }, [
      'partner_user',
    ]);
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await session.signIn('reader', 'pw');
    renderApp(`/policies/${POLICY}?tab=documents`);
    const section = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(section).findByText('signed-form.pdf')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Delete signed-form.pdf' })).not.toBeInTheDocument();
    const lists = () => calls.filter((c) => c.url.pathname === '/api/policies/complex/documents').length;
    const before = lists();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Download signed-form.pdf' }));
    // The link is read afresh (links expire) and saved.
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(lists()).toBe(before + 1);
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.download).toBe('signed-form.pdf');
    expect(anchor.href).toContain(`/api/files/${KEY}`);
    click.mockRestore();
  }, 60_000);
});
