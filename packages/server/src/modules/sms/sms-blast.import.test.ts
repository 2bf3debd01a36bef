import { normaliseMsisdn, type PhoneCountry, smsSegments } from '@coverdesk/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type BlastRow, blastRows, blastSegments } from './sms-blast.import.ts';

const KE = { code: 'KE', dialing_code: '254', phone_digits: 9 };
const options = { sms_batch: 'b', msisdn_column: 'Phone', text_column: 'Message', country: KE, max_segments: 2 };

describe('blast rows', () => {
  it('counts segments like smsSegments (plain GSM-7 fast path, extended characters, UCS-2)', () => {
    const plain = `abcXYZ 0123456789 .,!?'"():;@#%&*+-/=<>_$\n\r`;
    for (const ch of plain) expect(blastSegments(ch.repeat(161)), JSON.stringify(ch)).toBe(2);
    const cases = [
      '',
      'a',
      'a'.repeat(160),
      'a'.repeat(161),
      'a'.repeat(306),
      'a'.repeat(307),
      '€'.repeat(80),
      '€'.repeat(81),
      '[hello]'.repeat(30),
      'été à où'.repeat(30),
      'fenêtre',
      'ê'.repeat(70),
      'ê'.repeat(71),
      'Habari 😀',
      '`backtick',
    ];
    for (const text of cases) expect(blastSegments(text), text).toBe(smsSegments(text));
  });

  it('reads the number for the country, the text or the default, and refuses bad rows once', () => {
    const { schema } = blastRows(options);
    expect(schema.parse({ msisdn: ' 0712345678 ', text: ' Hello ' })).toEqual({
      msisdn: '254712345678',
      text: 'Hello',
      segments: 1,
    });
    const bad = schema.safeParse({ msisdn: 'nope', text: 'x'.repeat(400) });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['msisdn', 'sms_invalid_number'],
      ['text', 'sms_text_too_long'],
    ]);
    expect(schema.safeParse({ msisdn: '0712345678', text: '  ' }).error?.issues[0]?.message).toBe('sms_empty_text');
    // Made long by a character outside GSM-7: the row names it and the limit it set.
    const ucs2 = schema.safeParse({ msisdn: '0712345678', text: `Payé ✓ ${'x'.repeat(400)}` });
    expect(ucs2.error?.issues[0]).toMatchObject({
      message: 'sms_max_characters_exceeded_ucs2',
      params: { ucs2: '« ✓ »', limit: 134, gsm_limit: 306 },
    });
    const byDefault = blastRows({ ...options, text_column: null, default_text: 'Cover on' }).schema;
    expect(byDefault.parse({ msisdn: '0712345678', text: 'ignored' })).toEqual({
      msisdn: '254712345678',
      text: 'Cover on',
      segments: 1,
    });
  });

  it('reads every shape of number and text as normaliseMsisdn and the zod schema do, fast paths or not', () => {
    const countries: PhoneCountry[] = [
      KE,
      { code: 'CI', dialing_code: '225', phone_digits: 10 },
      { code: 'NG', dialing_code: '234', phone_digits: 10 },
      { code: 'ZA', dialing_code: '27', phone_digits: 9 },
      { code: 'IT', dialing_code: '39', phone_digits: 10 },
    ];
    const digits = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n });
    const number = (c: PhoneCountry) =>
      fc.oneof(
        // The trunk-0 national form (the fast path's shape), its lengths either side, other prefixes and layouts.
        fc
          .tuple(fc.constantFrom(0, 1, -1), digits(c.phone_digits + 1))
          .map(([d, ds]) => `0${ds.slice(1 - d).join('')}`),
        digits(c.phone_digits + 1).map((ds) => ds.join('')),
        fc
          .tuple(fc.constantFrom('', '+', '00'), digits(c.phone_digits))
          .map(([prefix, ds]) => `${prefix}${c.dialing_code}${ds.join('')}`),
        digits(c.phone_digits).map((ds) => `0${ds.join('')}`.replace(/(\d{3})(\d{3})/, '$1 $2-')),
        fc.constantFrom(
          '',
          ' ',
          'not-a-number',
          '+',
          '0',
          `0${'7'.repeat(c.phone_digits)} `,
          ` 0${'1'.repeat(c.phone_digits)}`,
        ),
      );
    const text = fc.oneof(fc.constantFrom('', '  ', 'Habari', 'x'.repeat(400), '€ été'), fc.string({ maxLength: 200 }));
    fc.assert(
      fc.property(
        fc.constantFrom(...countries),
        fc.boolean(),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom('Cover on', '', null),
        (country, ownText, max, fallback) => {
          const o = {
            ...options,
            country,
            max_segments: max,
            text_column: ownText ? 'Message' : null,
            default_text: fallback,
          };
          const rows = fc.sample(fc.tuple(number(country), text), 60);
          const { schema, parse } = blastRows(o);
          for (const [msisdn, t] of rows) {
            const data: Record<string, string> = ownText ? { msisdn, text: t } : { msisdn };
            const expected = normaliseMsisdn(msisdn, country) ?? '';
            const zod = schema.safeParse(data);
            const fast = parse(data);
            if (zod.success) expect((zod.data as BlastRow).msisdn, msisdn).toBe(expected);
            else expect(zod.error.issues.some((i) => i.path[0] === 'msisdn')).toBe(!expected);
            // The zod-free reading accepts exactly the rows zod accepts, with the same value.
            expect(fast, JSON.stringify(data)).toEqual(zod.success ? zod.data : undefined);
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});
