import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text.tsx';
import { usePolicyHistory } from '../api/get-history.ts';

const statusOf = (v: unknown) =>
  v && typeof v === 'object' && 'status' in v ? String((v as { status: unknown }).status) : undefined;

/** What happened to the policy, oldest first: the audit events (who, what, why, status before → after). */
export function PolicyHistory({ policyGuid }: { policyGuid: string }) {
  const { t } = useTranslation('policies');
  const history = usePolicyHistory(policyGuid);
  if (history.data?.length === 0) return <Typography variant="body2">{t('history.none')}</Typography>;
  return (
    <List dense component="ol" aria-label={t('sections.history')}>
      {history.data?.map((e) => {
        const from = statusOf(e.before);
        const to = statusOf(e.after);
        const moved = from && to && from !== to;
        return (
          <ListItem key={e.guid} component="li" divider>
            <ListItemText
              primary={
                <>
                  {t(`history.action.${e.action}`, { defaultValue: e.action })}
                  {moved && ` (${t(`status.${from}`)} → ${t(`status.${to}`)})`}
                </>
              }
              secondary={
                <>
                  <DateText value={e.created_at} /> · {e.actor_username ?? t('history.system')}
                  {e.reason && ` · ${e.reason}`}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
