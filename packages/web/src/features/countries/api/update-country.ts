import type { CountryUpdate } from '@coverdesk/contract/countries/countries.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { countriesRoutes } from '../../../lib/routes.ts';
import { countriesKey } from './list-countries.ts';

/** PUT /api/countries/{code}. */
export function useUpdateCountry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ code, ...body }: CountryUpdate & { code: string }) =>
      call(countriesRoutes.update, { params: { code }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: countriesKey }),
    meta: { silent: true },
  });
}
