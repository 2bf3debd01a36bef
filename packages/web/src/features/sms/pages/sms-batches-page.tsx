import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { DateTimeText } from '../../../components/date-time-text.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { SimpleTable } from '../../../components/simple-table.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useSmsBatches } from '../api/sms-batches.ts';
import { smsBatchPath } from './sms-blast-page.tsx';

/** Every SMS batch of the partner, newest first, with its state and counts (moving ones refresh themselves). */
export default function SmsBatchesPage() {
  const { t, i18n } = useTranslation('sms');
  const [q, setQ] = useState({ page: 1, size: 10 });
  const list = useSmsBatches(q);
  const canWrite = usePermissions().has('sms.write');
  const n = (x: number) => x.toLocaleString(i18n.language);
  return (
    <Stack spacing={2}>
      <ListHeader title={t('batches.title')}>
        {canWrite && (
          <Stack direction="row" spacing={1}>
            <Button component={RouterLink} to="/sms/blast" variant="contained">
              {t('blast.title')}
            </Button>
            <Button component={RouterLink} to="/sms/bulk" variant="outlined">
              {t('bulk.title')}
            </Button>
          </Stack>
        )}
      </ListHeader>
      {list.isError && <Alert severity="error">{errorText(list.error)}</Alert>}
      <SimpleTable
        label={t('batches.title')}
        rows={list.data?.items}
        loading={list.isPending}
        rowKey={(b) => b.guid}
        paging={{ ...q, count: list.data?.count ?? 0, onPage: (page, size) => setQ({ page, size }) }}
        columns={[
          {
            header: t('batches.number'),
            cell: (b) => (
              <Link component={RouterLink} to={smsBatchPath(b.guid)}>
                {t('batch.title', { number: b.batch_number })}
              </Link>
            ),
          },
          { header: t('batches.source'), cell: (b) => (b.source === 'file' ? b.filename : t('batches.customers')) },
          { header: t('batches.status'), cell: (b) => t(`status.${b.status}`) },
          { header: t('batches.recipients'), cell: (b) => n(b.recipients) },
          { header: t('batches.sent'), cell: (b) => n(b.sent) },
          { header: t('batches.delivered'), cell: (b) => n(b.delivered) },
          { header: t('batches.failed'), cell: (b) => n(b.failed) },
          { header: t('batches.created'), cell: (b) => <DateTimeText value={b.created_at} /> },
        ]}
      />
    </Stack>
  );
}
