import { and, desc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Executor } from './db/client.ts';
import { smsOutbox } from './sms.tables.ts';

export interface Sms {
  partner_guid: string;
  customer_guid?: string | null;
  /** International form without '+'. */
  msisdn: string;
  text: string;
  /** What the message is for, e.g. `recurring_reminder`, `kyc_result`. */
  kind: string;
}
export type SmsRow = typeof smsOutbox.$inferSelect;

/** The longest text we send: 6 concatenated GSM-7 parts. */
export const SMS_MAX_CHARS = 918;

/**
 * The SMS gateway adapter. Every message is recorded in `sms_outbox` inside the caller's (partner-scoped)
 * transaction, so it is sent only if the change that triggered it commits. The built-in gateway simulates delivery:
 * it gives the message a provider reference and marks it delivered. A real provider adapter implements the same
 * interface and updates the status from its delivery reports.
 */
export interface SmsGateway {
  send(tx: Executor, sms: Sms): Promise<SmsRow>;
  listForCustomer(tx: Executor, partner: string, customerGuid: string, limit?: number): Promise<SmsRow[]>;
}

export function createSimulatedSmsGateway(): SmsGateway {
  return {
    async send(tx, sms) {
      if (sms.text.length === 0 || sms.text.length > SMS_MAX_CHARS) throw new Error('sms text length out of range');
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
          status: 'delivered',
          provider_reference: `SIM-${guid}`,
          sent_at: sql`now()`,
          delivered_at: sql`now()`,
        })
        .returning();
      return row!;
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
