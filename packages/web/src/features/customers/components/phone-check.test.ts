import { customerInput } from '@coverdesk/contract/customers/customers.schemas';
import { describe, expect, it } from 'vitest';
import { formatMsisdn, withPhoneCheck } from './phone-check.ts';

const KENYA = { code: 'KE', dialing_code: '254', phone_digits: 9 };
const base = { full_name: 'Wanjiku Kamau' };

describe('phone check for the partner country', () => {
  const schema = withPhoneCheck(customerInput, KENYA, ['msisdn', 'beneficiary_msisdn']);
  it('accepts a number typed as the caller reads it', () => {
    for (const msisdn of ['0712 345 678', '712-345-678', '+254 712 345 678', '254712345678', '00254712345678'])
      expect(schema.safeParse({ ...base, msisdn }).success).toBe(true);
  });
  it('refuses a wrong digit count or another country, naming the field', () => {
    for (const [msisdn, beneficiary_msisdn, path] of [
      ['0712 345 67', null, 'msisdn'],
      ['+255 712 345 678', null, 'msisdn'],
      ['0712345678', '123', 'beneficiary_msisdn'],
    ] as const) {
      const r = schema.safeParse({ ...base, msisdn, beneficiary_msisdn });
      expect(r.success).toBe(false);
      expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([[path, 'phone_invalid']]);
    }
  });
  it('shows a stored number with its country code', () => {
    expect(formatMsisdn('254712345678', KENYA)).toBe('+254 712 345 678');
    expect(formatMsisdn('2250707555666', { code: 'CI', dialing_code: '225', phone_digits: 10 })).toBe(
      '+225 07 07 55 56 66',
    );
    expect(formatMsisdn(null, KENYA)).toBe('');
  });
});
