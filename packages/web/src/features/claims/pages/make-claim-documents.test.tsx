import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ASSESSMENT, bodyOf, CUSTOMER, claimDetail, claimsApi, POLICY } from '../test/claims-fake-api.ts';
import { fillHospitalClaim, pickCustomer } from '../test/make-claim-steps.ts';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const GUID = '01937a2b-0000-7000-8000-000000000a01';
const DOC = '01937a2b-0000-7000-8000-000000000d02';
const KEY = `claims/p/${GUID}/k-receipt.pdf`;

describe('make claim: results', () => {
  it('offers the document upload for the claim just made, lists it, and says when the upload fails', async () => {
    const documents: Record<string, unknown>[] = [];
    let signs = 0;
    const { calls } = claimsApi(['call_centre_agent'], {
      'GET /api/customers/find': { status: 200, body: { items: [{ ...CUSTOMER, score: null }], count: 1 } },
      [`GET /api/policies/customer/guid/${CUSTOMER.guid}`]: { status: 200, body: [POLICY] },
      [`GET /api/dependants/${CUSTOMER.guid}/all`]: { status: 200, body: [] },
      'POST /api/claims/assessment_preview': { status: 200, body: ASSESSMENT },
      'POST /api/claims': {
        status: 201,
        body: claimDetail({ claim_reference: 'CLM-2026-000099', status: 'open', documents_due_date: '2026-12-10' }),
      },
      [`GET /api/claims/${GUID}/files`]: () => ({ status: 200, body: documents }),
      [`GET /api/claims/upload/${GUID}`]: () =>
        ++signs === 1
          ? { status: 413, body: { message: 'The file is larger than 10 MB.' } }
          : {
              status: 200,
              body: {
                signed_url: `/api/files/${KEY}?sig=x`,
                filename: KEY,
                content_type: 'application/pdf',
                max_bytes: 10_485_760,
                expires_at: '2026-11-21T10:15:00Z',
              },
            },
      [`PUT /api/files/${KEY}`]: { status: 200, body: {} },
      'PUT /api/claims/upload_callback': { status: 200, body: {} },
      [`POST /api/claims/${GUID}/files`]: ({ init }) => {
        const body = bodyOf(init);
        documents.push({
          guid: DOC,
          claim_doc_guid: DOC,
          claim_guid: GUID,
          type: body.type,
          filename: body.filename,
          content_type: 'application/pdf',
          size_bytes: 900,
          created_by: 'agent',
          created_at: '2026-11-21T10:00:00Z',
          updated_at: '2026-11-21T10:00:00Z',
          url: `/api/files/${KEY}?sig=d`,
        });
        return { status: 201, body: documents[0] };
      },
    });
    await session.signIn('agent', 'pw');
    renderApp('/make-claim');
    const user = userEvent.setup();
    await pickCustomer(user);
    await fillHospitalClaim(user, '2026-11-08');
    await user.click(screen.getByRole('button', { name: 'Next: summary' }));
    await user.click(await screen.findByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByTestId('claim-reference')).toHaveTextContent('CLM-2026-000099');

    const section = screen.getByRole('region', { name: 'Documents' });
    expect(within(section).getByText(/Upload the claim's documents now/)).toBeInTheDocument();
    const upload = within(section).getByRole('button', { name: 'Upload document' });
    await user.click(upload);
    expect(await within(section).findByText('Choose the document type')).toBeInTheDocument();
    await user.click(within(section).getByRole('combobox', { name: /Document type/ }));
    await user.click(await screen.findByRole('option', { name: 'Receipt' }));
    await user.upload(within(section).getByTestId('file-drop-input'), new File(['%PDF-1.4'], 'receipt.pdf'));
    await user.click(upload);
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Upload failure');
    expect(alert).toHaveTextContent('The file is larger than 10 MB.');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);

    await user.click(upload);
    expect(await screen.findByText('receipt.pdf has been uploaded.')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    const table = within(section).getByRole('table', { name: 'Documents' });
    expect(await within(table).findByText('receipt.pdf')).toBeInTheDocument();
    expect(within(table).getByText('Receipt')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname === `/api/claims/${GUID}/files`)!;
    expect(bodyOf(post.init)).toEqual({ type: 'receipt', url: KEY, filename: 'receipt.pdf' });
  }, 120_000);
});
