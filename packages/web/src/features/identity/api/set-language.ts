import type { Language } from '@coverdesk/contract/common/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { changeLanguage } from '../../../app/i18n.ts';
import { call } from '../../../lib/api-client.ts';
import { identityRoutes, userAdminRoutes } from '../../../lib/routes.ts';

/** PUT /api/users/me/language, then the screen follows: the account's language (emails) and this browser's. */
export function useSetLanguage() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async (language: Language) => {
      await call(userAdminRoutes.setLanguage, { body: { language } });
      await changeLanguage(language);
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: [identityRoutes.me.path] }),
    meta: { errorMessage: i18next.t('identity:profile.languageFailed') },
  });
}
