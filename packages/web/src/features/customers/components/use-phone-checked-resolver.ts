import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { usePartnerCountry } from '../../../app/partner/partner-country.ts';
import { withPhoneCheck } from './phone-check.ts';

/**
 * The form resolver of a contract schema that also reads `phoneFields` as phone numbers of the partner's country.
 * Pass a constant list (it is a memo dependency).
 */
export function usePhoneCheckedResolver<Values extends FieldValues, Output>(
  schema: z.ZodType,
  phoneFields: readonly string[],
): Resolver<Values, unknown, Output> {
  const country = usePartnerCountry().data;
  return useMemo(() => {
    const checked = withPhoneCheck(schema, country, [...phoneFields]) as unknown as z.ZodType<FieldValues, FieldValues>;
    return zodResolver(checked) as unknown as Resolver<Values, unknown, Output>;
  }, [schema, country, phoneFields]);
}
