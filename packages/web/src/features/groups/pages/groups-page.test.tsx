import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../app/i18n.ts';
import { session } from '../../../app/services.ts';
import { fakeApi, PARTNER_A } from '../../../test/fake-api.ts';
import { signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const GROUP = '01937a2b-0000-7000-8000-0000000000a1';
const PRODUCT = '01937a2b-0000-7000-8000-0000000000d1';
const MEMBER = '01937a2b-0000-7000-8000-0000000000a2';
const at = '2026-11-25T10:00:00Z';
const group = {
  guid: GROUP,
  id: GROUP,
  partner_guid: PARTNER_A,
  name: 'Umoja Cooperative',
  group_type: 'cooperative',
  product_guid: PRODUCT,
  product_name: 'Hospital Cash',
  premium_cents: 1_000,
  granularity: 'monthly',
  start_date: '2026-11-25',
  contact_name: 'Jane Mwangi',
  contact_msisdn: '254722000001',
  contact_email: null,
  status: 'pre_registered',
  members_count: 1,
  registered_count: 0,
  created_by: 'agent',
  created_at: at,
  updated_at: at,
};
const member = {
  guid: MEMBER,
  id: MEMBER,
  group_guid: GROUP,
  kind: 'principal',
  principal_guid: null,
  full_name: null,
  msisdn: '254722000009',
  date_of_birth: null,
  national_id: null,
  gender: null,
  relationship: null,
  status: 'pending',
  error: null,
  missing: ['full_name', 'date_of_birth'],
  customer_guid: null,
  policy_guid: null,
  created_at: at,
  updated_at: at,
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('group schemes', () => {
  it('lists groups and opens one: members with what is missing, the quotation that blocks registration', async () => {
    fakeApi({
      ...signedIn(['call_centre_agent']),
      'GET /api/groups': { status: 200, body: { items: [group], count: 1 } },
      [`GET /api/groups/group/${GROUP}`]: { status: 200, body: { ...group, registration: null } },
      'GET /api/groups/temp/all': { status: 200, body: { items: [member], count: 1 } },
      'GET /api/groups/v2/quotation': {
        status: 200,
        body: {
          group_guid: GROUP,
          product_guid: PRODUCT,
          premium_cents: 1_000,
          granularity: 'monthly',
          benefit_cents: 500_000,
          min_members: 2,
          max_members: 100,
          members: 1,
          dependants: 0,
          eligible: 0,
          total_premium_cents: 0,
          blocker: 'No member of this group is waiting for registration.',
          lines: [
            {
              member_guid: MEMBER,
              full_name: null,
              msisdn: '254722000009',
              age: null,
              dependants: 0,
              premium_cents: 0,
              eligible: false,
              reason: 'Missing before registration: full_name, date_of_birth.',
            },
          ],
        },
      },
    });
    await session.signIn('agent', 'pw');
    renderApp('/groups');
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Group schemes', level: 1 });
    expect(screen.getByRole('button', { name: 'Pre-register a group' })).toBeInTheDocument();
    await user.click(await screen.findByRole('link', { name: 'Umoja Cooperative' }));
    await screen.findByRole('heading', { name: 'Umoja Cooperative', level: 1 });
    const grid = await screen.findByRole('grid', { name: 'Members' });
    expect(await within(grid).findByText('Missing: Full name, Date of birth')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check the file' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Quotation and registration' }));
    expect(await screen.findByText('No member of this group is waiting for registration.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register the group' })).toBeDisabled();
  }, 60_000);

  it('a reader sees the groups but cannot pre-register', async () => {
    fakeApi({
      ...signedIn(['partner_user']),
      'GET /api/groups': { status: 200, body: { items: [group], count: 1 } },
    });
    await session.signIn('reader', 'pw');
    renderApp('/groups');
    expect(await screen.findByRole('link', { name: 'Umoja Cooperative' })).toHaveAttribute('href', `/groups/${GROUP}`);
    expect(screen.queryByRole('button', { name: 'Pre-register a group' })).not.toBeInTheDocument();
  }, 60_000);

  it('says why a group cannot be pre-registered when no product is open to groups, and links to the products', async () => {
    for (const lang of ['en', 'fr'] as const) {
      if (lang === 'fr') await changeLanguage('fr');
      fakeApi({
        ...signedIn(['admin']),
        'GET /api/groups': { status: 200, body: { items: [], count: 0 } },
        'GET /api/groups/products': { status: 200, body: [] },
      });
      await session.signIn('admin', 'pw');
      renderApp('/groups');
      const user = userEvent.setup();
      await user.click(
        await screen.findByRole(
          'button',
          { name: lang === 'en' ? 'Pre-register a group' : 'Pré-enregistrer un groupe' },
          { timeout: 60_000 },
        ),
      );
      const dialog = await screen.findByRole('dialog');
      expect(
        await within(dialog).findByText(
          lang === 'en' ? /No product is open to group schemes yet/ : /Aucun produit n’est encore ouvert/,
        ),
      ).toBeVisible();
      expect(
        within(dialog).getByRole('link', { name: lang === 'en' ? 'Open the products' : 'Ouvrir les produits' }),
      ).toHaveAttribute('href', '/products');
      cleanup();
      await session.signOut();
      vi.unstubAllGlobals();
    }
  }, 90_000);
});
