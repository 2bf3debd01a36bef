// `npm run bench:groups`: a cooperative's members file end to end through the running server — upload through the import
// engine (temporary members), then registration of every member into a customer and a policy (one job). Settings:
// BENCH_GROUP_MEMBERS (5000: principals; every fifth has a dependant), DATABASE_URL (else an embedded PostgreSQL under
// .tmp/bench-pg). Target (issue 19): 5,000 members onboarded from one spreadsheet into policies in minutes.
import fs from 'node:fs';
import path from 'node:path';
import { uuidv7 } from 'uuidv7';
import {
  benchPartner,
  benchProduct,
  freshDatabase,
  peakRssMb,
  seconds,
  sleep,
  startImportServer,
  stopChildren,
} from './support.ts';

const MEMBERS = Number(process.env.BENCH_GROUP_MEMBERS ?? 5_000);

async function main() {
  const db = await freshDatabase('coverdesk_bench_groups');
  const { client, useAppRole, url: dbUrl } = db;
  const partner = await benchPartner(client, 'BGRP', 'Bench groups');
  const product = await benchProduct(client, partner, { code: 'BG1', name: 'Group Hospital Cash', coverType: 'group' });
  await client.query(
    `insert into product_premiums (partner_guid, guid, product_guid, amount_in_cents, granularity)
     values ($1, $2, $3, 1000, 'monthly')`,
    [partner, uuidv7(), product],
  );
  await client.query(
    `insert into group_product_configs (partner_guid, guid, product_guid, min_members, max_members, allow_dependants)
     values ($1, $2, $3, 1, 100000, true)`,
    [partner, uuidv7(), product],
  );

  fs.mkdirSync('.tmp', { recursive: true });
  const file = path.resolve('.tmp/bench-group-members.csv');
  const lines = ['msisdn,full_name,date_of_birth,gender,principal_msisdn,relationship'];
  for (let i = 0; i < MEMBERS; i++) {
    const msisdn = `07${String(10_000_000 + i).slice(-8)}`;
    lines.push(`${msisdn},Member ${i},1985-01-01,female,,`);
    if (i % 5 === 0) lines.push(`,Child ${i},2015-01-01,male,${msisdn},Child`);
  }
  fs.writeFileSync(file, `${lines.join('\n')}\n`);

  const server = await startImportServer({
    DATABASE_URL: dbUrl.toString(),
    BENCH_PARTNERS: partner,
    BENCH_APP_ROLE: useAppRole ? '1' : '0',
  });
  const { base } = server;
  const headers = { authorization: `Bearer ${server.token}`, 'content-type': 'application/json' };
  const api = async <T>(method: string, p: string, body?: unknown): Promise<T> => {
    const r = await fetch(`${base}${p}${p.includes('?') ? '&' : '?'}partner=${partner}`, {
      method,
      headers: body === undefined ? { authorization: headers.authorization } : headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${method} ${p} answered ${r.status}: ${await r.text()}`);
    return (await r.json()) as T;
  };
  const group = await api<{ guid: string }>('POST', '/api/groups/pre_register', {
    name: 'Bench Cooperative',
    group_type: 'cooperative',
    product_guid: product,
    premium_cents: 1000,
    start_date: new Date().toISOString().slice(0, 10),
    contact_name: 'Bench Contact',
    contact_msisdn: '0799000000',
  });

  let t0 = Date.now();
  const form = new FormData();
  form.append('file', await fs.openAsBlob(file), 'members.csv');
  const res = await fetch(`${base}/api/groups/temp/upload?partner=${partner}&groupId=${group.guid}`, {
    method: 'POST',
    headers: { authorization: headers.authorization },
    body: form,
  });
  if (res.status !== 202) throw new Error(`upload answered ${res.status}: ${await res.text()}`);
  const { guid: batchGuid } = (await res.json()) as { guid: string };
  let batch: { status: string; applied: number; failed: number; invalid: number };
  for (;;) {
    await sleep(250);
    batch = await api('GET', `/api/groups/temp/imports/${batchGuid}`);
    if (batch.status !== 'queued' && batch.status !== 'running') break;
  }
  const uploadSeconds = seconds(t0);

  t0 = Date.now();
  await api('POST', '/api/groups/v2/register', { group_id: group.guid });
  let run: { status: string; registered: number; failed: number; total: number };
  for (;;) {
    await sleep(500);
    run = (await api<{ registration: typeof run }>('GET', `/api/groups/group/${group.guid}`)).registration;
    if (run.status !== 'queued' && run.status !== 'running') break;
  }
  const registerSeconds = seconds(t0);
  const rss = peakRssMb(server.pid);
  const policies = (await client.query('select count(*)::int n from policies')).rows[0].n;

  console.log(`\nGroup members file: ${MEMBERS.toLocaleString('en')} principals (+ a dependant for every fifth)`);
  console.log(
    `  upload ${batch.status} in ${uploadSeconds.toFixed(1)} s: applied ${batch.applied}, refused ${batch.failed}, invalid ${batch.invalid}`,
  );
  console.log(
    `  registration ${run.status} in ${registerSeconds.toFixed(1)} s (${(run.registered / registerSeconds).toFixed(0)} members/s): registered ${run.registered}, failed ${run.failed}; policies ${policies}`,
  );
  console.log(`  server peak RSS: ${rss.toFixed(0)} MB`);

  await client.end();
  stopChildren();
  await sleep(1000);
  await db.stop();
  process.exit(0);
}

main().catch(async (err) => {
  console.error(err);
  stopChildren('SIGKILL');
  process.exit(1);
});
