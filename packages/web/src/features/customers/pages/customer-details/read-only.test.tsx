import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../../app/services.ts';
import { aCustomer, customersApi, GUID_1 } from '../../../../test/customers-fake-api.ts';
import { renderApp } from '../../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('customer screens for a role that may only read', () => {
  it('shows the search and the record, but no registration and no write action', async () => {
    customersApi(
      {
        [`GET /api/customers/${GUID_1}`]: {
          status: 200,
          body: aCustomer({ kyc_status: 'failed', kyc_reason: 'kyc_id_not_found' }),
        },
        'GET /api/customers/registration_status_by_guid': { status: 404, body: { message: 'Customer not found.' } },
        [`GET /api/dependants/${GUID_1}/all`]: { status: 200, body: [] },
      },
      ['partner_user'],
    );
    await session.signIn('reader', 'pw');
    renderApp(`/customers/${GUID_1}`);
    expect(await screen.findByRole('heading', { name: 'Wanjiku Kamau' })).toBeInTheDocument();
    // In the navigation and in the breadcrumbs.
    expect(screen.getAllByRole('link', { name: 'Customer search' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('link', { name: 'Register customer' })).not.toBeInTheDocument();
    expect(
      await screen.findByText(/KYC failed: the national registry does not know this national id/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request KYC' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send reminder SMS' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'During the call' })).not.toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Overview',
      'Policies',
      'Premiums',
      'Payments',
      'Claims',
      'Dependants',
      'Beneficiaries',
      'Bank details',
      'Debit orders',
      'Documents',
      'SMS activity',
    ]);
  }, 60_000);
});
