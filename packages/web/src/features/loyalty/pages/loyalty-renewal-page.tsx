import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { ImportBatchesTable } from '../../../components/imports/import-batches-table.tsx';
import { ImportUploadCard } from '../../../components/imports/import-upload-card.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { loyaltyImportRoutes } from '../../../lib/routes.ts';
import { useLoyaltySettings } from '../api/loyalty-settings.ts';
import { loyaltyBatchPath } from './loyalty-page.tsx';

/**
 * Loyalty renewal: a file of this period's spend renews the loyalty policies of those who reach the threshold (it
 * grants nothing new). The file goes to a signed URL, then `loyalty_eligibility/renew_loyalty` starts the run.
 */
export default function LoyaltyRenewalPage() {
  const { t } = useTranslation('loyalty');
  const canWrite = usePermissions().has('loyalty.write');
  const settings = useLoyaltySettings();
  const configured = Boolean(settings.data?.product_guid);
  return (
    <Stack spacing={2}>
      <ListHeader title={t('renewal.title')} />
      <Alert severity="info">{t('renewal.rule')}</Alert>
      {settings.data && !configured && (
        // No dead end: the rule is set on the loyalty page.
        <Alert severity="warning">
          {t('settings.none')}{' '}
          <Link component={RouterLink} to="/loyalty">
            {t(canWrite ? 'settings.setUp' : 'settings.see')}
          </Link>
        </Alert>
      )}
      {canWrite && configured && (
        <ImportUploadCard
          routes={loyaltyImportRoutes}
          startRoute={loyaltyImportRoutes.renew}
          batchPath={loyaltyBatchPath}
          templateName="loyalty-renewal-template.csv"
          confirmText={t('renewal.confirmText')}
        />
      )}
      <ImportBatchesTable routes={loyaltyImportRoutes} batchPath={loyaltyBatchPath} label={t('runs')} />
    </Stack>
  );
}
