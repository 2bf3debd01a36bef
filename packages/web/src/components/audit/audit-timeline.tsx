import type { AuditEvent } from '@coverdesk/contract/audit/audit.schemas';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateTimeText } from '../date-time-text.tsx';
import { auditChanges, valueText } from './audit-changes.ts';

/** An action or a field in the reader's language; unknown ones read as words ("set_language" → "set language"). */
export function useAuditWords() {
  const { t } = useTranslation();
  const words = (key: string) => key.replace(/_/g, ' ');
  return {
    action: (a: string) => t(`app:audit.actions.${a}`, { defaultValue: words(a) }),
    field: (f: string) => t(`app:audit.fields.${f}`, { defaultValue: words(f) }),
    entity: (e: string) => t(`app:audit.entities.${e}`, { defaultValue: words(e) }),
    /** Who did it; the platform's own work (jobs, sweeps, demo data) is recorded as "system". */
    actor: (username: string | null | undefined) =>
      !username || username === 'system' ? t('app:audit.system') : username,
  };
}

type TimelineEvent = Pick<
  AuditEvent,
  'guid' | 'action' | 'actor_username' | 'before' | 'after' | 'reason' | 'created_at'
>;

/**
 * The one audit timeline of every record page: who did what, when, why, and each changed field from what to what.
 * It only shows events; `RecordTimeline` reads them for a record.
 */
export function AuditTimeline<E extends TimelineEvent>(props: {
  events: E[];
  label?: string;
  /** A record's own name for an event's action (e.g. a claim's "Approved"); else the shared one. */
  actionLabel?(event: E): string;
  /** A short detail after the actor (e.g. the file a document event is about). */
  detail?(event: E): string | undefined;
  /** Hide the field changes (a record whose page shows its fields' meaning its own way). */
  hideChanges?: boolean;
}) {
  const { t } = useTranslation();
  const words = useAuditWords();
  const actionLabel = props.actionLabel ?? ((e: E) => words.action(e.action));
  if (props.events.length === 0) return <Typography variant="body2">{t('app:audit.none')}</Typography>;
  return (
    <List dense aria-label={props.label ?? t('app:audit.timeline')}>
      {props.events.map((e) => {
        const changes = props.hideChanges ? [] : auditChanges(e.before, e.after);
        const detail = props.detail?.(e);
        return (
          <ListItem key={e.guid} disableGutters divider>
            <ListItemText
              primary={
                <>
                  <strong>{actionLabel(e)}</strong>
                  {' · '}
                  {words.actor(e.actor_username)}
                  {detail && ` · ${detail}`}
                </>
              }
              secondary={
                <>
                  <DateTimeText value={e.created_at} />
                  {e.reason && ` · ${t('app:audit.reason', { reason: e.reason })}`}
                  {changes.length > 0 && (
                    <Box component="span" sx={{ display: 'block' }}>
                      {changes.map((c) => (
                        <Box component="span" key={c.field} sx={{ display: 'block' }}>
                          {t('app:audit.change', {
                            field: words.field(c.field),
                            before: valueText(c.before),
                            after: valueText(c.after),
                          })}
                        </Box>
                      ))}
                    </Box>
                  )}
                </>
              }
            />
          </ListItem>
        );
      })}
    </List>
  );
}
