import { REMITTANCE_COLUMNS, REMITTANCE_OPTIONAL_COLUMNS } from '@coverdesk/contract/payments/remittances.schemas';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { ImportBatchDetail } from '../../../components/imports/import-batch-detail.tsx';
import { useImportBatch } from '../../../components/imports/import-queries.ts';
import { OperationError } from '../../../components/operation-error.tsx';
import { remittanceImportRoutes } from '../../../lib/routes.ts';

const COLUMNS = [...REMITTANCE_COLUMNS, ...REMITTANCE_OPTIONAL_COLUMNS];

/** One remittance file: live progress, counts, rows to fix and the error file. */
export default function RemittanceBatchPage() {
  const { t } = useTranslation('payments');
  const { guid = '' } = useParams();
  const batch = useImportBatch(remittanceImportRoutes, guid);
  const canWrite = usePermissions().has('payments.write');
  return (
    <Stack spacing={2}>
      <Breadcrumbs>
        <Link component={RouterLink} to="/remittances">
          {t('remittances.title')}
        </Link>
        <Typography>{batch.data?.filename ?? '…'}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1">
        {t('bulk.batchTitle', { name: batch.data?.filename ?? '' })}
      </Typography>
      <OperationError error={batch.error} title={t('bulk.loadFailed')} />
      {batch.isPending && !batch.error && <CircularProgress aria-label={t('bulk.loading')} />}
      {batch.data && (
        <ImportBatchDetail
          routes={remittanceImportRoutes}
          batch={batch.data}
          columns={COLUMNS}
          canWrite={canWrite}
          confirmText={t('remittances.applyText', { count: batch.data.valid })}
        />
      )}
    </Stack>
  );
}
