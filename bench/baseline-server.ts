// The bare baseline: a minimal Fastify app answering the same indexed queries straight through `pg`,
// with no auth, no validation, no row-level security. Each scenario's `baseline` names its route here.

import { randomUUID } from 'node:crypto';
import { KNOWLEDGE_SEARCH_CAP } from '@coverdesk/contract';
import Fastify from 'fastify';
import helmet from 'helmet';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import pg from 'pg';
import { securityHeaderOptions } from '../packages/server/src/platform/http/security-headers.ts';

// The same work as CoverDesk where the rules ask for it (BENCH_PARTNERS and BENCH_APP_ROLE, given by run.ts):
// - row-level security: the sessions run as the app role with every bench partner in scope (a session setting, as
//   CoverDesk's scoped reader keeps it), so each partner-owned row passes the same policy check CoverDesk's do; without
//   them (kb-search) a superuser session with app.all_partners sees all (reference_search checks the partner against
//   the session's scope);
// - the users screen's partner isolation: an admin sees the users sharing a partner with them or with none (below);
// - JIT off, as CoverDesk's pools have it;
// - what every answer of CoverDesk must carry and check (BENCH_JWKS_URL, given by run.ts): the caller's bearer token,
//   verified once against the realm's keys and then remembered (as CoverDesk's verifier does), its admin role, the
//   security headers (the same Helmet set, built once) and a request id.
// Dates stay strings, as CoverDesk reads them.
pg.types.setTypeParser(1082, (v) => v);
const PARTNERS = (process.env.BENCH_PARTNERS ?? '').split(',').filter(Boolean);
const scoped = process.env.BENCH_APP_ROLE === '1' && PARTNERS.length > 0;
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 20,
  options: scoped
    ? `-c role=coverdesk_app -c app.partner_guids=${PARTNERS.join(',')} -c jit=off`
    : '-c app.all_partners=on -c jit=off',
});
const visible = 'and (cardinality(partners) = 0 or partners && $2::uuid[])';
const app = Fastify({ logger: false });

const JWKS_URL = process.env.BENCH_JWKS_URL;
if (JWKS_URL) {
  const keys = createRemoteJWKSet(new URL(JWKS_URL));
  const verified = new Map<string, string[]>();
  const securityHeaders = helmet(securityHeaderOptions({ sentry: false }));
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', randomUUID());
    await new Promise<void>((resolve) => securityHeaders(req.raw, reply.raw, () => resolve()));
    if (req.url === '/user-by-name') return; // the sign-in's own look-up: no token yet
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return reply.code(401).send({ error: 'unauthorized' });
    let roles = verified.get(header);
    if (!roles) {
      const { payload } = await jwtVerify(header.slice(7), keys);
      roles = (payload.realm_access as { roles: string[] }).roles;
      verified.set(header, roles);
    }
    if (!roles.includes('admin')) return reply.code(403).send({ error: 'forbidden' });
  });
}

app.get('/partner/:guid', async (req) => {
  const { rows } = await pool.query('select * from partners where guid = $1', [(req.params as { guid: string }).guid]);
  return rows[0];
});
app.get('/country/:code', async (req) => {
  const { rows } = await pool.query('select * from countries where code = $1', [(req.params as { code: string }).code]);
  return rows[0];
});
// The dashboard's answer as CoverDesk gives it: per day and status (the chart) from the daily totals, with the money
// held as unallocated as its own status, and the totals per status summed from those rows.
app.get('/payment-status/:partner/:from/:to', async (req) => {
  const p = req.params as { partner: string; from: string; to: string };
  const { rows } = await pool.query(
    `select day, status, count, amount_cents::text as amount_cents from (
       select day, status, count::int as count, amount_cents::numeric as amount_cents from payment_daily_totals
       where partner_guid = $1 and day between $2 and $3 and count <> 0
       union all
       select effected_date, 'unallocated', count(*)::int, sum(amount_cents) from unallocated_money
       where partner_guid = $1 and status = 'unallocated' and effected_date between $2 and $3 group by effected_date
     ) d order by day, status`,
    [p.partner, p.from, p.to],
  );
  const totals = new Map<string, { status: string; count: number; amount_cents: bigint }>();
  for (const r of rows) {
    const t = totals.get(r.status) ?? { status: r.status, count: 0, amount_cents: 0n };
    t.count += r.count;
    t.amount_cents += BigInt(r.amount_cents);
    totals.set(r.status, t);
  }
  const statuses = [...totals.values()].map((t) => ({ ...t, amount_cents: t.amount_cents.toString() }));
  return { by_day: rows, statuses };
});
app.post('/user-by-name', async (req) => {
  const body = req.body as { username: string };
  const { rows } = await pool.query(
    'select id, username, password_hash from identity_users where lower(username) = lower($1)',
    [body.username],
  );
  return { id: rows[0]?.id };
});
app.get('/customer/msisdn/:partner/:msisdn', async (req) => {
  const p = req.params as { partner: string; msisdn: string };
  const { rows } = await pool.query('select * from customers where partner_guid = $1 and msisdn = $2', [
    p.partner,
    p.msisdn,
  ]);
  return { items: rows, count: rows.length };
});
app.get('/customer/national_id/:partner/:id', async (req) => {
  const p = req.params as { partner: string; id: string };
  const { rows } = await pool.query('select * from customers where partner_guid = $1 and national_id = $2 limit 10', [
    p.partner,
    p.id,
  ]);
  return { items: rows, count: rows.length };
});

