import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { bodyOf, claimRow, claimsApi } from '../test/claims-fake-api.ts';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const A = claimRow({ complex: true, facility: 'Mater Hospital', claim_reference: 'CLM-2026-000101' });
const B = claimRow({
  guid: '01937a2b-0000-7000-8000-000000000a02',
  complex: true,
  facility: 'Mater Hospital',
  status: 'closed',
  claim_reference: 'CLM-2026-000102',
});

describe('complex claims', () => {
  it('filters, selects and approves in bulk, showing which succeeded and why others failed', async () => {
    const { calls } = claimsApi(['claims_assessor'], {
      'GET /api/claims/complex': { status: 200, body: { items: [A, B], count: 2 } },
      'POST /api/claims/complex/bulk_approval_selected': {
        status: 200,
        body: {
          succeeded: [{ guid: A.guid, version: 4 }],
          failed: [
            {
              guid: B.guid,
              code: 'claim_action_not_allowed',
              message: 'The action "approve" is not allowed while the claim is closed.',
            },
          ],
        },
      },
    });
    await session.signIn('assessor', 'pw');
    renderApp('/complex-claims');
    expect(await screen.findByText('CLM-2026-000101')).toBeInTheDocument();
    // The person affected opens the customer's page.
    expect(screen.getAllByRole('link', { name: 'Amina Wanjiru' })[0]).toHaveAttribute(
      'href',
      `/customers/${A.customer_guid}`,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Facility'), 'Mater');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const filtered = calls.filter((c) => c.url.pathname === '/api/claims/complex').at(-1)!;
    expect(filtered.url.searchParams.get('facility')).toBe('Mater');

    await user.click(screen.getByRole('button', { name: 'Select this page' }));
    expect(screen.getByText('2 claims selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve 2 claims?' });
    await user.click(within(confirm).getByRole('button', { name: 'Approve selected' }));
    const result = await screen.findByRole('dialog', { name: 'Bulk action result' });
    expect(within(result).getByRole('list', { name: 'Claims that succeeded' })).toHaveTextContent('CLM-2026-000101');
    expect(within(result).getByRole('list', { name: 'Claims that failed' })).toHaveTextContent(
      'The action "approve" is not allowed while the claim is closed.',
    );
    const sent = calls.find((c) => c.url.pathname.endsWith('bulk_approval_selected'))!;
    expect(bodyOf(sent.init)).toEqual({
      claims: [
        { guid: A.guid, version: 3 },
        { guid: B.guid, version: 3 },
      ],
    });
  }, 90_000);
});
