import type { ClaimDetail } from '@coverdesk/contract/claims/claim.schemas';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from './date-time-text.tsx';

/** The file a document event of the timeline is about. */
function documentName(e: ClaimDetail['timeline'][number]): string | undefined {
  if (!e.action.startsWith('document_')) return undefined;
  const state = (e.after ?? e.before) as { filename?: unknown } | null | undefined;
  return typeof state?.filename === 'string' ? state.filename : undefined;
}

/** The claim's audit timeline: who did what, when, and why. */
export function ClaimTimeline({ events }: { events: ClaimDetail['timeline'] }) {
  const { t } = useTranslation('claims');
  if (events.length === 0) return <Typography variant="body2">{t('timeline.none')}</Typography>;
  return (
    <List dense aria-label={t('timeline.title')}>
      {events.map((e) => (
        <ListItem key={e.guid} disableGutters divider>
          <ListItemText
            primary={
              <>
                <strong>{t(`timelineActions.${e.action}`, { defaultValue: e.action })}</strong>
                {' · '}
                {e.actor_username ?? t('timeline.system')}
                {documentName(e) && ` · ${documentName(e)}`}
              </>
            }
            secondary={
              <>
                <DateTimeText value={e.created_at} />
                {e.reason && ` · ${t('timeline.reason', { reason: e.reason })}`}
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
