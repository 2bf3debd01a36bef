import { describe, expect, it } from 'vitest';
import { normaliseMsisdn } from './phone.ts';

const KE = { code: 'KE', dialing_code: '254', phone_digits: 9 };
const CI = { code: 'CI', dialing_code: '225', phone_digits: 10 };

describe('normaliseMsisdn', () => {
  it.each([
    ['national with leading 0', '0712345678', KE, '254712345678'],
    ['national without leading 0', '712345678', KE, '254712345678'],
    ['with +prefix', '+254712345678', KE, '254712345678'],
    ['with prefix, no +', '254712345678', KE, '254712345678'],
    ['with 00 prefix', '00254712345678', KE, '254712345678'],
    ['spaces', '0712 345 678', KE, '254712345678'],
    ['dashes', '0712-345-678', KE, '254712345678'],
    ['prefix, spaces and dashes', '+254 712-345-678', KE, '254712345678'],
    ['brackets and dots', '(0712) 345.678', KE, '254712345678'],
    ['surrounding spaces', '  0712345678 ', KE, '254712345678'],
    ['one digit too many', '07123456789', KE, null],
    ['one digit too few', '071234567', KE, null],
    ['prefixed, too many digits', '2547123456789', KE, null],
    ['another country', '+255712345678', KE, null],
    ['letters', '07123abc78', KE, null],
    ['empty', '', KE, null],
    ['10-digit country, leading 0 kept', '07 07 07 07 07', CI, '2250707070707'],
    ['10-digit country, prefixed', '+225 0707070707', CI, '2250707070707'],
    ['10-digit country, too short', '07070707', CI, null],
  ])('%s: %s', (_name, input, country, expected) => {
    expect(normaliseMsisdn(input, country)).toBe(expected);
  });

  it('answers a canonical number as the parser reads it with its + (the fast path changes nothing)', () => {
    const NG = { code: 'NG', dialing_code: '234', phone_digits: 10 };
    for (const country of [KE, CI, NG]) {
      for (let i = 0; i < 2000; i++) {
        const national = String(Math.floor(Math.random() * 10 ** country.phone_digits)).padStart(
          country.phone_digits,
          '0',
        );
        const canonical = `${country.dialing_code}${national}`;
        expect(normaliseMsisdn(canonical, country), canonical).toBe(normaliseMsisdn(`+${canonical}`, country));
      }
    }
  });

  it('answers null, not an error, for a country whose dialing code the parser does not know', () => {
    const odd = { code: 'XX', dialing_code: '9', phone_digits: 9 };
    expect(normaliseMsisdn('0712345678', odd)).toBeNull();
    expect(normaliseMsisdn('254124888426', odd)).toBeNull();
  });
});
