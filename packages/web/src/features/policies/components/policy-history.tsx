import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { AuditTimeline } from '../../../components/audit/audit-timeline.tsx';
import { usePolicyHistory } from '../api/get-history.ts';

const statusOf = (v: unknown) =>
  v && typeof v === 'object' && 'status' in v ? String((v as { status: unknown }).status) : undefined;

/** What happened to the policy: the shared audit timeline, with the policy's names for its actions and statuses. */
export function PolicyHistory({ policyGuid }: { policyGuid: string }) {
  const { t } = useTranslation('policies');
  const history = usePolicyHistory(policyGuid);
  if (history.data?.length === 0) return <Typography variant="body2">{t('history.none')}</Typography>;
  return (
    <AuditTimeline
      events={history.data ?? []}
      label={t('sections.history')}
      hideChanges
      actionLabel={(e) => {
        const from = statusOf(e.before);
        const to = statusOf(e.after);
        const action = t(`history.action.${e.action}`, { defaultValue: e.action });
        return from && to && from !== to ? `${action} (${t(`status.${from}`)} → ${t(`status.${to}`)})` : action;
      }}
    />
  );
}
