import type { AuditEvent } from '@coverdesk/contract/audit/audit.schemas';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/dates.ts';
import { valueLabel } from '../../lib/value-label.ts';
import { DateTimeText } from '../date-time-text.tsx';
import { type AuditChange, auditChanges, valueText } from './audit-changes.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CODE = /^[a-z][a-z0-9]*(_[a-z0-9]+)+$/;

/**
 * An action, a field or a value in the reader's language; unknown ones read as words ("set_language" → "set
 * language"). Values: dates like every date of the app, yes/no, known codes (channels, statuses…) by their label.
 */
export function useAuditWords() {
  const { t, i18n } = useTranslation();
  const words = (key: string) => key.replace(/_/g, ' ');
  const value = (v: unknown): string => {
    if (typeof v === 'boolean') return t(v ? 'app:audit.yes' : 'app:audit.no');
    if (typeof v === 'string' && ISO_DAY.test(v)) return formatDate(v, i18n.language);
    if (typeof v === 'string' && ISO_INSTANT.test(v)) {
      const d = new Date(v);
      const time = d.toLocaleTimeString(i18n.language.startsWith('fr') ? 'fr-FR' : 'en-GB', {
        hour: '2-digit',
        minute: '2-digit',
      });
      return `${formatDate(d, i18n.language)} ${time}`;
    }
    if (typeof v === 'string' && t(`app:values.channels.${v}`, { defaultValue: '' }))
      return valueLabel(t, 'channels', v);
    if (typeof v === 'string' && i18n.exists(`app:audit.values.${v}`)) return t(`app:audit.values.${v}`);
    if (typeof v === 'string' && CODE.test(v)) return words(v);
    return valueText(v);
  };
  return {
    value,
    /** One change: "field: before → after", or "field: value" when the record was created with it. */
    change: (c: AuditChange) =>
      c.before === null
        ? t('app:audit.set', {
            field: t(`app:audit.fields.${c.field}`, { defaultValue: words(c.field) }),
            value: value(c.after),
          })
        : t('app:audit.change', {
            field: t(`app:audit.fields.${c.field}`, { defaultValue: words(c.field) }),
            before: value(c.before),
            after: value(c.after),
          }),
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
                          {words.change(c)}
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
