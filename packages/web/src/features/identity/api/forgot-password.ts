import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { usersRoutes } from '../../../lib/routes.ts';

/** PUT /api/forgotpassword/{username or email}: emails a reset link. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (username: string) => call(usersRoutes.forgotPassword, { params: { username } }),
    meta: { silent: true },
  });
