/**
 * Route tables the web calls, from the contract. The users table below mirrors the identity shapes announced for the
 * contract and moves there when the identity module is merged.
 */
import { defineRoutes } from '@coverdesk/contract/common/route';
import { z } from 'zod';

export { dashboardRoutes } from '@coverdesk/contract/dashboard/dashboard.routes';
export { countriesRoutes } from '@coverdesk/contract/partners/countries.routes';
export { featureFlagsRoutes } from '@coverdesk/contract/partners/feature-flags.routes';
export { partnersRoutes } from '@coverdesk/contract/partners/partners.routes';
export { webConfigRoutes } from '@coverdesk/contract/web-config/web-config.routes';

const passwordBody = z.object({ current_password: z.string(), new_password: z.string() });

export const profile = z.looseObject({
  guid: z.string().optional(),
  id: z.string().optional(),
  username: z.string().optional(),
  first_name: z.string().nullish(),
  last_name: z.string().nullish(),
  email: z.string().nullish(),
  roles: z.array(z.string()).optional(),
  partners: z.array(z.string()).optional(),
});
export type Profile = z.infer<typeof profile>;

export const usersRoutes = defineRoutes({
  logout: { method: 'GET', path: '/api/users/logout', summary: 'Sign out', scope: 'user' },
  me: { method: 'GET', path: '/api/users/me', summary: 'My profile', scope: 'user', response: profile },
  changePassword: {
    method: 'PUT',
    path: '/api/users/changepassword/:guid',
    summary: 'Change my password',
    scope: 'user',
    params: z.object({ guid: z.string() }),
    body: passwordBody,
  },
  forgotPassword: {
    method: 'PUT',
    path: '/api/forgotpassword/:username',
    summary: 'Email a password reset link',
    scope: 'public',
    params: z.object({ username: z.string() }),
  },
  recoverPassword: {
    method: 'PUT',
    path: '/api/public/recover_password',
    summary: 'Set a new password from the emailed link',
    scope: 'public',
    body: z.object({ token: z.string(), password: z.string() }),
  },
});

