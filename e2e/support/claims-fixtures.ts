import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

/** The embedded PostgreSQL of the e2e server (read-only look-ups of demo rows). */
async function withDb<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const port = fs.readFileSync(path.join(inject('dataDir'), 'pg-port'), 'utf8').trim();
  const client = new pg.Client({ connectionString: `postgres://postgres:coverdesk@127.0.0.1:${port}/coverdesk` });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** A password-grant access token for a user, through the server's OAuth endpoint. */
export async function apiToken(baseUrl: string, username: string, password: string): Promise<string> {
  const cfg = (await (await fetch(`${baseUrl}/api/public/web-config`)).json()) as {
    client_id: string;
    client_secret: string;
  };
  const res = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: cfg.client_id,
      client_secret: cfg.client_secret,
      username,
      password,
    }),
  });
  if (!res.ok) throw new Error(`no token for ${username}: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

export async function api<T>(baseUrl: string, token: string, method: string, url: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
export const daysAgo = (n: number) => iso(new Date(Date.now() - n * 86_400_000));
/** An ISO date (and time) as a person types it in the app's date fields: day first (`dd/mm/yyyy[ hh:mm]`). */
export const dayFirst = (v: string) =>
  v.replace(/^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/, (_m, y, mo, d, h, mi) =>
    h ? `${d}/${mo}/${y} ${h}:${mi}` : `${d}/${mo}/${y}`,
  );

export interface HospitalCandidate {
  partner: string;
  customer: string;
  msisdn: string;
  name: string;
  dob: string | null;
  policy: string;
  policyNumber: string;
}

/**
 * A demo customer of a partner with an active hospital policy whose assessment pays for a stay from 6 to 2 days ago
 * (checked with the server's own assessment preview), with a phone number ending or not in 9 (the simulated payout
 * gateway fails those).
 */
export async function hospitalCandidate(
  baseUrl: string,
  token: string,
  partnerCode: string,
  endsInNine: boolean,
  exclude: string[] = [],
): Promise<HospitalCandidate> {
  const rows = await withDb(async (c) => {
    const r = await c.query(
      `select pa.guid partner, cu.guid customer, cu.msisdn, cu.full_name name, cu.date_of_birth::text dob,
              p.guid policy, p.policy_number
         from policies p
         join products pr on pr.partner_guid = p.partner_guid and pr.guid = p.product_guid
         join customers cu on cu.partner_guid = p.partner_guid and cu.guid = p.customer_guid
         join partners pa on pa.guid = p.partner_guid
        where pa.code = $1 and pr.type = 'hospital' and p.status = 'active' and cu.date_of_birth is not null
        order by (cu.msisdn like '%9') = $2 desc, p.start_date`,
      [partnerCode, endsInNine],
    );
    return r.rows as {
      partner: string;
      customer: string;
      msisdn: string;
      name: string;
      dob: string | null;
      policy: string;
      policy_number: string;
    }[];
  });
  for (const row of rows) {
    if (exclude.includes(row.customer)) continue;
    const preview = await api<{ payable: boolean }>(
      baseUrl,
      token,
      'POST',
      `/api/claims/assessment_preview?partner=${row.partner}`,
      {
        type: 'hospital',
        customer_guid: row.customer,
        policy_guid: row.policy,
        person_affected: row.name,
        relation: 'Principal',
        person_affected_dob: row.dob,
        document_channel: 'whatsapp',
        verification: 'phone_call',
        documentation_received_at: new Date().toISOString(),
        claim_amount_cents: 5_000_000,
        hospital_admission_date: daysAgo(6),
        hospital_discharge_date: daysAgo(2),
        hospital_name: 'Any',
        hospitalization_reason: 'Malaria',
        condition: 'Illness',
        is_accident: false,
      },
    ).catch(() => ({ payable: false }));
    if (preview.payable && row.msisdn.endsWith('9') !== endsInNine) {
      // The demo data has no such customer with the wanted ending: give this one a number that has it.
      row.msisdn = await withDb(async (c) => {
        for (let i = 0; ; i++) {
          const msisdn = `2547${String(Date.now() + i).slice(-7)}${endsInNine ? '9' : '1'}`;
          const r = await c.query(
            'update customers set msisdn = $1 where guid = $2 and not exists (select 1 from customers where partner_guid = $3 and msisdn = $1)',
            [msisdn, row.customer, row.partner],
          );
          if (r.rowCount) return msisdn;
        }
      });
    }
    if (preview.payable)
      return {
        partner: row.partner,
        customer: row.customer,
        msisdn: row.msisdn,
        name: row.name,
        dob: row.dob,
        policy: row.policy,
        policyNumber: row.policy_number,
      };
  }
  throw new Error(`no payable hospital customer at ${partnerCode} (ends in 9: ${endsInNine})`);
}

/** Adds a hospital and a claim condition to the partner's lists when it has none (as an administrator). */
export async function ensureClaimLists(baseUrl: string, adminToken: string, partner: string) {
  const q = `?partner=${partner}`;
  const hospitals = await api<{ count: number }>(baseUrl, adminToken, 'GET', `/api/claim_hospitals${q}&country=KE`);
  if (hospitals.count === 0)
    await api(baseUrl, adminToken, 'POST', `/api/configs/hospitals${q}`, {
      code: 'KNH',
      name: 'Kenyatta National Hospital',
      country_code: 'KE',
      town: 'Nairobi',
    });
  const conditions = await api<unknown[]>(baseUrl, adminToken, 'GET', `/api/configs/claim_conditions${q}`);
  if (conditions.length === 0)
    await api(baseUrl, adminToken, 'POST', `/api/configs/claim_conditions${q}`, { code: 'ILLNESS', name: 'Illness' });
  const reasons = await api<unknown[]>(baseUrl, adminToken, 'GET', `/api/configs/claim_rejection_reasons${q}`);
  if (reasons.length === 0)
    await api(baseUrl, adminToken, 'POST', `/api/configs/claim_rejection_reasons${q}`, {
      code: 'NOT_COVERED',
      name: 'Not covered by the policy',
    });
}

/**
 * An open callback on one of the partner's claims. Callbacks are requested by customers (USSD, call centre), for which
 * the API has no call; the demo data may have none, so the flow adds one straight into the database.
 */
export async function ensureOpenCallback(partner: string): Promise<string> {
  return withDb(async (c) => {
    const { rows } = await c.query(
      `select cl.claim_reference from claim_callbacks cb
         join claims cl on cl.partner_guid = cb.partner_guid and cl.guid = cb.claim_guid
        where cb.partner_guid = $1 and cb.status = 'open' order by cb.requested_at limit 1`,
      [partner],
    );
    if (rows[0]) return rows[0].claim_reference as string;
    const claim = await c.query(
      `select cl.guid, cl.claim_reference, cu.msisdn from claims cl
         join customers cu on cu.partner_guid = cl.partner_guid and cu.guid = cl.customer_guid
        where cl.partner_guid = $1 order by cl.received_at limit 1`,
      [partner],
    );
    const row = claim.rows[0] as { guid: string; claim_reference: string; msisdn: string };
    await c.query(
      `insert into claim_callbacks (partner_guid, guid, claim_guid, msisdn, notes, requested_at, status)
       values ($1, $2, $3, $4, 'Wants to know when the claim will be paid', now() - interval '1 day', 'open')`,
      [partner, crypto.randomUUID(), row.guid, row.msisdn],
    );
    return row.claim_reference;
  });
}

export interface ComplexCandidate {
  customer: string;
  name: string;
  policy: string;
}

/**
 * A demo customer of a partner with an active policy whose product has a benefit limit per life (fixed indemnity), so
 * a complex claim of theirs has a balance to record benefit usages against.
 */
export async function complexCandidate(partner: string): Promise<ComplexCandidate> {
  return withDb(async (c) => {
    const { rows } = await c.query(
      `select cu.guid customer, cu.full_name name, p.guid policy
         from policies p
         join products pr on pr.partner_guid = p.partner_guid and pr.guid = p.product_guid
         join customers cu on cu.partner_guid = p.partner_guid and cu.guid = p.customer_guid
        where p.partner_guid = $1 and p.status = 'active' and pr.fixed_indemnity_amount >= 100000
        order by p.start_date, p.guid limit 1`,
      [partner],
    );
    if (!rows[0]) throw new Error(`no customer with a benefit limit at ${partner}`);
    return rows[0] as ComplexCandidate;
  });
}

/** A claim of the partner whose latest payout is still pending with the operator (the demo data leaves one). */
export async function pendingPayoutClaim(partner: string): Promise<{ guid: string; reference: string }> {
  return withDb(async (c) => {
    const { rows } = await c.query(
      `select cl.guid, cl.claim_reference reference from claims cl
         join mobile_money_transactions m on m.partner_guid = cl.partner_guid and m.claim_guid = cl.guid
        where cl.partner_guid = $1 and cl.status = 'payable' and cl.payment_status = 'pending' and m.status = 'pending'
        order by cl.received_at limit 1`,
      [partner],
    );
    if (!rows[0]) throw new Error(`no claim with a pending payout at ${partner}`);
    return rows[0] as { guid: string; reference: string };
  });
}
