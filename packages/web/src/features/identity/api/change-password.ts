import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { usersRoutes } from '../../../lib/routes.ts';

/** PUT /api/users/changepassword/{guid}. */
export const useChangePassword = () =>
  useMutation({
    mutationFn: (v: { guid: string; current_password: string; new_password: string }) =>
      call(usersRoutes.changePassword, {
        params: { guid: v.guid },
        body: { current_password: v.current_password, new_password: v.new_password },
      }),
    meta: { silent: true },
  });
