import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { bodyOf, claimDetail, claimsApi } from '../test/claims-fake-api.ts';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const GUID = '01937a2b-0000-7000-8000-000000000a01';
const DOC = '01937a2b-0000-7000-8000-000000000d01';
const KEY = `claims/p/${GUID}/k-discharge.pdf`;
const SIGNED = {
  signed_url: `/api/files/${KEY}?expires=1&sig=x`,
  filename: KEY,
  content_type: 'application/pdf',
  max_bytes: 10_485_760,
  expires_at: '2026-11-21T10:15:00Z',
};

function aDocument(over: Record<string, unknown> = {}) {
  return {
    guid: DOC,
    claim_doc_guid: DOC,
    claim_guid: GUID,
    type: 'discharge_summary',
    filename: 'discharge.pdf',
    content_type: 'application/pdf',
    size_bytes: 4096,
    created_by: 'agent',
    created_at: '2026-11-21T10:00:00Z',
    updated_at: '2026-11-21T10:00:00Z',
    url: `/api/files/${KEY}?expires=1&sig=d`,
    ...over,
  };
}

/** A claim whose documents live in `documents`; the simple signed-upload calls record them. */
function simpleUploadRoutes(documents: Record<string, unknown>[]) {
  return {
    [`GET /api/claims/${GUID}/files`]: () => ({ status: 200, body: documents }),
    [`GET /api/claims/upload/${GUID}`]: { status: 200, body: SIGNED },
    [`PUT /api/files/${KEY}`]: { status: 200, body: {} },
    'PUT /api/claims/upload_callback': () => {
      documents.push(aDocument({ type: null, filename: 'discharge.pdf' }));
      return { status: 200, body: documents.at(-1) };
    },
    [`POST /api/claims/${GUID}/files`]: ({ init }: { init: RequestInit }) => {
      const body = bodyOf(init);
      documents.splice(0, documents.length, aDocument({ type: body.type, filename: body.filename }));
      return { status: 201, body: documents[0] };
    },
  };
}

