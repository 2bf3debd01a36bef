import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { call } from '../../../lib/api-client.ts';
import { countriesRoutes } from '../../../lib/routes.ts';
import { countriesKey } from './list-countries.ts';

/** DELETE /api/countries/{code} (refused while a partner uses it: the server's text is shown). */
export function useDeleteCountry() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(countriesRoutes.remove, { params: { code } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: countriesKey }),
    meta: { errorMessage: i18next.t('countries:deleteFailed') },
  });
}
