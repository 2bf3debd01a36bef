import { z } from 'zod';
import { LANGUAGES } from '../common/constants.ts';
import { guid, isoDateTime, requiredText } from '../common/ids.ts';
import { countSmsMarkers, SMS_DEFAULT_MAX_SEGMENTS, SMS_LIMITS } from './sms-segments.ts';

/**
 * SMS templates (SPEC §3, §5): a code, a text with `%s` markers filled in order, a language, the parameters (one per
 * marker: which customer value fills it) and whether the system generated it (then it is read-only).
 */
export const SMS_TEMPLATE_PARAMETERS = [
  'full_name',
  'first_name',
  'msisdn',
  'national_id',
  'policy_number',
  'product_name',
  'policy_status',
] as const;
export type SmsTemplateParameter = (typeof SMS_TEMPLATE_PARAMETERS)[number];
export const SMS_TEXT_MAX = 2000;

export const smsTemplateInput = z
  .object({
    code: requiredText(50).refine((v) => !/\s/.test(v), { message: 'no_spaces' }),
    text: requiredText(SMS_TEXT_MAX),
    language: z.enum(LANGUAGES, { message: 'required' }),
    parameters: z.array(z.enum(SMS_TEMPLATE_PARAMETERS)).max(20).default([]),
  })
  .superRefine((t, ctx) => {
    const markers = countSmsMarkers(t.text);
    if (markers !== t.parameters.length)
      ctx.addIssue({
        code: 'custom',
        path: ['parameters'],
        message: 'sms_parameters_mismatch',
      });
  });
export type SmsTemplateInput = z.input<typeof smsTemplateInput>;

export const smsTemplate = z.object({
  guid,
  code: z.string(),
  text: z.string(),
  language: z.string(),
  parameters: z.array(z.string()),
  system_generated: z.boolean(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type SmsTemplate = z.infer<typeof smsTemplate>;

export const smsTemplatesQuery = z.object({ language: z.enum(LANGUAGES).optional() });

/** `GET /api/metadata/sms_template`: what the editor offers and the partner's limit. */
export const smsTemplateMetadata = z.object({
  languages: z.array(z.string()),
  parameters: z.array(z.string()),
  max_segments: z.number().int(),
  limits: z.object({
    'GSM-7': z.object({ single: z.number().int(), part: z.number().int() }),
    'UCS-2': z.object({ single: z.number().int(), part: z.number().int() }),
  }),
});
export type SmsTemplateMetadata = z.infer<typeof smsTemplateMetadata>;
export const SMS_METADATA_DEFAULTS = { max_segments: SMS_DEFAULT_MAX_SEGMENTS, limits: SMS_LIMITS };
