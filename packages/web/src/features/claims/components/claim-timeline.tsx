import type { ClaimDetail } from '@coverdesk/contract/claims/claim.schemas';
import { useTranslation } from 'react-i18next';
import { AuditTimeline } from '../../../components/audit/audit-timeline.tsx';

type ClaimEvent = ClaimDetail['timeline'][number];

/** The file a document event of the timeline is about. */
function documentName(e: ClaimEvent): string | undefined {
  if (!e.action.startsWith('document_')) return undefined;
  const state = (e.after ?? e.before) as { filename?: unknown } | null | undefined;
  return typeof state?.filename === 'string' ? state.filename : undefined;
}

/**
 * The name of an event: `mark_unpaid` is two actions of the transition table — from approved_pending it sets up the
 * payment (the claim goes to the payable queue), from closed it undoes a manual "paid" — and says which it was.
 */
function actionKey(e: ClaimEvent): string {
  const from = (e.before as { status?: unknown } | null | undefined)?.status;
  if (e.action === 'mark_unpaid' && from !== 'closed') return 'set_up_payment';
  return e.action;
}

/** The claim's audit timeline (the shared one, with the claim's names for its transitions and documents). */
export function ClaimTimeline({ events }: { events: ClaimDetail['timeline'] }) {
  const { t } = useTranslation('claims');
  return (
    <AuditTimeline
      events={events}
      label={t('timeline.title')}
      actionLabel={(e) => t(`timelineActions.${actionKey(e)}`, { defaultValue: e.action })}
      detail={documentName}
      hideChanges
    />
  );
}
