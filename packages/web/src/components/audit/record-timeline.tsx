import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions, useSelectedPartner } from '../../app/hooks.ts';
import { call } from '../../lib/api-client.ts';
import { auditRoutes } from '../../lib/routes.ts';
import { AuditTimeline } from './audit-timeline.tsx';

/**
 * The audit timeline of one partner-owned record (customer, policy, claim, product, partner, and any record added
 * later such as debit orders or batches): its latest 100 events from GET /api/audit_events?entity_guid=. `partner`
 * names the record's partner when it is not the selected one (a partner's own page). Shown only with `audit.read`.
 */
export function RecordTimeline(props: { entityGuid: string; partner?: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const allowed = usePermissions().has('audit.read');
  const selected = useSelectedPartner();
  const partner = props.partner ?? selected;
  const events = useQuery({
    queryKey: [auditRoutes.list.path, partner, 'entity', props.entityGuid],
    queryFn: () => call(auditRoutes.list, { query: { entity_guid: props.entityGuid, page: 0, size: 100 }, partner }),
    enabled: allowed && Boolean(partner),
    meta: { silent: true },
  });
  if (!allowed) return null;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId}>
          {t('app:audit.history')}
        </Typography>
        {events.isPending ? (
          <CircularProgress size={24} aria-label={t('app:audit.loading')} />
        ) : events.isError ? (
          <Typography color="error">{t('app:audit.loadFailed')}</Typography>
        ) : (
          <AuditTimeline events={events.data.items} label={t('app:audit.history')} />
        )}
      </CardContent>
    </Card>
  );
}
