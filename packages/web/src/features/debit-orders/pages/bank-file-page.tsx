import {
  DEBIT_ANSWER_COLUMNS,
  DEBIT_ANSWER_OPTIONAL_COLUMNS,
} from '@coverdesk/contract/debit-orders/debit-orders.schemas';
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
import { debitAnswerFilesRoutes } from '../../../lib/routes.ts';

const COLUMNS = [...DEBIT_ANSWER_COLUMNS, ...DEBIT_ANSWER_OPTIONAL_COLUMNS];

/** One bank answer file: live progress, counts, rows to fix and the error file. */
export default function BankFilePage() {
  const { t } = useTranslation('debit-orders');
  const { guid = '' } = useParams();
  const batch = useImportBatch(debitAnswerFilesRoutes, guid);
  const canWrite = usePermissions().has('payments.write');
  return (
    <Stack spacing={2}>
      <Breadcrumbs>
        <Link component={RouterLink} to="/debit-orders/bank-files">
          {t('bankFiles.title')}
        </Link>
        <Typography>{batch.data?.filename ?? '…'}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1">
        {t('bankFiles.batchTitle', { name: batch.data?.filename ?? '' })}
      </Typography>
      <OperationError error={batch.error} title={t('bankFiles.loadFailed')} />
      {batch.isPending && !batch.error && <CircularProgress aria-label={t('bankFiles.loading')} />}
      {batch.data && (
        <ImportBatchDetail
          routes={debitAnswerFilesRoutes}
          batch={batch.data}
          columns={COLUMNS}
          canWrite={canWrite}
          confirmText={t('bankFiles.applyText', { count: batch.data.valid })}
        />
      )}
    </Stack>
  );
}
