import { BULK_PAYMENT_TYPES } from '@coverdesk/contract/payments/bulk-payments.schemas';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { ImportBatchesTable } from '../../../components/imports/import-batches-table.tsx';
import { ImportUploadCard } from '../../../components/imports/import-upload-card.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { bulkPaymentsRoutes } from '../../../lib/routes.ts';

export const bulkBatchPath = (guid: string) => `/bulk-payments/${guid}`;

/** Bulk payments: upload a mobile-money statement (dry run first), and every batch with its live progress. */
export default function BulkPaymentsPage() {
  const { t } = useTranslation('payments');
  const canWrite = usePermissions().has('payments.write');
  const [type, setType] = useState<(typeof BULK_PAYMENT_TYPES)[number]>('normal');
  return (
    <Stack spacing={2}>
      <ListHeader title={t('bulk.title')} />
      {canWrite && (
        <ImportUploadCard
          routes={bulkPaymentsRoutes}
          uploadRoute={type === 'bundle' ? bulkPaymentsRoutes.uploadBundle : bulkPaymentsRoutes.uploadNonBundled}
          batchPath={bulkBatchPath}
          templateName="bulk-payments-template.csv"
          confirmText={t('bulk.confirmText')}
        >
          <TextField
            select
            size="small"
            label={t('bulk.paymentType')}
            value={type}
            onChange={(e) => setType(e.target.value as typeof type)}
            sx={{ mb: 2, minWidth: 220 }}
          >
            {BULK_PAYMENT_TYPES.map((x) => (
              <MenuItem key={x} value={x}>
                {t(`type.${x}`)}
              </MenuItem>
            ))}
          </TextField>
        </ImportUploadCard>
      )}
      <ImportBatchesTable routes={bulkPaymentsRoutes} batchPath={bulkBatchPath} label={t('bulk.batches')} />
    </Stack>
  );
}
