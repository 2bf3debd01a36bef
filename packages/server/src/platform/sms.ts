import { smsSegments } from '@coverdesk/contract';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Database, Executor } from './db/client.ts';
import { smsSettledAs, smsWereHanded } from './metrics.ts';
import { smsOutbox } from './sms.tables.ts';

export interface Sms {
  partner_guid: string;
  customer_guid?: string | null;
  /** International form without '+'. */
  msisdn: string;
  text: string;
  /** What the message is for, e.g. `recurring_reminder`, `kyc_result`, `sms_batch`. */
  kind: string;
  /** The batch recipient this message is for (batch and line): the outbox holds at most one message per recipient. */
  batch_guid?: string | null;
  batch_line?: number | null;
}
export type SmsRow = typeof smsOutbox.$inferSelect;

/** The longest text we send: 10 concatenated GSM-7 parts (a partner's `sms_max_segments` is at most 10). */
export const SMS_MAX_CHARS = 1530;

/**
 * The SMS gateway adapter. Every message is recorded in `sms_outbox` inside the caller's (partner-scoped)
 * transaction, so it is handed to the gateway only if the change that triggered it commits. States: `queued` →
 * `sent` (handed to the gateway) → `delivered` | `failed` (the gateway's delivery report).
 *
 * The built-in gateway simulates a network: a message is `sent` at once and its delivery report arrives 2 to 9
 * seconds later (`settleSimulatedDeliveries`, run by the `sms.deliveries` job and by batch dispatch). Numbers ending
 * in `13` are unreachable and fail (`no_route`): deterministic, so tests and demos can show failures. A real provider
 * adapter implements the same interface and sets the state from the provider's delivery reports.
 */
export interface SmsGateway {
  send(tx: Executor, sms: Sms): Promise<SmsRow>;
  /**
   * Hands many messages at once (one statement). A message for a batch recipient already handed is skipped: answers
   * the batch lines handed now.
   */
  sendMany(tx: Executor, partner: string, messages: Sms[]): Promise<number[]>;
  /**
   * Hands the messages a query yields (columns `customer_guid`, `msisdn`, `text`, `kind`) in one INSERT ... SELECT:
   * a whole chunk of a bulk path at once. Rows whose text is empty or too long are skipped. Answers how many went.
   */
  sendSelected(tx: Executor, partner: string, messages: SQL): Promise<number>;
  listForCustomer(tx: Executor, partner: string, customerGuid: string, limit?: number): Promise<SmsRow[]>;
}

const checkText = (text: string) => {
  if (text.length === 0 || text.length > SMS_MAX_CHARS || smsSegments(text) > 10)
    throw new Error('sms text length out of range');
};

