import { z } from 'zod';
import { USER_LIST_MAX } from '../common/constants.ts';
import { emailAddress, guid, INT4_MAX, requiredText } from '../common/ids.ts';
import { PAGE_MAX, PAGE_SIZE_MAX, pageParam, sizeParam } from '../common/paging.ts';
import { passwordSchema } from './password.ts';

/** The OAuth token answer, in Keycloak's shape. */
export const tokenResponse = z.object({
  access_token: z.string(),
  expires_in: z.number().int().max(INT4_MAX),
  refresh_expires_in: z.number().int().max(INT4_MAX),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  'not-before-policy': z.number().int().max(INT4_MAX),
  session_state: z.string(),
  scope: z.string(),
});
export type TokenResponse = z.infer<typeof tokenResponse>;

/** Form body of the token endpoints (password and refresh_token grants; client credentials may come in Basic). */
export const tokenRequest = z.object({
  grant_type: z.string().optional(),
  username: z.string().optional(),
  password: z.string().optional(),
  refresh_token: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
  scope: z.string().optional(),
});
export type TokenRequest = z.infer<typeof tokenRequest>;

export const logoutRequest = z.object({
  refresh_token: z.string().optional(),
  client_id: z.string().optional(),
  client_secret: z.string().optional(),
});

/** OIDC discovery document (the fields we serve). */
export const openidConfiguration = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string(),
  token_endpoint: z.string(),
  userinfo_endpoint: z.string(),
  end_session_endpoint: z.string(),
  jwks_uri: z.string(),
  grant_types_supported: z.array(z.string()),
  response_types_supported: z.array(z.string()),
  subject_types_supported: z.array(z.string()),
  id_token_signing_alg_values_supported: z.array(z.string()),
  token_endpoint_auth_methods_supported: z.array(z.string()),
  scopes_supported: z.array(z.string()),
  claims_supported: z.array(z.string()),
});

export const jwks = z.object({ keys: z.array(z.record(z.string(), z.unknown())) });

/** Keycloak's CredentialRepresentation (only passwords). */
export const credentialRepresentation = z.object({
  type: z.literal('password').default('password'),
  value: passwordSchema,
  temporary: z.boolean().default(false),
});
export type CredentialRepresentation = z.infer<typeof credentialRepresentation>;

const attributes = z.record(z.string(), z.array(z.string()));

/** Keycloak's UserRepresentation, as answered. `attributes.partners` lists the user's partner guids. */
export const userRepresentation = z.object({
  id: guid,
  username: z.string(),
  email: z.string().optional(),
  firstName: z.string().optional(),
  lastName: z.string().optional(),
  enabled: z.boolean(),
  emailVerified: z.boolean(),
  attributes: attributes.optional(),
  createdTimestamp: z.number().int().max(Number.MAX_SAFE_INTEGER),
  requiredActions: z.array(z.string()).optional(),
  totp: z.boolean().optional(),
  notBefore: z.number().int().max(Number.MAX_SAFE_INTEGER).optional(),
  access: z.record(z.string(), z.boolean()).optional(),
});
export type UserRepresentation = z.infer<typeof userRepresentation>;

const optionalName = z.string().max(100).optional();
const requiredActions = z.array(z.enum(['UPDATE_PASSWORD', 'VERIFY_EMAIL'])).optional();

/**
 * Read-only fields of Keycloak's UserRepresentation: the admin client sends back what it read (`update({ ...user })`),
 * so they are accepted and ignored, as Keycloak does; a field Keycloak does not know is refused.
 */
const userReadOnly = Object.fromEntries(
  [
    'id',
    'createdTimestamp',
    'totp',
    'notBefore',
    'access',
    'origin',
    'self',
    'federationLink',
    'serviceAccountClientId',
    'disableableCredentialTypes',
    'federatedIdentities',
    'socialLinks',
    'clientConsents',
    'clientRoles',
    'realmRoles',
    'applicationRoles',
    'userProfileMetadata',
  ].map((k) => [k, z.unknown().optional()]),
);

/** POST users: a new user (Keycloak shape; its read-only fields are ignored). */
export const userCreate = z.object({
  ...userReadOnly,
  username: requiredText(100).refine((v) => !/\s/.test(v), { message: 'invalid_value' }),
  email: emailAddress
    .max(200)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  firstName: optionalName,
  lastName: optionalName,
  enabled: z.boolean().default(true),
  emailVerified: z.boolean().default(false),
  attributes: attributes.optional(),
  credentials: z.array(credentialRepresentation).max(1).optional(),
  requiredActions,
  /** Group paths or names (e.g. `/admin`) to join at creation, as Keycloak accepts. */
  groups: z.array(z.string()).optional(),
});
export type UserCreate = z.infer<typeof userCreate>;

/** PUT users/{id}: fields left out stay as they are (Keycloak semantics); `groups` is ignored, as Keycloak does. */
export const userUpdate = z.object({
  ...userReadOnly,
  groups: z.unknown().optional(),
  username: z.string().optional(),
  email: emailAddress
    .max(200)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  firstName: optionalName,
  lastName: optionalName,
  enabled: z.boolean().optional(),
  emailVerified: z.boolean().optional(),
  attributes: attributes.optional(),
  requiredActions,
  credentials: z.array(credentialRepresentation).max(1).optional(),
});
export type UserUpdate = z.infer<typeof userUpdate>;

