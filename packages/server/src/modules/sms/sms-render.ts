import { fillSmsTemplate, type SmsTemplateParameter } from '@coverdesk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { smsTemplates } from './sms.tables.ts';

/** The values a template parameter can take (SMS_TEMPLATE_PARAMETERS), by name. */
export type SmsValues = Partial<Record<SmsTemplateParameter, string | null>>;

/** Fills a template's `%s` markers in order with the values its parameters name; a missing value is empty. */
export const renderSmsTemplate = (t: { text: string; parameters: readonly string[] }, values: object) =>
  fillSmsTemplate(
    t.text,
    t.parameters.map((k) => String((values as Record<string, unknown>)[k] ?? '')),
  );

/** The messages the platform sends itself: the codes of the system templates seeded by migration 0031. */
export type SystemSmsCode =
  | 'CUSTOMER_REGISTERED'
  | 'POLICY_ACTIVATED'
  | 'POLICY_CANCELLED'
  | 'PAYMENT_RECEIVED'
  | 'PREMIUM_REMINDER'
  | 'CLAIM_SUBMITTED'
  | 'CLAIM_APPROVED'
  | 'CLAIM_REJECTED'
  | 'CLAIM_PAID'
  | 'KYC_VERIFIED'
  | 'KYC_FAILED';

/**
 * A platform message's text: the partner's template of the code in the customer's language (English when the partner
 * has none in it), rendered with the values. Templates are partner-owned: every partner holds its own read-only copy
 * of the system templates (seeded for each new partner), unless it had written one with the code before the seed.
 */
export async function renderSystemSms(
  tx: Executor,
  partner: string,
  code: SystemSmsCode,
  language: string,
  values: SmsValues,
) {
  const [t] = await tx
    .select({ text: smsTemplates.text, parameters: smsTemplates.parameters })
    .from(smsTemplates)
    .where(
      and(
        eq(smsTemplates.partner_guid, partner),
        eq(smsTemplates.code, code),
        inArray(smsTemplates.language, [language, 'en']),
      ),
    )
    .orderBy(sql`${smsTemplates.language} = ${language} desc`)
    .limit(1);
  // Seeded for every partner by a trigger: missing means the database was not migrated.
  if (!t) throw new Error(`system SMS template ${code} missing for partner ${partner}`);
  return renderSmsTemplate(t, values);
}