describe('claim documents on the claim page', () => {
  it('uploads (signed URL, PUT, upload callback, typed record), lists with what is still required, and deletes after confirming', async () => {
    const documents: Record<string, unknown>[] = [
      aDocument({ guid: 'x', type: 'national_identity', filename: 'id.png' }),
    ];
    let deletes = 0;
    const { calls } = claimsApi(['call_centre_agent'], {
      [`GET /api/claims/${GUID}`]: { status: 200, body: claimDetail({ status: 'open' }) },
      'GET /api/partners_config_claim': {
        status: 200,
        body: { four_eyes_payment: true, required_documents: { hospital: ['national_identity', 'discharge_summary'] } },
      },
      ...simpleUploadRoutes(documents),
      [`DELETE /api/claims/files/${DOC}`]: () => {
        deletes += 1;
        if (deletes === 1) return { status: 409, body: { message: 'A closed claim takes no more documents.' } };
        documents.splice(
          documents.findIndex((d) => d.guid === DOC),
          1,
        );
        return { status: 204 };
      },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/claims/${GUID}?tab=documents`);
    const section = await screen.findByRole('region', { name: 'Documents' });
    const table = within(section).getByRole('table', { name: 'Documents' });
    expect(await within(table).findByText('id.png')).toBeInTheDocument();
    expect(
      await within(section).findByText(
        'Required for this claim: National identity (received), Discharge summary (missing).',
      ),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    const upload = within(section).getByRole('button', { name: 'Upload document' });
    await user.click(upload);
    expect(await within(section).findByText('Choose the document type')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.startsWith('/api/claims/upload'))).toBe(false);
    await user.click(within(section).getByRole('combobox', { name: /Document type/ }));
    await user.click(await screen.findByRole('option', { name: 'Discharge summary' }));
    await user.upload(within(section).getByTestId('file-drop-input'), new File(['%PDF-1.4'], 'discharge.pdf'));
    await user.click(upload);
    expect(await screen.findByText('discharge.pdf has been uploaded.')).toBeInTheDocument();

    const sign = calls.find((c) => c.url.pathname === `/api/claims/upload/${GUID}`)!;
    expect(sign.url.searchParams.get('filename')).toBe('discharge.pdf');
    const steps = calls
      .filter(
        (c) => c.method !== 'GET' && c.url.pathname !== '/oauth/token' && !c.url.pathname.startsWith('/api/partners'),
      )
      .map((c) => `${c.method} ${c.url.pathname}`);
    expect(steps).toEqual([
      `PUT /api/files/${KEY}`,
      'PUT /api/claims/upload_callback',
      `POST /api/claims/${GUID}/files`,
    ]);
    const callback = calls.find((c) => c.url.pathname === '/api/claims/upload_callback')!;
    expect(bodyOf(callback.init)).toEqual({ claim_guid: GUID, filename: KEY });
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === `/api/claims/${GUID}/files`)!;
    expect(bodyOf(post.init)).toEqual({ type: 'discharge_summary', url: KEY, filename: 'discharge.pdf' });
    expect(await within(table).findByText('discharge.pdf')).toBeInTheDocument();
    // The claim is read again: a document that completes the set moves it on.
    await waitFor(() =>
      expect(calls.filter((c) => c.method === 'GET' && c.url.pathname === `/api/claims/${GUID}`).length).toBe(2),
    );

    await user.click(within(table).getByRole('button', { name: 'Delete discharge.pdf' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this document?' });
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    // The server's text when it gives one (SPEC §8).
    expect(await screen.findByText('A closed claim takes no more documents.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(table).getByRole('button', { name: 'Delete discharge.pdf' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this document?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('discharge.pdf has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('discharge.pdf')).not.toBeInTheDocument());
  }, 90_000);

  it('says "Error deleting the document" when the server gives no text', async () => {
    claimsApi(['claims_assessor'], {
      [`GET /api/claims/${GUID}`]: { status: 200, body: claimDetail() },
      [`GET /api/claims/${GUID}/files`]: { status: 200, body: [aDocument()] },
      [`DELETE /api/claims/files/${DOC}`]: { status: 500 },
    });
    await session.signIn('assessor', 'pw');
    renderApp(`/claims/${GUID}?tab=documents`);
    const section = await screen.findByRole('region', { name: 'Documents' });
    const user = userEvent.setup();
    await user.click(await within(section).findByRole('button', { name: 'Delete discharge.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this document?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting the document')).toBeInTheDocument();
  }, 60_000);

  it('uses the complex-claim documents calls for a complex claim', async () => {
    const documents: Record<string, unknown>[] = [];
    const { calls } = claimsApi(['call_centre_agent'], {
      [`GET /api/claims/${GUID}`]: { status: 200, body: claimDetail({ status: 'open', complex: true }) },
      [`GET /api/claims/complex/${GUID}`]: { status: 404 },
      [`GET /api/claims/${GUID}/files`]: () => ({ status: 200, body: documents }),
      'GET /api/claims/complex/documents/signed_url': { status: 200, body: SIGNED },
      [`PUT /api/files/${KEY}`]: { status: 200, body: {} },
      'POST /api/claims/complex/documents': ({ init }) => {
        documents.push(aDocument({ type: bodyOf(init).type }));
        return { status: 201, body: documents[0] };
      },
      [`DELETE /api/claims/complex/documents/${DOC}`]: () => {
        documents.length = 0;
        return { status: 204 };
      },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/claims/${GUID}?tab=documents`);
    const section = await screen.findByRole('region', { name: 'Documents' });
    const user = userEvent.setup();
    await user.click(within(section).getByRole('combobox', { name: /Document type/ }));
    await user.click(await screen.findByRole('option', { name: 'Receipt' }));
    await user.upload(within(section).getByTestId('file-drop-input'), new File(['%PDF-1.4'], 'discharge.pdf'));
    await user.click(within(section).getByRole('button', { name: 'Upload document' }));
    expect(await screen.findByText('discharge.pdf has been uploaded.')).toBeInTheDocument();
    const sign = calls.find((c) => c.url.pathname === '/api/claims/complex/documents/signed_url')!;
    expect(Object.fromEntries(sign.url.searchParams)).toMatchObject({ claim_guid: GUID, filename: 'discharge.pdf' });
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === '/api/claims/complex/documents')!;
    expect(bodyOf(post.init)).toEqual({ claim_guid: GUID, type: 'receipt', url: KEY, filename: 'discharge.pdf' });
    expect(calls.some((c) => c.url.pathname === '/api/claims/upload_callback')).toBe(false);

    const table = within(section).getByRole('table', { name: 'Documents' });
    await user.click(await within(table).findByRole('button', { name: 'Delete discharge.pdf' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this document?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('discharge.pdf has been deleted.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === `/api/claims/complex/documents/${DOC}`)).toBe(
      true,
    );
  }, 60_000);

  it('lists and downloads for a role without claims.submit, with no upload or delete; a closed claim takes none', async () => {
    claimsApi(['finance_officer'], {
      [`GET /api/claims/${GUID}`]: { status: 200, body: claimDetail() },
      [`GET /api/claims/${GUID}/files`]: { status: 200, body: [aDocument({ type: null })] },
    });
    await session.signIn('finance', 'pw');
    const view = renderApp(`/claims/${GUID}?tab=documents`);
    let section = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(section).findByText('discharge.pdf')).toBeInTheDocument();
    expect(within(section).getByText('Type not set')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download discharge.pdf' })).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Delete discharge.pdf' })).not.toBeInTheDocument();
    view.unmount();
    await session.signOut();

    claimsApi(['call_centre_agent'], {
      [`GET /api/claims/${GUID}`]: { status: 200, body: claimDetail({ status: 'closed', decision: 'rejected' }) },
      [`GET /api/claims/${GUID}/files`]: { status: 200, body: [aDocument()] },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/claims/${GUID}?tab=documents`);
    section = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(section).findByText('A closed claim takes no more documents.')).toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Upload document' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('button', { name: 'Delete discharge.pdf' })).not.toBeInTheDocument();
  }, 60_000);
});
