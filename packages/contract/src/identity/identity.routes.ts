import { z } from 'zod';
import { guid, INT4_MAX } from '../common/ids.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import {
  changePasswordInput,
  credentialRepresentation,
  executeActionsBody,
  executeActionsQuery,
  groupRepresentation,
  me,
  outboundEmailAccepted,
  outboundEmailInput,
  outboxEmail,
  outboxQuery,
  recoverPasswordInput,
  recoverTokenInput,
  recoverTokenState,
  userCountQuery,
  userCreate,
  userListQuery,
  userRepresentation,
  userUpdate,
} from './identity.schemas.ts';

/** Keycloak-shaped endpoints registered outside route tables (form bodies, OAuth error shape). */
export const IDENTITY_PATHS = {
  /** Root token endpoint: password grant, HTTP Basic client authentication. */
  oauthToken: '/oauth/token',
  token: '/identity/realms/:realm/protocol/openid-connect/token',
  logout: '/identity/realms/:realm/protocol/openid-connect/logout',
  certs: '/identity/realms/:realm/protocol/openid-connect/certs',
  discovery: '/identity/realms/:realm/.well-known/openid-configuration',
} as const;

/** The path of the web's recover-password page that emailed links open (`?token=`). */
export const RECOVER_PASSWORD_PAGE = '/recover-password';

/** Platform calls about the signed-in user, passwords and the email outbox. */
export const identityRoutes = defineRoutes({
  me: {
    method: 'GET',
    path: '/api/users/me',
    summary: "The caller's profile, roles and partners",
    scope: 'user',
    response: me,
  },
  logout: {
    method: 'GET',
    path: '/api/users/logout',
    summary: "Ends the caller's session at once (its access and refresh tokens stop working)",
    scope: 'user',
    status: 204,
  },
  forgotPassword: {
    method: 'PUT',
    path: '/api/forgotpassword/:x',
    summary: 'Emails a reset link to the user with this username or email (same answer whether it exists)',
    scope: 'public',
    params: z.object({ x: z.string().min(1).max(200) }),
    status: 204,
  },
  recoverPassword: {
    method: 'PUT',
    path: '/api/public/recover_password',
    summary: 'Sets a new password with the token of an emailed reset link (one use)',
    scope: 'public',
    body: recoverPasswordInput,
    status: 204,
  },
  checkRecoverToken: {
    method: 'POST',
    path: '/api/public/recover_password/check',
    summary:
      "Whether a reset link's token is still usable (unused, unexpired), so its page says so before a password is typed",
    scope: 'public',
    body: recoverTokenInput,
    response: recoverTokenState,
  },
  changePassword: {
    method: 'PUT',
    path: '/api/users/changepassword/:guid',
    summary: "Changes one's own password (current_password needed) or, for an admin, another user's",
    scope: 'user',
    params: z.object({ guid }),
    body: changePasswordInput,
    status: 204,
  },
  createOutboundEmail: {
    method: 'POST',
    path: '/api/public/create_outbound_email',
    summary: 'Queues a "contact support" message to the platform support address',
    scope: 'public',
    body: outboundEmailInput,
    response: outboundEmailAccepted,
    status: 202,
  },
  outbox: {
    method: 'GET',
    path: '/api/outbox/emails',
    summary: 'The email outbox, newest first',
    scope: 'user',
    permission: 'outbox.read',
    query: outboxQuery,
    response: paged(outboxEmail),
  },
});

const realm = z.object({ realm: z.string() });
const realmUser = realm.extend({ id: guid });
const realmGroup = realm.extend({ id: guid });
const realmUserGroup = realm.extend({ id: guid, groupId: guid });
const ADMIN = '/identity/admin/realms/:realm';

/** Keycloak admin API (the subset the platform uses), in Keycloak's shapes. */
export const identityAdminRoutes = defineRoutes({
  listUsers: {
    method: 'GET',
    path: `${ADMIN}/users`,
    summary: 'List users (search, first, max ≤ 250, enabled, q=partners:<guid>)',
    scope: 'user',
    permission: 'users.read',
    params: realm,
    query: userListQuery,
    response: z.array(userRepresentation),
  },
  countUsers: {
    method: 'GET',
    path: `${ADMIN}/users/count`,
    summary: 'Count users with the same filters',
    scope: 'user',
    permission: 'users.read',
    params: realm,
    query: userCountQuery,
    response: z.number().int().max(INT4_MAX),
  },
  createUser: {
    method: 'POST',
    path: `${ADMIN}/users`,
    summary: 'Create a user (answers 201 with a Location header)',
    scope: 'user',
    permission: 'users.write',
    params: realm,
    body: userCreate,
    status: 201,
  },
  getUser: {
    method: 'GET',
    path: `${ADMIN}/users/:id`,
    summary: 'Get a user',
    scope: 'user',
    permission: 'users.read',
    params: realmUser,
    response: userRepresentation,
  },
  updateUser: {
    method: 'PUT',
    path: `${ADMIN}/users/:id`,
    summary: 'Update a user (fields left out stay as they are)',
    scope: 'user',
    permission: 'users.write',
    params: realmUser,
    body: userUpdate,
    status: 204,
  },
  deleteUser: {
    method: 'DELETE',
    path: `${ADMIN}/users/:id`,
    summary: 'Delete a user',
    scope: 'user',
    permission: 'users.write',
    params: realmUser,
    status: 204,
  },
  resetPassword: {
    method: 'PUT',
    path: `${ADMIN}/users/:id/reset-password`,
    summary: "Set a user's password",
    scope: 'user',
    permission: 'users.write',
    params: realmUser,
    body: credentialRepresentation,
    status: 204,
  },
  executeActionsEmail: {
    method: 'PUT',
    path: `${ADMIN}/users/:id/execute-actions-email`,
    summary: 'Email the user a link to update their password (valid `lifespan` seconds)',
    scope: 'user',
    permission: 'users.write',
    params: realmUser,
    query: executeActionsQuery,
    body: executeActionsBody,
    status: 204,
  },
  listGroups: {
    method: 'GET',
    path: `${ADMIN}/groups`,
    summary: 'List groups (= roles)',
    scope: 'user',
    permission: 'users.read',
    params: realm,
    query: z.object({ search: z.string().max(100).optional() }),
    response: z.array(groupRepresentation),
  },
  getGroup: {
    method: 'GET',
    path: `${ADMIN}/groups/:id`,
    summary: 'Get a group',
    scope: 'user',
    permission: 'users.read',
    params: realmGroup,
    response: groupRepresentation,
  },
  userGroups: {
    method: 'GET',
    path: `${ADMIN}/users/:id/groups`,
    summary: "A user's groups (= roles)",
    scope: 'user',
    permission: 'users.read',
    params: realmUser,
    response: z.array(groupRepresentation),
  },
  joinGroup: {
    method: 'PUT',
    path: `${ADMIN}/users/:id/groups/:groupId`,
    summary: 'Give a user a group (= role)',
    scope: 'user',
    permission: 'users.write',
    params: realmUserGroup,
    status: 204,
  },
  leaveGroup: {
    method: 'DELETE',
    path: `${ADMIN}/users/:id/groups/:groupId`,
    summary: 'Take a group (= role) from a user',
    scope: 'user',
    permission: 'users.write',
    params: realmUserGroup,
    status: 204,
  },
});
