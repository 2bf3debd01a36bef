import { z } from 'zod';
import { USER_LIST_MAX } from '../common/constants.ts';
import { emailAddress, guid, requiredText } from '../common/ids.ts';
import { isValidPassword } from '../identity/password.ts';

/**
 * A user's roles and partners, set together (SPEC §5: at least one role and at least one partner). One call, one
 * transaction: a failure leaves both as they were ("could not update roles and partners").
 */
export const userAccessInput = z.object({
  roles: z.array(z.string().min(1).max(100)).min(1, { message: 'role_required' }).max(20),
  partners: z.array(guid).min(1, { message: 'user_partner_required' }).max(500),
});
export type UserAccessInput = z.infer<typeof userAccessInput>;

/** The users screen's create form: one POST users (Keycloak shape) carries it all. */
export const userCreateForm = userAccessInput.extend({
  username: requiredText(100).refine((v) => !/\s/.test(v), { message: 'invalid_value' }),
  email: emailAddress.max(200),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  enabled: z.boolean(),
  /** Empty: the user is emailed a link to choose a password. Else the password the administrator tells them. */
  initialPassword: z.string().refine((v) => v === '' || isValidPassword(v), { message: 'password_rule' }),
  /** A temporary initial password: the first sign-in with it leads to choosing their own (Keycloak's `temporary`). */
  temporaryPassword: z.boolean(),
});
export type UserCreateForm = z.infer<typeof userCreateForm>;

/** The users screen's edit form (names, email, enabled); roles and partners go through `userAccessInput`. */
export const userEditForm = z.object({
  email: emailAddress.max(200),
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  enabled: z.boolean(),
});
export type UserEditForm = z.infer<typeof userEditForm>;

/** `ids=a,b,c`: the users of one list page (at most the list's maximum). */
export const userStatesQuery = z.object({
  ids: z
    .string()
    .max(USER_LIST_MAX * 37)
    .transform((v) => [
      ...new Set(
        v
          .split(',')
          .map((s) => s.trim().toLowerCase())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(guid).min(1).max(USER_LIST_MAX)),
});

/** What the list shows beside Keycloak's representation, read for a whole page in one call. */
export const userState = z.object({
  id: guid,
  roles: z.array(z.string()),
  partners: z.array(guid),
  /** Brute-force detection (Keycloak's `disabled` of attack detection): locked until `locked_until`. */
  locked: z.boolean(),
  locked_until: z.string().nullable(),
  failed_logins: z.number().int(),
  last_sign_in: z.string().nullable(),
});
export type UserState = z.infer<typeof userState>;

/** Keycloak's attack-detection answer for one user. */
export const bruteForceStatus = z.object({
  numFailures: z.number().int(),
  disabled: z.boolean(),
  lastIPFailure: z.string(),
  lastFailure: z.number().int(),
});

export const languageInput = z.object({ language: z.enum(['en', 'fr']) });
export type LanguageInput = z.infer<typeof languageInput>;

/** The profile's sign-in history. */
export const signIn = z.object({ at: z.string(), client_id: z.string(), active: z.boolean() });
export type SignIn = z.infer<typeof signIn>;
