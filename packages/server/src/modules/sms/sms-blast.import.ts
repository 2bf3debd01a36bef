import { normaliseMsisdn, type PhoneCountry, smsSegments, smsTooLong } from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { type ImportDomain, stagedRows } from '../../platform/imports/index.ts';
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

/**
 * Characters of the GSM-7 basic table that take one unit each: a text made only of these (most blast texts) is
 * counted by its length, without walking it character by character. Anything else goes through `smsSegments`.
 */
const GSM7_PLAIN = /^[A-Za-z0-9 .,!?'"():;@#%&*+\-/=<>_$\n\r]*$/;

/** `smsSegments`, faster for plain GSM-7 texts (the same answer: checked against it in the tests). */
export function blastSegments(text: string): number {
  if (!GSM7_PLAIN.test(text)) return smsSegments(text);
  const n = text.length;
  return n === 0 ? 0 : n <= 160 ? 1 : Math.ceil(n / 153);
}

/**
 * How one blast reads a row: the number read for the partner's country, the text from its column or the default,
 * and its segments — computed once per row, while the engine stages the file (the value it stores is what checking
 * and queueing read back in SQL; nothing parses the row again). `schema` is the zod schema (the engine's error
 * messages come from its issues); `parse` is the same reading without zod for the rows it accepts — the staging of a
 * million rows spends a third less time per row (zod's object, overwrite and refinement steps cost ~1.5 µs a row).
 */
export function blastRows(o: BlastOptions) {
  const read = fastNational(o.country);
  const fallback = o.default_text ?? '';
  const fallbackSegments = blastSegments(fallback);
  const build = (r: { msisdn: string; text?: string }): BlastRow => {
    const own = o.text_column ? (r.text ?? '').trim() : '';
    return {
      msisdn: read(r.msisdn) ?? '',
      text: own || fallback,
      segments: own ? blastSegments(own) : fallbackSegments,
    };
  };
  type Problem = { path: 'msisdn' | 'text'; message: string; params?: Record<string, string | number> };
  const problem = (row: BlastRow): Problem[] => {
    const out: Problem[] = [];
    if (!row.msisdn) out.push({ path: 'msisdn', message: 'sms_invalid_number' });
    if (!row.text.trim()) out.push({ path: 'text', message: 'sms_empty_text' });
    else if (row.segments > o.max_segments) {
      // A text made long by characters outside GSM-7 says which ones, and the limit they set (as the API does).
      const why = smsTooLong(row.text, o.max_segments);
      out.push(
        why?.message === 'sms_max_characters_exceeded_ucs2'
          ? { path: 'text', message: why.message, params: why.params }
          : { path: 'text', message: 'sms_text_too_long' },
      );
    }
    return out;
  };
  // Zod's `overwrite` + `superRefine` rather than `transform`: the same result at a fraction of the cost per row.
  const schema = rawRow.overwrite(build as never).superRefine((v, ctx) => {
    for (const p of problem(v as unknown as BlastRow))
      ctx.addIssue({ code: 'custom', path: [p.path], message: p.message, params: p.params });
  }) as unknown as z.ZodType<BlastRow>;
  const parse = (data: Record<string, string>): BlastRow | undefined => {
    const row = build({ msisdn: data.msisdn ?? '', text: data.text });
    return row.msisdn && row.text.trim() && row.segments <= o.max_segments ? row : undefined;
  };
  return { schema, parse };
}

/**
 * `normaliseMsisdn` for a million rows: a national number typed with its trunk 0 (`0712345678`) is by far the most
 * common form in a blast file, and the phone parser costs most of a row's time. The first such number of a batch is
 * read by the parser; when it answers the dialing code plus the digits after the 0, the others of that exact shape
 * (digits only, trunk 0 then another digit — `00` starts an international number —, the country's digit count) are
 * read the same way without it. Anything else goes through `normaliseMsisdn` as everywhere.
 */
function fastNational(country: PhoneCountry) {
  let trunkZero: boolean | undefined;
  return (raw: string) => {
    const v = raw.trim();
    if (v.length === country.phone_digits + 1 && v.charCodeAt(0) === 48 && v.charCodeAt(1) !== 48 && /^\d+$/.test(v)) {
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
 * the file is a duplicate (one message per number). A row is parsed once, when the engine stages it; the rest is
 * set-based on the staged values (their `value`): the dry run (validation) adds up the segments of the valid
 * rows in SQL. The import is only ever a dry run: once sent, the valid staged rows are the batch's queue, which
 * dispatch reads in line order (sending copies nothing per row): the domain has no `applyStaged`.
 */
export const smsBlastImport: ImportDomain<BlastRow> = {
  kind: 'sms_blast',
  columns: ['msisdn'],
  optionalColumns: ['text'],
  schema: rawRow as unknown as z.ZodType<BlastRow>,
  chunkSize: 50_000,
  keyOf: (row) => row.msisdn,

  forBatch(options) {
    const o = optionsOf(options);
    return {
      columns: o.text_column ? ['msisdn', 'text'] : ['msisdn'],
      optionalColumns: [],
      headers: { msisdn: o.msisdn_column, ...(o.text_column ? { text: o.text_column } : {}) },
      ...blastRows(o),
    };
  },

  // The dry run walks the chunks from the first line on every run (a resumed one too): the first chunk starts the
  // sum again, so a killed validation never counts a chunk twice. It changes no row: it answers the rows it summed.
  async checkStaged(tx, ctx, chunk) {
    const r = await tx.execute<{ n: number }>(sql`with c as (
        select count(*)::int as n, coalesce(sum((r.value->>'segments')::int), 0) as segments from (${stagedRows(chunk)}) r)
      update sms_batches b
      set segments = (case when ${chunk.after}::int = 0 then 0 else b.segments end) + c.segments, updated_at = now()
      from c where b.partner_guid = ${ctx.partner} and b.guid = ${optionsOf(ctx.batch.options).sms_batch}
      returning c.n`);
    return r.rows[0] ? { unchanged: r.rows[0].n } : undefined;
  },
};
