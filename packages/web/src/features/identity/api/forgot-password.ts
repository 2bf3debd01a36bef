import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { identityRoutes } from '../../../lib/routes.ts';

/** PUT /api/forgotpassword/{username or email}: emails a reset link. */
export const useForgotPassword = () =>
  useMutation({
    mutationFn: (username: string) => call(identityRoutes.forgotPassword, { params: { x: username } }),
    meta: { silent: true },
  });