const boolParam = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET users filters (Keycloak's), `max` capped at SPEC §9's 250; `q=partners:<guid>` filters by attribute. */
export const userListQuery = z.object({
  search: z.string().max(200).optional(),
  username: z.string().max(200).optional(),
  email: z.string().max(200).optional(),
  firstName: z.string().max(200).optional(),
  lastName: z.string().max(200).optional(),
  exact: boolParam.optional(),
  enabled: boolParam.optional(),
  emailVerified: boolParam.optional(),
  briefRepresentation: boolParam.optional(),
  q: z.string().max(1000).optional(),
  first: z.coerce
    .number()
    .int()
    .min(0)
    .max(PAGE_MAX * PAGE_SIZE_MAX)
    .default(0),
  max: z.coerce.number().int().min(0).max(USER_LIST_MAX).default(100),
});
export type UserListQuery = z.infer<typeof userListQuery>;
export const userCountQuery = userListQuery.omit({ first: true, max: true, briefRepresentation: true });
export type UserCountQuery = z.infer<typeof userCountQuery>;

/** Keycloak's GroupRepresentation: groups are roles. */
export const groupRepresentation = z.object({
  id: guid,
  name: z.string(),
  path: z.string(),
  subGroups: z.array(z.unknown()),
  subGroupCount: z.number().int().max(INT4_MAX),
});
export type GroupRepresentation = z.infer<typeof groupRepresentation>;

export const executeActionsQuery = z.object({
  lifespan: z.coerce.number().int().min(60).max(43_200).default(300),
  client_id: z.string().optional(),
  redirect_uri: z.string().optional(),
});
export const executeActionsBody = z.array(z.literal('UPDATE_PASSWORD')).min(1);

/** The signed-in user's profile (GET /api/users/me). */
export const me = z.object({
  /** The user's id (a uuid in the built-in realm; an external realm's subject otherwise). */
  id: z.string(),
  username: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string().nullable(),
  roles: z.array(z.string()),
  partners: z.array(guid),
  locale: z.string(),
});
export type Me = z.infer<typeof me>;

/** PUT /api/users/changepassword/{guid}: own password needs the current one; an admin may set another's without. */
export const changePasswordInput = z
  .object({
    current_password: z.string().max(200).optional(),
    new_password: passwordSchema,
    confirm_password: z.string().optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.new_password, {
    message: 'password_mismatch',
    path: ['confirm_password'],
  });
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

/** PUT /api/public/recover_password: the emailed token and the new password. */
export const recoverPasswordInput = z
  .object({
    token: z.string().min(1, { message: 'required' }).max(200),
    password: passwordSchema,
    confirm_password: z.string().optional(),
  })
  .refine((v) => v.confirm_password === undefined || v.confirm_password === v.password, {
    message: 'password_mismatch',
    path: ['confirm_password'],
  });
export type RecoverPasswordInput = z.infer<typeof recoverPasswordInput>;

/** The token of a reset link, checked when its page opens (before a new password is typed): usable or not. */
export const recoverTokenInput = z.object({ token: z.string().min(1, { message: 'required' }).max(200) }).strict();
export const recoverTokenState = z.object({
  /** Unused and unexpired: the page may take a new password. */
  valid: z.boolean(),
});

/**
 * POST /api/public/create_outbound_email: a "contact support" message from the sign-in page. It always goes to the
 * platform's support address (SUPPORT_EMAIL), never to a recipient chosen by the caller.
 */
export const outboundEmailInput = z.object({
  name: requiredText(100),
  email: emailAddress.max(200),
  subject: requiredText(200),
  message: requiredText(5000),
});
export type OutboundEmailInput = z.infer<typeof outboundEmailInput>;
export const outboundEmailAccepted = z.object({ guid });

export const outboxEmail = z.object({
  guid,
  about_partner_guid: guid.nullable(),
  to: z.string(),
  subject: z.string(),
  text_body: z.string(),
  html_body: z.string().nullable(),
  kind: z.string(),
  status: z.enum(['queued', 'stored', 'sent', 'failed']),
  error: z.string().nullable(),
  attempts: z.number().int().max(INT4_MAX),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmail>;

export const outboxQuery = z.object({
  page: pageParam(),
  size: sizeParam(),
  to: z.string().max(200).optional(),
  kind: z.string().max(50).optional(),
  status: z.enum(['queued', 'stored', 'sent', 'failed']).optional(),
});
export type OutboxQuery = z.infer<typeof outboxQuery>;

/** The claims of our access tokens (what the web may read from a decoded token). */
export const accessTokenClaims = z.object({
  iss: z.string(),
  sub: z.string(),
  typ: z.literal('Bearer'),
  azp: z.string(),
  sid: z.string(),
  exp: z.number(),
  iat: z.number(),
  realm_access: z.object({ roles: z.array(z.string()) }),
  /** Group paths, Keycloak style: `/admin`. */
  groups: z.array(z.string()),
  partners: z.array(z.string()),
  preferred_username: z.string(),
  name: z.string().optional(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  email: z.string().optional(),
  locale: z.string(),
});
export type AccessTokenClaims = z.infer<typeof accessTokenClaims>;
