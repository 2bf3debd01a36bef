import { fakeApi, PARTNER_A, PARTNER_B, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';

export const USER_ID = '01937a2b-0000-7000-8000-0000000000a1';
const ADMIN = '/identity/admin/realms/coverdesk';
export const GROUPS = ['admin', 'call_centre_agent', 'partner_user'].map((name, i) => ({
  id: `01937a2b-0000-7000-8000-00000000009${i}`,
  name,
  path: `/${name}`,
  subGroups: [],
  subGroupCount: 0,
}));
export const user = {
  id: USER_ID,
  username: 'jane.agent',
  email: 'jane@example.com',
  firstName: 'Jane',
  lastName: 'Agent',
  enabled: true,
  emailVerified: true,
  createdTimestamp: 1_760_000_000_000,
};
export const state = {
  id: USER_ID,
  roles: ['call_centre_agent'],
  partners: [PARTNER_A],
  locked: true,
  locked_until: '2026-11-25T10:15:00.000Z',
  failed_logins: 5,
  last_sign_in: '2026-11-24T08:00:00.000Z',
};

type Answer = { status: number; body?: unknown };
/** The calls of the users screens, each overridable. */
export function usersApi(overrides: Record<string, Answer | ((r: { url: URL; init: RequestInit }) => Answer)> = {}) {
  return fakeApi({
    ...WEB_CONFIG,
    'POST /oauth/token': { status: 200, body: tokens() },
    'POST /api/partners/selected': { status: 200, body: {} },
    'GET /api/users/logout': { status: 204 },
    'GET /api/partners': {
      status: 200,
      body: {
        items: [
          { guid: PARTNER_A, name: 'Acme Insurance' },
          { guid: PARTNER_B, name: 'Beta Mutual' },
        ],
        count: 2,
      },
    },
    [`GET ${ADMIN}/users`]: { status: 200, body: [user] },
    [`GET ${ADMIN}/users/count`]: { status: 200, body: 1 },
    [`GET ${ADMIN}/users/${USER_ID}`]: { status: 200, body: user },
    [`GET ${ADMIN}/groups`]: { status: 200, body: GROUPS },
    'GET /api/users/states': { status: 200, body: [state] },
    [`GET /api/users/${USER_ID}/audit_events`]: {
      status: 200,
      body: {
        items: [
          {
            guid: '01937a2b-0000-7000-8000-0000000000e1',
            partner_guid: null,
            actor_guid: 'x',
            actor_username: 'admin',
            entity_type: 'user',
            entity_guid: USER_ID,
            action: 'update_access',
            before: { roles: ['partner_user'], partners: [PARTNER_A] },
            after: { roles: ['call_centre_agent'], partners: [PARTNER_A] },
            reason: null,
            request_id: null,
            created_at: '2026-11-24T09:00:00.000Z',
          },
        ],
        count: 1,
      },
    },
    ...overrides,
  });
}
export { ADMIN };
