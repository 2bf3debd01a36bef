import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { identityRoutes } from '../../../lib/routes.ts';

/** PUT /api/users/changepassword/{guid}. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: ({
      guid,
      ...body
    }: {
      guid: string;
      current_password: string;
      new_password: string;
      confirm_password: string;
    }) => call(identityRoutes.changePassword, { params: { guid }, body }),
    meta: { silent: true },
  });
