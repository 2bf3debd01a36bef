// The bare baseline: a minimal Fastify app answering the same indexed queries straight through `pg`,
// with no auth, no validation, no row-level security. Each scenario's `baseline` names its route here.
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 20 });
const app = Fastify({ logger: false });

app.get('/partner/:guid', async (req) => {
  const { rows } = await pool.query('select * from partners where guid = $1', [(req.params as { guid: string }).guid]);
  return rows[0];
});
app.get('/country/:code', async (req) => {
  const { rows } = await pool.query('select * from countries where code = $1', [(req.params as { code: string }).code]);
  return rows[0];
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
  const { rows } = await pool.query(
    `select *, 1 - (name_key <->> cd_normalize_name($2)) as score from customers
     where partner_guid = $1 and name_key %> cd_normalize_name($2)
     order by name_key <->> cd_normalize_name($2) limit 11`,
    [p.partner, p.name],
  );
  return { items: rows.slice(0, 10), more: rows.length > 10 };
});
app.get('/hospital/:partner/:q', async (req) => {
  const p = req.params as { partner: string; q: string };
  const q = p.q.toLowerCase();
  const { rows } = await pool.query(
    `select * from hospitals where partner_guid = $1 and (lower(code) like $2 || '%' or lower(name) like '%' || $2 || '%')
     order by lower(name) collate "C" limit 10`,
    [p.partner, q],
  );
  return { items: rows };
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
  const { rows } = await pool.query('select * from identity_users order by username limit 100 offset $1', [
    Number(first),
  ]);
  return rows;
});
app.get('/user-states/:ids', async (req) => {
  const ids = (req.params as { ids: string }).ids.split(',');
  const { rows } = await pool.query(
    `select u.id, u.partners, u.failed_logins, u.locked_until,
       (select array_agg(g.name) from identity_user_groups ug join identity_groups g on g.id = ug.group_id
         where ug.user_id = u.id) roles,
       (select max(s.created_at) from identity_sessions s where s.user_id = u.id) last_sign_in
     from identity_users u where u.id = any($1::uuid[])`,
    [ids],
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
