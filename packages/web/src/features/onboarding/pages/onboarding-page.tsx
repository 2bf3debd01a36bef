import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { ImportBatchesTable } from '../../../components/imports/import-batches-table.tsx';
import { ImportUploadCard } from '../../../components/imports/import-upload-card.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { onboardingImportRoutes } from '../../../lib/routes.ts';

export const onboardingBatchPath = (guid: string) => `/bulk-onboarding/${guid}`;

/**
 * Bulk policy onboarding: a spreadsheet of people and the policy each buys (dry run first); every batch with its
 * live progress and the entries that failed, each with its reason.
 */
export default function OnboardingPage() {
  const { t } = useTranslation('onboarding');
  const canWrite = usePermissions().has('onboarding.write');
  return (
    <Stack spacing={2}>
      <ListHeader title={t('title')} />
      <Typography color="text.secondary">{t('rule')}</Typography>
      {canWrite && (
        <ImportUploadCard
          routes={onboardingImportRoutes}
          batchPath={onboardingBatchPath}
          templateName="bulk-policy-onboarding-template.csv"
          confirmText={t('confirmText')}
        />
      )}
      <ImportBatchesTable routes={onboardingImportRoutes} batchPath={onboardingBatchPath} label={t('batches')} />
    </Stack>
  );
}
