import {
  LANGUAGES,
  SMS_LIMITS,
  SMS_TEMPLATE_PARAMETERS,
  type SmsTemplate,
  type smsTemplateInput,
  smsTooLong,
} from '@coverdesk/contract';
import { and, asc, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, conflict, notFound } from '../../platform/http/errors.ts';
import { isUniqueViolation } from '../../platform/uploads.ts';
import { partnerConfigsRepository, readConfig } from '../configuration/index.ts';
import { type SmsTemplateRow, smsTemplates } from './sms.tables.ts';
import './sms.messages.ts';

type Input = z.output<typeof smsTemplateInput>;

/** The partner's longest SMS in segments (partner config `sms_max_segments`). */
export async function maxSegmentsOf(tx: Executor, partner: string) {
  return readConfig('config', await partnerConfigsRepository.get(tx, partner, 'config')).sms_max_segments;
}

/** SPEC §5 "maximum characters exceeded": the text (markers as written) must fit the partner's segments. */
/** 400 when the text is longer than the partner allows, naming the characters that forced UCS-2 and their limit. */
export function checkLength(text: string, max: number, field = 'text') {
  const tooLong = smsTooLong(text, max);
  if (tooLong) throw new AppError(400, 'invalid_input', tooLong.params, { [field]: tooLong.message });
}

const out = (r: SmsTemplateRow): SmsTemplate => ({
  guid: r.guid,
  code: r.code,
  text: r.text,
  language: r.language,
  parameters: r.parameters,
  system_generated: r.system_generated,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

const byGuid = (partner: string, guid: string) =>
  and(eq(smsTemplates.partner_guid, partner), eq(smsTemplates.guid, guid));

export const smsTemplatesRepository = {
  get: async (tx: Executor, partner: string, guid: string) =>
    (await tx.select().from(smsTemplates).where(byGuid(partner, guid)))[0],
};

/** SMS templates: code and text not empty, a language, one parameter per `%s`, system-generated ones read-only. */
export function createSmsTemplatesService(database: Database) {
  const scoped = database.scoped;

  async function editable(tx: Executor, partner: string, guid: string) {
    const row = (await tx.select().from(smsTemplates).where(byGuid(partner, guid)).for('update'))[0];
    if (!row) throw notFound('sms_template_not_found');
    if (row.system_generated) throw conflict('sms_template_system');
    return row;
  }
  const taken = (e: unknown): never => {
    if (isUniqueViolation(e)) throw conflict('sms_template_code_taken');
    throw e;
  };

  return {
    list: (partner: string, language?: string) =>
      scoped([partner], async (tx) => {
        const rows = await tx
          .select()
          .from(smsTemplates)
          .where(
            and(eq(smsTemplates.partner_guid, partner), language ? eq(smsTemplates.language, language) : undefined),
          )
          .orderBy(asc(smsTemplates.code), asc(smsTemplates.language))
          .limit(1000);
        return rows.map(out);
      }),

    create: (actor: Actor, partner: string, input: Input) =>
      scoped([partner], async (tx) => {
        checkLength(input.text, await maxSegmentsOf(tx, partner));
        const [row] = await tx
          .insert(smsTemplates)
          .values({ partner_guid: partner, guid: uuidv7(), ...input })
          .returning()
          .catch(taken);
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'sms_template',
          entity_guid: row!.guid,
          action: 'create',
          after: input,
        });
        return out(row!);
      }),

    update: (actor: Actor, partner: string, guid: string, input: Input) =>
      scoped([partner], async (tx) => {
        const before = await editable(tx, partner, guid);
        checkLength(input.text, await maxSegmentsOf(tx, partner));
        const [row] = await tx
          .update(smsTemplates)
          .set({ ...input, updated_at: new Date().toISOString() })
          .where(byGuid(partner, guid))
          .returning()
          .catch(taken);
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'sms_template',
          entity_guid: guid,
          action: 'update',
          before: { code: before.code, text: before.text, language: before.language, parameters: before.parameters },
          after: input,
        });
        return out(row!);
      }),

    remove: (actor: Actor, partner: string, guid: string) =>
      scoped([partner], async (tx) => {
        const before = await editable(tx, partner, guid);
        await tx.delete(smsTemplates).where(byGuid(partner, guid));
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'sms_template',
          entity_guid: guid,
          action: 'delete',
          before: { code: before.code, text: before.text, language: before.language },
        });
      }),

    metadata: (partner: string) =>
      scoped([partner], async (tx) => ({
        languages: [...LANGUAGES],
        parameters: [...SMS_TEMPLATE_PARAMETERS],
        max_segments: await maxSegmentsOf(tx, partner),
        limits: SMS_LIMITS,
      })),
  };
}
