import { normaliseMsisdn } from '@coverdesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import { auditFrom } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { type ApplyContext, markStagedRows, type StagedChunk, stagedRows } from '../../platform/imports/index.ts';
import { phoneCountryOf } from '../partners/index.ts';
import { policiesRepository } from '../policies/index.ts';
import type { LoyaltyRunRow } from './loyalty.tables.ts';

const units = (cents: number) => (cents / 100).toFixed(2);

/**
 * The chunk's numbers as the partner's customers hold them. Only the line and the number travel to Node (the phone
 * parser lives here); everything else stays staged and is read by the statements below.
 */
async function numbersOf(tx: Tx, ctx: ApplyContext, chunk: StagedChunk) {
  const country = await phoneCountryOf(tx, ctx.partner);
  const r = await tx.execute<{ line: number; msisdn: string }>(
    sql`select line, value->>'msisdn' as msisdn from (${stagedRows(chunk)}) s`,
  );
  const lines: number[] = [];
  const numbers: (string | null)[] = [];
  for (const x of r.rows) {
    lines.push(x.line);
    numbers.push(normaliseMsisdn(x.msisdn, country));
  }
  return { lines, numbers };
}

/**
 * `decided`: the rule for every valid row of the chunk, in SQL (see `loyalty.schemas.ts` in the contract): `below`
 * the threshold, `not_customer`, `covered` (a live loyalty policy reaching the period's end, or the customer already
 * met earlier in the chunk), `renew`, `nothing_to_renew` (renewal runs) or `grant`. The customer's policy is their
 * loyalty policy (not cancelled) that runs longest, open-ended first.
 */
async function decided(tx: Tx, ctx: ApplyContext, run: LoyaltyRunRow, chunk: StagedChunk): Promise<SQL> {
  const { lines, numbers } = await numbersOf(tx, ctx, chunk);
  return sql`decided as (
    select m.line, m.row_key, m.spend, m.customer_guid, h.guid as policy_guid, h.policy_number, h.valid_until,
      h.status as policy_status,
      case when m.spend < ${run.spend_threshold_cents} then 'below'
        when m.customer_guid is null then 'not_customer'
        when row_number() over (partition by m.customer_guid order by m.line) > 1
          or (h.status is not null and h.status <> 'expired'
            and (h.valid_until is null or h.valid_until >= ${run.period_end}::date)) then 'covered'
        when h.guid is not null then 'renew'
        when ${run.mode} = 'renewal' then 'nothing_to_renew'
        else 'grant' end as kind
    from (
      select s.line, s.row_key, (s.value->>'spend')::bigint as spend, c.guid as customer_guid
      from (${stagedRows(chunk)}) s
      join unnest(${sql.param(lines)}::int[], ${sql.param(numbers)}::text[]) as n(line, msisdn) on n.line = s.line
      left join customers c on c.partner_guid = ${ctx.partner} and c.msisdn = n.msisdn
        and (s.value->>'spend')::bigint >= ${run.spend_threshold_cents}
    ) m
    left join lateral (
      select p.guid, p.policy_number, p.valid_until, p.status from policies p
      where p.partner_guid = ${ctx.partner} and p.product_guid = ${run.product_guid}
        and p.customer_guid = m.customer_guid and p.status <> 'cancelled'
      order by p.valid_until desc nulls first, p.guid limit 1
    ) h on m.customer_guid is not null
  )`;
}

/** The outcome columns of a decided row that does not apply (`already` or `failed`, reason and params). */
const refusedOutcome = (run: LoyaltyRunRow) => sql`
  case when d.kind in ('below', 'covered') then 'already' else 'failed' end as status,
  'loyalty_' || case d.kind when 'below' then 'below_threshold' when 'covered' then 'already_covered'
    when 'not_customer' then 'customer_not_found' else 'nothing_to_renew' end as reason,
  case d.kind
    when 'below' then jsonb_build_object('spend', (d.spend / 100.0)::numeric(20, 2)::text,
      'threshold', ${units(run.spend_threshold_cents)}::text)
    when 'covered' then jsonb_build_object('policy', coalesce(d.policy_number, ''),
      'until', to_char(coalesce(d.valid_until, ${run.period_end}::date), 'YYYY-MM-DD'))
  end as reason_params`;

/** Dry run of a chunk: the rows that would not be granted or renewed get their outcome; the others stay `valid`. */
export async function checkChunk(tx: Tx, ctx: ApplyContext, run: LoyaltyRunRow, chunk: StagedChunk) {
  await markStagedRows(
    tx,
    chunk,
    sql`select d.line, ${refusedOutcome(run)} from decided d where d.kind not in ('grant', 'renew')`,
    { with: await decided(tx, ctx, run, chunk), by: 'line' },
  );
}

