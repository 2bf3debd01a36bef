import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { identityRoutes } from '../../../lib/routes.ts';

/** Sets a new password with the token of the emailed link. */
export const useRecoverPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string; confirm_password: string }) =>
      call(identityRoutes.recoverPassword, { body }),
    meta: { silent: true },
  });
