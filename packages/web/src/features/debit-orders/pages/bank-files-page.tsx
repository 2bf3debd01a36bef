import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { ImportBatchesTable } from '../../../components/imports/import-batches-table.tsx';
import { ImportUploadCard } from '../../../components/imports/import-upload-card.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { debitAnswerFilesRoutes } from '../../../lib/routes.ts';

export const bankFilePath = (guid: string) => `/debit-orders/bank-files/${guid}`;

/** Bank answer files: upload a bank's paid / unpaid file (dry run first); every batch with its live progress. */
export default function BankFilesPage() {
  const { t } = useTranslation('debit-orders');
  const canWrite = usePermissions().has('payments.write');
  return (
    <Stack spacing={2}>
      <ListHeader title={t('bankFiles.title')} />
      {canWrite && (
        <ImportUploadCard
          routes={debitAnswerFilesRoutes}
          batchPath={bankFilePath}
          templateName="bank-answers-template.csv"
          confirmText={t('bankFiles.confirmText')}
        />
      )}
      <ImportBatchesTable routes={debitAnswerFilesRoutes} batchPath={bankFilePath} label={t('bankFiles.batches')} />
    </Stack>
  );
}