export function createSimulatedSmsGateway(): SmsGateway {
  return {
    async send(tx, sms) {
      checkText(sms.text);
      const guid = uuidv7();
      const [row] = await tx
        .insert(smsOutbox)
        .values({
          partner_guid: sms.partner_guid,
          guid,
          customer_guid: sms.customer_guid ?? null,
          msisdn: sms.msisdn,
          text: sms.text,
          kind: sms.kind,
          status: 'sent',
          provider_reference: `SIM-${guid}`,
          sent_at: sql`now()`,
          batch_guid: sms.batch_guid ?? null,
          batch_line: sms.batch_line ?? null,
        })
        .returning();
      smsWereHanded(sms.kind, 1);
      return row!;
    },

    async sendMany(tx, partner, messages) {
      if (!messages.length) return [];
      for (const m of messages) checkText(m.text);
      const rows = messages.map((m) => {
        const guid = uuidv7();
        return {
          guid,
          customer_guid: m.customer_guid ?? null,
          msisdn: m.msisdn,
          text: m.text,
          kind: m.kind,
          provider_reference: `SIM-${guid}`,
          batch_guid: m.batch_guid ?? null,
          batch_line: m.batch_line ?? null,
        };
      });
      const r = await tx.execute<{ batch_line: number | null; kind: string }>(sql`
        insert into sms_outbox (partner_guid, guid, customer_guid, msisdn, text, kind, status, provider_reference,
          sent_at, batch_guid, batch_line)
        select ${partner}::uuid, x.guid, x.customer_guid, x.msisdn, x.text, x.kind, 'sent', x.provider_reference,
          now(), x.batch_guid, x.batch_line
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(guid uuid, customer_guid uuid, msisdn text,
          text text, kind text, provider_reference text, batch_guid uuid, batch_line int)
        on conflict (partner_guid, batch_guid, batch_line) where batch_guid is not null do nothing
        returning batch_line, kind`);
      const byKind = new Map<string, number>();
      for (const x of r.rows) byKind.set(x.kind, (byKind.get(x.kind) ?? 0) + 1);
      for (const [kind, n] of byKind) smsWereHanded(kind, n);
      return r.rows.map((x) => x.batch_line).filter((l): l is number => l !== null);
    },

    async sendSelected(tx, partner, messages) {
      const r = await tx.execute<{ kind: string; n: number }>(sql`
        with handed as (
          insert into sms_outbox (partner_guid, guid, customer_guid, msisdn, text, kind, status, provider_reference, sent_at)
          select ${partner}::uuid, m.guid, m.customer_guid, m.msisdn, m.text, m.kind, 'sent', 'SIM-' || m.guid, now()
          -- offset 0: the text is made once per message (the length check pushed into the select made it three times).
          from (select cd_uuidv7() as guid, x.* from (${messages}) x offset 0) m
          where length(m.text) between 1 and ${SMS_MAX_CHARS}
          returning kind)
        select kind, count(*)::int as n from handed group by kind`);
      let total = 0;
      for (const x of r.rows) {
        smsWereHanded(x.kind, Number(x.n));
        total += Number(x.n);
      }
      return total;
    },

    listForCustomer: (tx, partner, customerGuid, limit = 200) =>
      tx
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.partner_guid, partner), eq(smsOutbox.customer_guid, customerGuid)))
        .orderBy(desc(smsOutbox.created_at), desc(smsOutbox.guid))
        .limit(limit),
  };
}

/**
 * The simulated network's delivery reports: every simulated message `sent` long enough ago (2 to 9 seconds, fixed per
 * message) becomes `delivered`, or `failed` when its number ends in 13; the counters of the batches they belong to
 * move with them. Runs over all partners (system work), at most `limit` messages per call; answers how many settled.
 */
export async function settleSimulatedDeliveries(database: Database, now = new Date(), limit = 50_000) {
  return database.system(async (tx) => {
    const r = await tx.execute<{ n: number }>(sql`
      with due as (
        select partner_guid, guid from sms_outbox
        where status = 'sent' and provider_reference like 'SIM-%'
          and sent_at + make_interval(secs => 2 + get_byte(uuid_send(guid), 15) % 8) <= ${now.toISOString()}::timestamptz
        order by sent_at limit ${limit} for update skip locked
      ), settled as (
        update sms_outbox o set
          status = case when right(o.msisdn, 2) = '13' then 'failed' else 'delivered' end,
          error = case when right(o.msisdn, 2) = '13' then 'no_route' end,
          delivered_at = case when right(o.msisdn, 2) = '13' then null
            else o.sent_at + make_interval(secs => 2 + get_byte(uuid_send(o.guid), 15) % 8) end,
          updated_at = now()
        from due where o.partner_guid = due.partner_guid and o.guid = due.guid
        returning o.partner_guid, o.batch_guid, o.status, o.error
      ), per_batch as (
        update sms_batches b set
          delivered = b.delivered + s.delivered, failed = b.failed + s.failed, updated_at = now()
        from (select partner_guid, batch_guid, count(*) filter (where status = 'delivered')::int as delivered,
                count(*) filter (where status = 'failed')::int as failed
              from settled where batch_guid is not null group by 1, 2) s
        where b.partner_guid = s.partner_guid and b.guid = s.batch_guid
        returning 1
      )
      select (select count(*)::int from settled) as n, (select count(*) from per_batch) as b,
        (select coalesce(jsonb_agg(x), '[]') from (select status, coalesce(error, '') as reason, count(*)::int as n
          from settled group by 1, 2) x) as outcomes`);
    const outcomes = (r.rows[0] as { outcomes?: { status: 'delivered' | 'failed'; reason: string; n: number }[] })
      ?.outcomes;
    for (const o of outcomes ?? []) smsSettledAs(o.status, o.reason || 'none', o.n);
    return r.rows[0]?.n ?? 0;
  });
}
