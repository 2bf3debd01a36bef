import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { ImportBatchesTable } from '../../../components/imports/import-batches-table.tsx';
import { ImportUploadCard } from '../../../components/imports/import-upload-card.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { loyaltyImportRoutes } from '../../../lib/routes.ts';
import { useLoyaltySettings } from '../api/loyalty-settings.ts';
import { LoyaltySettingsCard } from '../components/loyalty-settings-card.tsx';

export const loyaltyBatchPath = (guid: string) => `/loyalty/${guid}`;

/** Loyalty: the partner's rule, an eligibility file upload (dry run first) and every run with its live steps. */
export default function LoyaltyPage() {
  const { t } = useTranslation('loyalty');
  const canWrite = usePermissions().has('loyalty.write');
  const settings = useLoyaltySettings();
  const configured = Boolean(settings.data?.product_guid);
  return (
    <Stack spacing={2}>
      <ListHeader title={t('title')} />
      <LoyaltySettingsCard canWrite={canWrite} />
      {canWrite && configured && (
        <ImportUploadCard
          routes={loyaltyImportRoutes}
          uploadRoute={loyaltyImportRoutes.uploadEligibility}
          batchPath={loyaltyBatchPath}
          templateName="loyalty-template.csv"
          confirmText={t('upload.confirmText')}
        />
      )}
      <ImportBatchesTable routes={loyaltyImportRoutes} batchPath={loyaltyBatchPath} label={t('runs')} />
    </Stack>
  );
}
