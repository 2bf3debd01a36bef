import type { CountryInput } from '@coverdesk/contract/countries/countries.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { countriesRoutes } from '../../../lib/routes.ts';
import { countriesKey } from './list-countries.ts';

/** POST /api/countries. */
export function useCreateCountry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: CountryInput) => call(countriesRoutes.create, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: countriesKey }),
    meta: { silent: true },
  });
}
