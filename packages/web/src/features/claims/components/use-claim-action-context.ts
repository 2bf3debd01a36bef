import { usePermissions, useSession } from '../../../app/hooks.ts';
import { useClaimSettings } from '../api/partner-settings.ts';
import type { ActionContext } from './claim-action-rules.ts';

/** The user's permissions, id and the partner's four-eyes setting: what actionsFor needs. */
export function useClaimActionContext(): ActionContext {
  const permissions = usePermissions();
  const { claims } = useSession();
  const settings = useClaimSettings();
  return { permissions, userId: claims?.sub, fourEyes: settings.data?.four_eyes_payment === true };
}
