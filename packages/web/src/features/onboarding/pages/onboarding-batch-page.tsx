import { ONBOARDING_COLUMNS, ONBOARDING_OPTIONAL_COLUMNS } from '@coverdesk/contract/onboarding/onboarding.schemas';
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
import { onboardingImportRoutes } from '../../../lib/routes.ts';

const COLUMNS = [...ONBOARDING_COLUMNS, ...ONBOARDING_OPTIONAL_COLUMNS];

/** One onboarding batch: live progress, counts, the failed entries with their reason and the error file. */
export default function OnboardingBatchPage() {
  const { t } = useTranslation('onboarding');
  const { guid = '' } = useParams();
  const batch = useImportBatch(onboardingImportRoutes, guid);
  const canWrite = usePermissions().has('onboarding.write');
  return (
    <Stack spacing={2}>
      <Breadcrumbs>
        <Link component={RouterLink} to="/bulk-onboarding">
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
          routes={onboardingImportRoutes}
          batch={batch.data}
          columns={COLUMNS}
          canWrite={canWrite}
          confirmText={t('applyText', { count: batch.data.valid })}
        />
      )}
    </Stack>
  );
}
