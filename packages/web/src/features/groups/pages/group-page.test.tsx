import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, PARTNER_A } from '../../../test/fake-api.ts';
import { signedIn } from '../../../test/policy-fixtures.ts';
import { renderApp } from '../../../test/render-app.tsx';

const GROUP = '01937a2b-0000-7000-8000-0000000000a1';
const PRODUCT = '01937a2b-0000-7000-8000-0000000000d1';
const BATCH = '01937a2b-0000-7000-8000-0000000000b1';
const DRY = '01937a2b-0000-7000-8000-0000000000b2';
const CALLBACK = '01937a2b-0000-7000-8000-0000000000c1';
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
  members_count: 3,
  registered_count: 0,
  created_by: 'agent',
  created_at: at,
  updated_at: at,
  registration: null,
};
const batch = (guid: string, over: Record<string, unknown>) => ({
  guid,
  kind: 'group_members',
  filename: 'members.csv',
  file_type: 'csv',
  dry_run: false,
  status: 'completed',
  step: 'done',
  total: 7,
  processed: 7,
  valid: 0,
  invalid: 1,
  duplicates: 1,
  already: 0,
  applied: 3,
  failed: 2,
  error: null,
  options: { group_guid: GROUP },
  created_by: 'agent',
  created_at: at,
  finished_at: at,
  stages: [],
  ...over,
});
const callback = {
  guid: CALLBACK,
  group_guid: GROUP,
  msisdn: '254733111222',
  name: 'Sales lead',
  product_guid: PRODUCT,
  product_name: 'Hospital Cash',
  status: 'open',
  requested_at: at,
  closed_reason: null,
  closed_by: null,
  closed_at: null,
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const routes = () => ({
  ...signedIn(['call_centre_agent']),
  [`GET /api/groups/group/${GROUP}`]: { status: 200, body: group },
  'GET /api/groups/temp/all': { status: 200, body: { items: [], count: 0 } },
});

describe('group page', () => {
  it('lists the earlier members files with status and counts, opening the batch and its error file', async () => {
    const { calls } = fakeApi({
      ...routes(),
      [`GET /api/groups/${GROUP}/uploads`]: {
        status: 200,
        body: {
          items: [
            batch(DRY, {
              filename: 'check.csv',
              dry_run: true,
              applied: 0,
              failed: 0,
              duplicates: 0,
              invalid: 0,
              valid: 7,
            }),
            batch(BATCH, {}),
          ],
          count: 2,
        },
      },
      [`GET /api/groups/temp/imports/${BATCH}/error_file`]: { status: 200, body: 'line,reason' },
    });
    const created = vi.fn(() => 'blob:errors');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: vi.fn() }));
    await session.signIn('agent', 'pw');
    renderApp(`/groups/${GROUP}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Umoja Cooperative', level: 1 }, { timeout: 60_000 });
    await user.click(screen.getByRole('tab', { name: 'Member files' }));
    const grid = await screen.findByRole('grid', { name: 'Member files' });
    expect(await within(grid).findByRole('link', { name: 'members.csv' })).toHaveAttribute(
      'href',
      `/groups/${GROUP}/uploads/${BATCH}`,
    );
    expect(within(grid).getByRole('link', { name: 'check.csv' })).toBeInTheDocument();
    const row = within(grid).getByRole('link', { name: 'members.csv' }).closest('[role="row"]') as HTMLElement;
    // 1 invalid + 2 refused + 1 duplicate to fix; the dry run has none, so no error file.
    expect(within(row).getByText('4')).toBeInTheDocument();
    expect(
      within(grid).queryByRole('button', { name: 'Download the error file of check.csv' }),
    ).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Download the error file of members.csv' }));
    await vi.waitFor(() =>
      expect(calls.some((c) => c.url.pathname === `/api/groups/temp/imports/${BATCH}/error_file`)).toBe(true),
    );
  }, 90_000);

  it('closes an open callback with a required reason', async () => {
    let closed = false;
    const { calls } = fakeApi({
      ...routes(),
      'GET /api/groups/callbacks': () => ({
        status: 200,
        body: {
          items: [
            closed
              ? { ...callback, status: 'closed', closed_reason: 'Called back', closed_by: 'agent', closed_at: at }
              : callback,
          ],
          count: 1,
        },
      }),
      [`POST /api/groups/callbacks/${CALLBACK}/close`]: () => {
        closed = true;
        return {
          status: 200,
          body: { ...callback, status: 'closed', closed_reason: 'Called back', closed_by: 'agent', closed_at: at },
        };
      },
    });
    await session.signIn('agent', 'pw');
    renderApp(`/groups/${GROUP}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Umoja Cooperative', level: 1 }, { timeout: 60_000 });
    await user.click(screen.getByRole('tab', { name: 'Callbacks' }));
    const grid = await screen.findByRole('grid', { name: 'Callbacks' });
    expect(await within(grid).findByText('Open')).toBeInTheDocument();
    await user.click(within(grid).getByRole('button', { name: 'Close the callback of 254733111222' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close the callback of 254733111222' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(dialog).getByText('Give the reason for closing')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/close'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason for closing' }), 'Called back');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await within(grid).findByText('Closed')).toBeInTheDocument();
    expect(within(grid).getByText('Called back (agent)')).toBeInTheDocument();
    const posted = calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/close'))!;
    expect(JSON.parse(String(posted.init.body))).toEqual({ reason: 'Called back' });
    expect(within(grid).queryByRole('button', { name: /Close the callback/ })).not.toBeInTheDocument();
  }, 90_000);

  it('adds a temporary member with a phone number only: an empty date of birth is none, not an invalid date', async () => {
    const { calls } = fakeApi({
      ...routes(),
      'POST /api/groups/temp/add/principal': ({ init }) => ({
        status: 201,
        body: {
          guid: CALLBACK,
          group_guid: GROUP,
          principal_guid: null,
          kind: 'principal',
          msisdn: '254712000111',
          full_name: null,
          date_of_birth: null,
          national_id: null,
          gender: null,
          relationship: null,
          status: 'incomplete',
          missing: ['full_name', 'date_of_birth'],
          customer_guid: null,
          policy_guid: null,
          created_at: at,
          updated_at: at,
          ...JSON.parse(String(init.body)),
        },
      }),
    });
    await session.signIn('agent', 'pw');
    renderApp(`/groups/${GROUP}`);
    const user = userEvent.setup();
    await screen.findByRole('heading', { name: 'Umoja Cooperative', level: 1 }, { timeout: 60_000 });
    await user.click(await screen.findByRole('button', { name: 'Add a member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a member' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Phone number/ }), '254712000111');
    // A date typed then cleared is none again.
    const dob = within(dialog).getByRole('textbox', { name: /^Date of birth/ });
    await user.type(dob, '01');
    await user.clear(dob);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/groups/temp/add/principal')).toBe(true));
    const post = calls.find((c) => c.url.pathname === '/api/groups/temp/add/principal')!;
    expect(JSON.parse(String(post.init.body))).toMatchObject({ msisdn: '254712000111', date_of_birth: null });
    expect(screen.queryByText('This value is not valid')).toBeNull();
  }, 90_000);
});
