/**
 * Route tables the web calls. Countries and web config come from the contract; the identity, partner and dashboard
 * tables below mirror the shapes announced for the contract and move there when those modules are merged.
 */
import { defineRoutes } from '@coverdesk/contract/common/route';
import { z } from 'zod';

export { countriesRoutes } from '@coverdesk/contract/partners/countries.routes';
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

export const partnerSummary = z.looseObject({ guid: z.string(), name: z.string() });
export type PartnerSummary = z.infer<typeof partnerSummary>;

export const partnersRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/partners',
    summary: "The user's partners",
    scope: 'partner',
    response: z.union([z.array(partnerSummary), z.object({ items: z.array(partnerSummary), count: z.number() })]),
  },
  select: {
    method: 'POST',
    path: '/api/partners/selected',
    summary: 'Report the selected partner',
    scope: 'user',
    body: z.object({ partner_guid: z.string() }),
  },
});

export const dashboardSummary = z.looseObject({
  customers: z.number().optional(),
  policies: z.number().optional(),
  active_policies: z.number().optional(),
  open_claims: z.number().optional(),
});
export type DashboardSummary = z.infer<typeof dashboardSummary>;

export const dashboardRoutes = defineRoutes({
  summary: {
    method: 'GET',
    path: '/api/dashboard/summary',
    summary: 'Counts for the internal dashboard',
    scope: 'partner',
    permission: 'dashboard.read',
    response: dashboardSummary,
  },
});