app.get('/customer/name/:partner/:name', async (req) => {
  const p = req.params as { partner: string; name: string };
  // The same walk as CoverDesk's: the partner's nearest distinct names, then each name's customers.
  const { rows } = await pool.query(
    `select c.*, 1 - n.d as score from (
       select name_key, name_key <->> cd_normalize_name($2) as d from customer_names
       where partner_guid = $1 and name_key %> cd_normalize_name($2) order by 2 limit 11) n
     cross join lateral (select * from customers c where c.partner_guid = $1 and c.name_key = n.name_key
       order by full_name, guid limit 11) c
     limit 11`,
    [p.partner, p.name],
  );
  return { items: rows.slice(0, 10), more: rows.length > 10 };
});
app.get('/hospital/:partner/:q', async (req) => {
  const p = req.params as { partner: string; q: string };
  // The same search function CoverDesk calls (its word index), on a connection that sees every partner.
  const { rows } = await pool.query(
    `select h.* from reference_search('hospitals', $1, $2, null, 10, 0) with ordinality r(guid, total, more, n)
     join hospitals h on h.partner_guid = $1 and h.guid = r.guid order by r.n`,
    [p.partner, p.q],
  );
  return { items: rows };
});

// The same search function CoverDesk calls (its word index, migration 0026) + the page's headlines, bare (no row-level
// security, one statement).
app.get('/guide/:partner/:q', async (req) => {
  const p = req.params as { partner: string; q: string };
  const words = p.q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const terms = words.map((w, i) => (i === words.length - 1 ? `${w}:*` : w)).join(' & ');
  const { rows } = await pool.query(
    `select g.guid, g.title, s.rank, s.total,
       ts_headline(case when g.language = 'fr' then 'cd_fr'::regconfig else 'cd_en'::regconfig end,
         g.body || E'\n' || g.attachments_text, to_tsquery('cd_fr', $2) || to_tsquery('cd_en', $2)) as snippet
     from knowledge_search($1, $2, null, 10, 0, $3) with ordinality s(guid, rank, total, n)
     left join knowledge_guides g on g.partner_guid = $1 and g.guid = s.guid order by s.n`,
    [p.partner, terms, KNOWLEDGE_SEARCH_CAP],
  );
  return { items: rows.filter((r) => r.guid), count: rows[0]?.total ?? 0 };
});
app.get('/audit/:partner/:entity', async (req) => {
  const p = req.params as { partner: string; entity: string };
  const [items, count] = await Promise.all([
    pool.query(
      `select * from audit_events where partner_guid = $1 and entity_guid = $2
       order by created_at desc, guid desc limit 100`,
      [p.partner, p.entity],
    ),
    pool.query('select count(*)::int as n from audit_events where partner_guid = $1 and entity_guid = $2', [
      p.partner,
      p.entity,
    ]),
  ]);
  return { items: items.rows, count: count.rows[0].n };
});
app.get('/users/:first', async (req) => {
  const { first } = req.params as { first: string };
  const { rows } = await pool.query(
    `select * from identity_users where true ${visible} order by username limit 100 offset $1`,
    [Number(first), PARTNERS],
  );
  return rows;
});
// The ids in the query string, as CoverDesk takes them: a path parameter of 3,700 characters passes Fastify's
// maxParamLength (100), and the baseline then measured its 404.
app.get('/user-states', async (req) => {
  const ids = (req.query as { ids: string }).ids.split(',');
  const { rows } = await pool.query(
    `select u.id, u.partners, u.failed_logins, u.locked_until,
       (select array_agg(g.name) from identity_user_groups ug join identity_groups g on g.id = ug.group_id
         where ug.user_id = u.id) roles,
       (select max(s.created_at) from identity_sessions s where s.user_id = u.id) last_sign_in
     from identity_users u where u.id = any($1::uuid[]) ${visible}`,
    [ids, PARTNERS],
  );
  return rows;
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
process.on('SIGTERM', async () => {
  await app.close();
  await pool.end();
  process.exit(0);
});
