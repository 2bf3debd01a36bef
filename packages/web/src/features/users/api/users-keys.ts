import { oauthClient } from '../../../app/services.ts';
import { identityAdminRoutes } from '../../../lib/routes.ts';

/** Every users query starts with this key: a change invalidates them all. */
export const usersKey = [identityAdminRoutes.listUsers.path];

/** The admin API names the realm in its paths; the web reads it once from the web config. */
export const realmName = async () => (await oauthClient()).realm;
