import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { usersRoutes } from '../../../lib/routes.ts';

/** Sets a new password with the token of the emailed link. */
export const useRecoverPassword = () =>
  useMutation({
    mutationFn: (body: { token: string; password: string }) => call(usersRoutes.recoverPassword, { body }),
    meta: { silent: true },
  });
