import { sql } from 'drizzle-orm';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database } from '../../platform/db/client.ts';
import { addDays } from '../policies/policy-periods.ts';
import { dueSlots, holidaysOf } from './debit-calendar.ts';
import { applyAnswers, debitSettingsOf } from './debit-process.ts';

/** A mandate the customer never authenticated expires after this many days. */
export const MANDATE_EXPIRY_DAYS = 10;
/** Mandates per transaction of a run: a killed run loses at most one chunk, which the next run creates. */
export const RUN_CHUNK = 20_000;

export interface RunResult {
  date: string;
  created: number;
  retried: number;
  assumed_paid: number;
  expired_mandates: number;
}

/**
 * The day's collection run for one partner (the scheduled job runs it for every partner each morning; pg-boss sends
 * a schedule's run once across processes). Every step is idempotent, so a repeated or killed run is safe:
 * 1. mandates pending authentication for more than MANDATE_EXPIRY_DAYS expire;
 * 2. one pending collection per active mandate whose debit day falls due (moved to the next business day), created in
 *    keyset chunks of RUN_CHUNK mandates, each chunk one `insert … on conflict do nothing` on the unique
 *    (debit order, period) key: never two collections of a period, however often the run goes;
 * 3. collections whose retry day has come are sent again (attempt + 1);
 * 4. pending collections with no failure reported by their `assume_paid_on` day are taken as paid (their premium is
 *    recorded as a payment, as a bank's success answer would).
 * `stopAfterChunks` is for tests: the run stops as if killed after that many chunks.
 */
export async function runCollection(
  database: Database,
  actor: Actor,
  partner: string,
  date: string,
  opts: { stopAfterChunks?: number; chunk?: number } = {},
): Promise<RunResult> {
  const chunk = opts.chunk ?? RUN_CHUNK;
  const result: RunResult = { date, created: 0, retried: 0, assumed_paid: 0, expired_mandates: 0 };
  const { settings, holidays } = await database.scoped([partner], async (tx) => ({
    settings: await debitSettingsOf(tx, partner),
    holidays: await holidaysOf(tx, partner, addDays(date, -45), addDays(date, 45)),
  }));

  result.expired_mandates = await database.scoped([partner], async (tx) => {
    const r = await tx.execute<{ guid: string }>(sql`
      with expired as (
        update debit_orders set mandate_status = 'expired', mandate_message = 'not authenticated in time',
          updated_at = now()
        where partner_guid = ${partner} and mandate_status = 'pending_authentication'
          and mandate_requested_at < ${`${date}T00:00:00Z`}::timestamptz - make_interval(days => ${MANDATE_EXPIRY_DAYS})
        returning guid
      ), audited as (
        insert into audit_events (guid, partner_guid, actor_guid, actor_username, entity_type, entity_guid, action,
          before, after, reason)
        select cd_uuid_v7(), ${partner}, ${actor.sub}, ${actor.username}, 'debit_order',
          e.guid::text, 'mandate_expired', '{"mandate_status":"pending_authentication"}'::jsonb,
          '{"mandate_status":"expired"}'::jsonb, 'mandate not authenticated in time'
        from expired e
      )
      select guid from expired`);
    return r.rows.length;
  });

  let chunks = 0;
  for (const slot of dueSlots(date, holidays)) {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      if (opts.stopAfterChunks !== undefined && chunks >= opts.stopAfterChunks) return result;
      const r = await database.scoped([partner], async (tx) => {
        const out = await tx.execute<{ last: string | null; scanned: number; created: number }>(sql`
          with batch as (
            select d.guid, d.policy_guid, d.customer_guid, d.amount_in_cents, d.retries, d.mandate_reference
            from debit_orders d
            where d.partner_guid = ${partner} and d.day = ${slot.day} and d.mandate_status = 'active'
              and d.guid > ${after}::uuid
            order by d.guid
            limit ${chunk}
          ), ins as (
            insert into debit_order_transactions (partner_guid, guid, debit_order_guid, policy_guid, customer_guid,
              reference, period, amount_in_cents, due_date, status, attempts, retries, assume_paid_on)
            select ${partner}, cd_uuid_v7(), b.guid, b.policy_guid, b.customer_guid,
              b.mandate_reference || '-' || ${slot.period}, ${slot.period}, b.amount_in_cents, ${slot.collect_on}::date,
              'pending', 1, b.retries, ${addDays(slot.collect_on, settings.assume_paid_days)}::date
            from batch b
            join debit_orders d on d.partner_guid = ${partner} and d.guid = b.guid
            join policies p on p.partner_guid = ${partner} and p.guid = b.policy_guid
            where d.start_date <= ${slot.nominal}::date and p.status not in ('cancelled', 'expired')
            on conflict do nothing
            returning 1
          )
          select (select max(guid::text) from batch) as last, (select count(*) from batch)::int as scanned,
            (select count(*) from ins)::int as created`);
        const row = out.rows[0]!;
        if (row.created > 0)
          await audit(tx, actor, {
            partner_guid: partner,
            entity_type: 'debit_collection_run',
            entity_guid: `${partner}:${date}`,
            action: 'collect',
            after: { period: slot.period, day: slot.day, due_date: slot.collect_on, created: row.created },
          });
        return row;
      });
      if (r.scanned > 0) chunks++;
      result.created += r.created;
      if (!r.last || r.scanned < chunk) break;
      after = r.last;
    }
  }

  result.retried = await database.scoped([partner], async (tx) => {
    const r = await tx.execute<{ guid: string }>(sql`
      with sent as (
        update debit_order_transactions set status = 'pending', attempts = attempts + 1, due_date = retry_on,
          assume_paid_on = retry_on + ${settings.assume_paid_days}::int, retry_on = null, updated_at = now()
        where partner_guid = ${partner} and status = 'retry_scheduled' and retry_on <= ${date}::date
        returning guid, attempts
      ), audited as (
        insert into audit_events (guid, partner_guid, actor_guid, actor_username, entity_type, entity_guid, action,
          after, reason)
        select cd_uuid_v7(), ${partner}, ${actor.sub}, ${actor.username}, 'debit_order_transaction', s.guid::text,
          'retry', jsonb_build_object('status', 'pending', 'attempts', s.attempts), 'retry sent to the bank'
        from sent s
      )
      select guid from sent`);
    return r.rows.length;
  });

  // Taken as paid: in chunks, each through the same rule as a bank's success answer.
  for (;;) {
    const n = await database.scoped([partner], async (tx) => {
      const due = await tx.execute<{ guid: string }>(sql`
        select guid from debit_order_transactions
        where partner_guid = ${partner} and status = 'pending' and assume_paid_on <= ${date}::date
        order by guid limit 1000 for update skip locked`);
      if (!due.rows.length) return 0;
      await applyAnswers(
        tx,
        actor,
        partner,
        due.rows.map((r) => ({ guid: r.guid, status: 'success' as const })),
        { today: date, reason: `no failure reported within ${settings.assume_paid_days} days: taken as paid` },
      );
      return due.rows.length;
    });
    result.assumed_paid += n;
    if (n < 1000) break;
  }
  return result;
}
