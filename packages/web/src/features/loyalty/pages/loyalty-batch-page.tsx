import { LOYALTY_COLUMNS } from '@coverdesk/contract/loyalty/loyalty.schemas';
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
import { loyaltyImportRoutes } from '../../../lib/routes.ts';
import { LoyaltyRunCard } from '../components/loyalty-run-card.tsx';

/** One loyalty run: its steps live with their counts, what it did, its undo, and the rows to fix. */
export default function LoyaltyBatchPage() {
  const { t } = useTranslation('loyalty');
  const { guid = '' } = useParams();
  const batch = useImportBatch(loyaltyImportRoutes, guid);
  const canWrite = usePermissions().has('loyalty.write');
  return (
    <Stack spacing={2}>
      <Breadcrumbs>
        <Link component={RouterLink} to="/loyalty">
          {t('title')}
        </Link>
        <Typography>{batch.data?.filename ?? '…'}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1">
        {t('batchTitle', { name: batch.data?.filename ?? '' })}
      </Typography>
      <OperationError error={batch.error} title={t('loadFailed')} />
      {batch.isPending && !batch.error && <CircularProgress aria-label={t('loading')} />}
      {batch.data && (
        <ImportBatchDetail
          routes={loyaltyImportRoutes}
          batch={batch.data}
          columns={LOYALTY_COLUMNS}
          canWrite={canWrite}
          confirmText={t('upload.applyText', { count: batch.data.valid })}
          stages={{ label: (name) => t(`steps.${name}`), detail: (key) => t(`details.${key}`) }}
        >
          <LoyaltyRunCard batch={batch.data} canWrite={canWrite} />
        </ImportBatchDetail>
      )}
    </Stack>
  );
}
