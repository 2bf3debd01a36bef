import { normaliseMsisdn, type PhoneCountry, smsSegments } from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ImportDomain, RowOutcome } from '../../platform/imports/index.ts';
import './sms.messages.ts';

/** What a blast batch reads its file with (the import batch's options, set by the SMS batch service). */
export interface BlastOptions {
  sms_batch: string;
  msisdn_column: string;
  text_column?: string | null;
  default_text?: string | null;
  country: PhoneCountry;
  max_segments: number;
}

export interface BlastRow {
  msisdn: string;
  text: string;
  segments: number;
}

const rawRow = z.object({ msisdn: z.string().default(''), text: z.string().optional() });

/** The row schema of one blast: the number read for the partner's country, the text from its column or the default. */
export function blastRowSchema(o: BlastOptions): z.ZodType<BlastRow> {
  const read = fastNational(o.country);
  return rawRow.transform((r, ctx) => {
    const msisdn = read(r.msisdn);
    const text = (o.text_column ? (r.text ?? '').trim() : '') || (o.default_text ?? '');
    const segments = smsSegments(text);
    if (!msisdn) ctx.addIssue({ code: 'custom', path: ['msisdn'], message: 'sms_invalid_number' });
    if (!text.trim()) ctx.addIssue({ code: 'custom', path: ['text'], message: 'sms_empty_text' });
    else if (segments > o.max_segments) ctx.addIssue({ code: 'custom', path: ['text'], message: 'sms_text_too_long' });
    return { msisdn: msisdn ?? '', text, segments };
  }) as unknown as z.ZodType<BlastRow>;
}

/**
 * `normaliseMsisdn` for a million rows: a national number typed with its trunk 0 (`0712345678`) is by far the most
 * common form in a blast file, and the phone parser costs most of a row's time. The first such number of a batch is
 * read by the parser; when it answers the dialing code plus the digits after the 0, the others of that exact shape
 * (digits only, trunk 0, the country's digit count) are read the same way without it. Anything else goes through
 * `normaliseMsisdn` as everywhere.
 */
function fastNational(country: PhoneCountry) {
  let trunkZero: boolean | undefined;
  return (raw: string) => {
    const v = raw.trim();
    if (v.length === country.phone_digits + 1 && v.charCodeAt(0) === 48 && /^\d+$/.test(v)) {
      const fast = `${country.dialing_code}${v.slice(1)}`;
      trunkZero ??= normaliseMsisdn(v, country) === fast;
      if (trunkZero) return fast;
    }
    return normaliseMsisdn(v, country);
  };
}

const optionsOf = (options: Record<string, unknown>) => options as unknown as BlastOptions;

/**
 * SMS blasts on the import engine. The batch names the column of numbers (and of texts): `forBatch` maps them to
 * `msisdn`/`text` and builds the row schema for the partner's country. The key is the number: a number repeated in
 * the file is a duplicate (one message per number). The dry run (validation) adds up the segments the valid rows
 * cost; applying queues the valid rows as the batch's recipients (idempotent per line), which dispatch then sends.
 */
export const smsBlastImport: ImportDomain<BlastRow> = {
  kind: 'sms_blast',
  columns: ['msisdn'],
  optionalColumns: ['text'],
  schema: rawRow as unknown as z.ZodType<BlastRow>,
  chunkSize: 5000,
  keyOf: (row) => row.msisdn,

  forBatch(options) {
    const o = optionsOf(options);
    return {
      columns: o.text_column ? ['msisdn', 'text'] : ['msisdn'],
      optionalColumns: [],
      headers: { msisdn: o.msisdn_column, ...(o.text_column ? { text: o.text_column } : {}) },
      schema: blastRowSchema(o),
    };
  },

  async check(tx, ctx, rows) {
    const segments = rows.reduce((n, r) => n + r.row.segments, 0);
    await tx.execute(sql`update sms_batches set segments = segments + ${segments}, updated_at = now()
      where partner_guid = ${ctx.partner} and guid = ${optionsOf(ctx.batch.options).sms_batch}`);
    return rows.map((r): RowOutcome => ({ line: r.line, status: 'valid' }));
  },

  async apply(tx, ctx, rows) {
    const batch = optionsOf(ctx.batch.options).sms_batch;
    const values = rows.map((r) => ({
      line: r.line,
      msisdn: r.row.msisdn,
      text: r.row.text,
      segments: r.row.segments,
    }));
    const r = await tx.execute<{ line: number }>(sql`
      insert into sms_batch_recipients (partner_guid, batch_guid, line, msisdn, text, segments)
      select ${ctx.partner}::uuid, ${batch}::uuid, x.line, x.msisdn, x.text, x.segments
      from jsonb_to_recordset(${JSON.stringify(values)}::jsonb) as x(line int, msisdn text, text text, segments int)
      on conflict do nothing
      returning line`);
    const inserted = new Set(r.rows.map((x) => Number(x.line)));
    await tx.execute(sql`update sms_batches set recipients = recipients + ${inserted.size}, updated_at = now()
      where partner_guid = ${ctx.partner} and guid = ${batch}`);
    return rows.map((x): RowOutcome => ({ line: x.line, status: inserted.has(x.line) ? 'applied' : 'already' }));
  },
};
