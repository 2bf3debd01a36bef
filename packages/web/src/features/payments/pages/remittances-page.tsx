import type { Remittance } from '@coverdesk/contract/payments/remittances.schemas';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { DateText } from '../../../components/date-text.tsx';
import { ImportBatchesTable } from '../../../components/imports/import-batches-table.tsx';
import { ImportUploadCard } from '../../../components/imports/import-upload-card.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { Money } from '../../../components/money.tsx';
import { OperationError } from '../../../components/operation-error.tsx';
import { type Column, SimpleTable } from '../../../components/simple-table.tsx';
import { remittanceImportRoutes } from '../../../lib/routes.ts';
import { useRemittances } from '../api/remittances.ts';

export const remittanceBatchPath = (guid: string) => `/remittances/batches/${guid}`;

/**
 * Remittances: the partner's settlements of collected premiums to the insurer. Upload the operator's settlement file
 * (dry run first, through the import engine), follow each batch, and see each remittance against what was collected
 * over its period (what is still owed).
 */
export default function RemittancesPage() {
  const { t } = useTranslation('payments');
  const canWrite = usePermissions().has('payments.write');
  const currency = usePartnerCurrency();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const list = useRemittances(paging.page, paging.size);
  const money = (cents: number) => (currency ? <Money cents={cents} currency={currency} /> : null);
  const columns: Column<Remittance>[] = [
    { header: t('remittances.reference'), cell: (r) => r.remittance_reference },
    { header: t('remittances.remittedDate'), cell: (r) => <DateText value={r.remitted_date} /> },
    {
      header: t('remittances.period'),
      cell: (r) => (
        <>
          <DateText value={r.period_start} /> – <DateText value={r.period_end} />
        </>
      ),
    },
    { header: t('remittances.amount'), cell: (r) => money(r.amount_cents) },
    { header: t('remittances.collected'), cell: (r) => money(r.collected_cents) },
    {
      header: t('remittances.outstanding'),
      cell: (r) => (
        <Typography component="span" color={r.outstanding_cents > 0 ? 'warning.main' : 'text.primary'}>
          {money(r.outstanding_cents)}
        </Typography>
      ),
    },
    { header: t('remittances.bankReference'), cell: (r) => r.bank_reference ?? '' },
  ];
  return (
    <Stack spacing={2}>
      <ListHeader title={t('remittances.title')} />
      <Typography color="text.secondary">{t('remittances.intro')}</Typography>
      {canWrite && (
        <ImportUploadCard
          routes={remittanceImportRoutes}
          uploadRoute={remittanceImportRoutes.uploadRemittances}
          batchPath={remittanceBatchPath}
          templateName="remittances-template.csv"
          confirmText={t('remittances.confirmText')}
        />
      )}
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('remittances.listTitle')}>
        <Typography variant="h6" component="h2" gutterBottom>
          {t('remittances.listTitle')}
        </Typography>
        <OperationError error={list.error} title={t('remittances.loadFailed')} />
        <SimpleTable
          label={t('remittances.listTitle')}
          rows={list.data?.items}
          columns={columns}
          rowKey={(r) => r.guid}
          loading={list.isPending}
          paging={{
            page: paging.page,
            size: paging.size,
            count: list.data?.count ?? 0,
            onPage: (page, size) => setPaging({ page, size }),
          }}
        />
      </Paper>
      <ImportBatchesTable
        routes={remittanceImportRoutes}
        batchPath={remittanceBatchPath}
        label={t('remittances.batches')}
      />
    </Stack>
  );
}
