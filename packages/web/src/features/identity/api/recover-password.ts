import { useMutation, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { identityRoutes } from '../../../lib/routes.ts';

/** Whether the link's token can still set a password: asked when the page opens, before a password is typed. */
export const useRecoverTokenCheck = (token: string) =>
  useQuery({
    queryKey: [identityRoutes.checkRecoverToken.path, token],
    queryFn: () => call(identityRoutes.checkRecoverToken, { body: { token } }),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { silent: true },
  });

/** Sets a new password with the token of the emailed link. */
export const useRecoverPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string; confirm_password: string }) =>
      call(identityRoutes.recoverPassword, { body }),
    meta: { silent: true },
  });
