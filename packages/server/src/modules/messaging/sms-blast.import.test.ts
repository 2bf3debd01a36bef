import { smsSegments } from '@coverdesk/contract';
import { describe, expect, it } from 'vitest';
import { blastRowSchema, blastSegments } from './sms-blast.import.ts';

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
    const schema = blastRowSchema(options);
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
    const byDefault = blastRowSchema({ ...options, text_column: null, default_text: 'Cover on' });
    expect(byDefault.parse({ msisdn: '0712345678', text: 'ignored' })).toEqual({
      msisdn: '254712345678',
      text: 'Cover on',
      segments: 1,
    });
  });
});