/**
 * Allocates a chunk in one statement, reading its rows inside PostgreSQL: the grants (policy numbers reserved at
 * once, free policies active for the period, their backup rows with no state before, their audit events), the
 * renewals (the backup row with the state before first — a key already kept for this run is not renewed twice — then
 * the new end date and `active`, with an audit event each) and every row's outcome.
 */
export async function allocateChunk(tx: Tx, ctx: ApplyContext, run: LoyaltyRunRow, chunk: StagedChunk) {
  const product = await policiesRepository.product(tx, ctx.partner, run.product_guid);
  const year = Number(ctx.today.slice(0, 4));
  const code = (await policiesRepository.partnerCode(tx, ctx.partner)) ?? 'P';
  const details = JSON.stringify({ channel: 'Loyalty', loyalty_batch: ctx.batch.guid });
  const reason = `loyalty batch ${ctx.batch.guid}`;
  const { actor } = ctx;
  const writes = sql`${await decided(tx, ctx, run, chunk)},
    grants as (
      select d.*, row_number() over (order by d.line) as n, count(*) over () as total from decided d
      where d.kind = 'grant'
    ), reserved as (
      insert into policy_number_sequences (partner_guid, year, last_value)
      select ${ctx.partner}, ${year}, count(*) from grants having count(*) > 0
      on conflict (partner_guid, year) do update set last_value = policy_number_sequences.last_value + excluded.last_value
      returning last_value
    ), granted as (
      insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity,
        start_date, valid_until, status, additional_details)
      select ${ctx.partner}, cd_uuidv7(),
        ${code} || '-' || ${year} || '-' || lpad((r.last_value - g.total + g.n)::text,
          greatest(6, length((r.last_value - g.total + g.n)::text)), '0'),
        g.customer_guid, ${run.product_guid}, 0, ${product?.granularity ?? 'monthly'}, ${run.period_start}::date,
        ${run.period_end}::date, 'active', ${details}::jsonb
      from grants g cross join reserved r
      returning *
    ), grant_kept as (
      insert into loyalty_allocations (partner_guid, batch_guid, row_key, customer_guid, policy_guid, action, before, spend_cents)
      select ${ctx.partner}, ${ctx.batch.guid}, g.row_key, g.customer_guid, p.guid, 'granted', null, g.spend
      from granted p join grants g on g.customer_guid = p.customer_guid
    ), grant_audit as (
      ${auditFrom(actor, {
        partner_guid: ctx.partner,
        entity_type: 'policy',
        entity_guid: sql`p.guid::text`,
        action: 'loyalty_grant',
        after: sql`to_jsonb(p)`,
        reason,
        from: sql`granted p`,
      })}
    ), kept as (
      insert into loyalty_allocations (partner_guid, batch_guid, row_key, customer_guid, policy_guid, action, before, spend_cents)
      select ${ctx.partner}, ${ctx.batch.guid}, d.row_key, d.customer_guid, d.policy_guid, 'renewed',
        jsonb_build_object('valid_until', d.valid_until, 'status', d.policy_status), d.spend
      from decided d where d.kind = 'renew'
      on conflict do nothing
      returning row_key, policy_guid
    ), renewed as (
      update policies p set valid_until = ${run.period_end}::date, status = 'active', updated_at = now()
      from kept k where p.partner_guid = ${ctx.partner} and p.guid = k.policy_guid
      returning p.*
    ), renew_audit as (
      ${auditFrom(actor, {
        partner_guid: ctx.partner,
        entity_type: 'policy',
        entity_guid: sql`p.guid::text`,
        action: 'loyalty_renew',
        before: sql`jsonb_build_object('valid_until', d.valid_until, 'status', d.policy_status)`,
        after: sql`to_jsonb(p)`,
        reason,
        from: sql`renewed p join decided d on d.kind = 'renew' and d.policy_guid = p.guid`,
      })}
    )`;
  await markStagedRows(
    tx,
    chunk,
    sql`select d.line, ${refusedOutcome(run)} from decided d where d.kind not in ('grant', 'renew')
      union all
      select line, 'applied', null, null from grants
      union all
      select d.line, case when k.row_key is null then 'already' else 'applied' end,
        case when k.row_key is null then 'import_already_recorded' end, null
      from decided d left join kept k on k.row_key = d.row_key where d.kind = 'renew'`,
    { with: writes, by: 'line' },
  );
}
