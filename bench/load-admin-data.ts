import crypto from 'node:crypto';
import type pg from 'pg';

/** BENCH_USERS realm users and BENCH_AUDIT_EVENTS audit events (issue 20's sizes by default). */
export const BENCH_USERS = Number(process.env.BENCH_USERS ?? 10_000);
export const BENCH_AUDIT_EVENTS = Number(process.env.BENCH_AUDIT_EVENTS ?? 10_000_000);
/** Events are spread over this many records (about ten each at full size). */
const ENTITIES = Math.max(1, Math.floor(BENCH_AUDIT_EVENTS / 10));
const CHUNK = 1_000_000;

/** The uuid PostgreSQL's `md5(text)::uuid` gives, so both sides name the same rows without storing a sample. */
const md5Uuid = (s: string) => {
  const h = crypto.createHash('md5').update(s).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};
/** The same as a valid version-4 uuid (version and variant digits set), as identity user ids must be. */
const userUuid = (s: string) => {
  const h = crypto.createHash('md5').update(s).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`;
};
const USER_UUID_SQL = `(substr(md5('u' || i), 1, 12) || '4' || substr(md5('u' || i), 14, 3) || '8' || substr(md5('u' || i), 18))::uuid`;

export interface AdminSample {
  /** Records with events, each with the partner that owns them. */
  entities: { partner: string; entity: string }[];
  /** Pages of user ids as the users screen asks their states. */
  userPages: string[][];
}

/**
 * Which records and users the scenarios ask for: record k belongs to partner k mod partners (event i is about record
 * i mod ENTITIES and partner i mod partners, and ENTITIES is a multiple of the partner count at the default sizes).
 */
export function adminSample(partners: string[]): AdminSample {
  const step = Math.max(1, Math.floor(ENTITIES / 200));
  const entities = Array.from({ length: Math.min(200, ENTITIES) }, (_, n) => {
    const k = n * step;
    return { partner: partners[k % partners.length]!, entity: md5Uuid(`e${k}`) };
  });
  const userPages = Array.from({ length: Math.min(50, Math.ceil(BENCH_USERS / 100)) }, (_, p) =>
    Array.from({ length: Math.min(100, BENCH_USERS) }, (_, j) => userUuid(`u${(p * 100 + j) % BENCH_USERS}`)),
  );
  return { entities, userPages };
}

/** Loads the users (with a role, partners, a few locked, sign-ins) and the audit events, in set-based inserts. */
export async function loadAdminData(client: pg.Client, partners: string[]) {
  const t0 = Date.now();
  await loadUsers(client, partners);
  await loadAuditEvents(client, partners);
  await client.query('analyze identity_users, identity_user_groups, identity_sessions, audit_events');
  console.log(
    `Loaded ${BENCH_USERS.toLocaleString('en')} users and ${BENCH_AUDIT_EVENTS.toLocaleString('en')} audit events in ${((Date.now() - t0) / 1000).toFixed(1)} s`,
  );
}

/** (Re)loads the bench users: a reused database gets them as the current loader makes them. */
export async function loadUsers(client: pg.Client, partners: string[]) {
  const bench = `select id from identity_users where username like 'bench.user.%'`;
  await client.query(`delete from identity_sessions where user_id in (${bench})`);
  await client.query(`delete from identity_user_groups where user_id in (${bench})`);
  await client.query(`delete from identity_users where username like 'bench.user.%'`);
  await client.query(
    `insert into identity_groups (id, name, path) values (gen_random_uuid(), 'call_centre_agent', '/call_centre_agent')
     on conflict (name) do nothing`,
  );
  await client.query(
    `insert into identity_users (id, username, email, first_name, last_name, partners, attributes, failed_logins, locked_until)
     select ${USER_UUID_SQL}, 'bench.user.' || lpad(i::text, 6, '0'), 'bench.user.' || i || '@example.com',
       'Bench', 'User ' || i, array[($1::uuid[])[1 + i % cardinality($1::uuid[])]],
       jsonb_build_object('partners', jsonb_build_array(($1::uuid[])[1 + i % cardinality($1::uuid[])])),
       case when i % 50 = 0 then 5 else 0 end,
       case when i % 50 = 0 then now() + interval '1 hour' end
     from generate_series(0, $2::int - 1) i`,
    [partners, BENCH_USERS],
  );
  await client.query(
    `insert into identity_user_groups (user_id, group_id)
     select u.id, g.id from identity_users u, identity_groups g
     where u.username like 'bench.user.%' and g.name = 'call_centre_agent'`,
  );
  await client.query(
    `insert into identity_sessions (id, user_id, client_id, refresh_jti, created_at, expires_at)
     select gen_random_uuid(), u.id, 'coverdesk-web', gen_random_uuid(), now() - (s || ' hours')::interval, now()
     from identity_users u, generate_series(1, 3) s where u.username like 'bench.user.%'`,
  );
}

async function loadAuditEvents(client: pg.Client, partners: string[]) {
  for (let from = 0; from < BENCH_AUDIT_EVENTS; from += CHUNK) {
    await client.query(
      `insert into audit_events (guid, partner_guid, actor_guid, actor_username, entity_type, entity_guid, action,
         before, after, created_at)
       select gen_random_uuid(), ($1::uuid[])[1 + i % cardinality($1::uuid[])], 'bench', 'bench.user.' || (i % 1000),
         'claim', md5('e' || (i % $4::int))::uuid::text, (array['create','update','approve','pay'])[1 + i % 4],
         jsonb_build_object('status', 'decision_pending'), jsonb_build_object('status', 'payable'),
         now() - (i || ' seconds')::interval
       from generate_series($2::int, $3::int - 1) i`,
      [partners, from, Math.min(from + CHUNK, BENCH_AUDIT_EVENTS), ENTITIES],
    );
  }
}
