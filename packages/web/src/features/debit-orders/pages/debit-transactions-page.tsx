import type { DebitOrderTransaction } from '@coverdesk/contract/debit-orders/debit-orders.schemas';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateField, isoToDayFirst } from '../../../components/date-field.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { useListSearch } from '../../../components/lists/use-list-search.ts';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { errorText } from '../../../lib/error-text.ts';
import {
  type TransactionList,
  type TransactionQuery,
  useDebitTransactions,
  useLatestRun,
  useRunCollection,
} from '../api/transactions.ts';
import { CollectionRunPanel } from '../components/collection-run-panel.tsx';
import { ProcessDialog } from '../components/process-dialog.tsx';
import { useTransactionColumns } from '../components/transaction-columns.tsx';

const FILTERS: Record<TransactionList, NonNullable<TransactionQuery['status']>[]> = {
  pending: ['pending', 'retry_scheduled'],
  failed: [],
};

/**
 * Debit order transactions, pending or failed (SPEC §2): server-paged, filtered, select many and process them with a
 * status; run today's collection by hand (the schedule runs it every morning).
 */
export default function DebitTransactionsPage() {
  const { t } = useTranslation('debit-orders');
  const canWrite = usePermissions().has('payments.write');
  const currency = usePartnerCurrency();
  const [list, setList] = useState<TransactionList>('pending');
  const [status, setStatus] = useState<TransactionQuery['status'] | ''>('');
  const paging = usePaging();
  const search = useListSearch(paging);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query = {
    ...paging.params,
    ...(status ? { status } : {}),
    ...(search.term ? { search: search.term } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const rows = useDebitTransactions(list, query);
  const [selected, setSelected] = useState<string[]>([]);
  const [processing, setProcessing] = useState<'success' | 'failed' | null>(null);
  const [confirmRun, setConfirmRun] = useState(false);
  const today = new Date().toISOString().slice(0, 10);
  const [runDate, setRunDate] = useState(today);
  const run = useRunCollection();
  const latestRun = useLatestRun();
  const running = latestRun.data?.status === 'queued' || latestRun.data?.status === 'running';
  const columns = useTransactionColumns(currency);
  const selectedRows = (rows.data?.items ?? []).filter((r) => selected.includes(r.guid));
  const switchList = (l: TransactionList) => {
    setList(l);
    setStatus('');
    setSelected([]);
    paging.firstPage();
  };
  return (
    <Stack spacing={2}>
      <ListHeader title={t('transactions.title')}>
        {canWrite && (
          <>
            <DateField
              size="small"
              label={t('run.date')}
              value={runDate}
              onChange={setRunDate}
              error={runDate > today}
              helperText={runDate > today ? t('run.future') : undefined}
              sx={{ width: 190 }}
            />
            <Button
              variant="outlined"
              disabled={!runDate || runDate > today || running}
              onClick={() => setConfirmRun(true)}
            >
              {t('run.action')}
            </Button>
          </>
        )}
      </ListHeader>
      {latestRun.data && <CollectionRunPanel run={latestRun.data} canWrite={canWrite} />}
      <Tabs value={list} onChange={(_e, v: TransactionList) => switchList(v)} aria-label={t('transactions.title')}>
        <Tab value="pending" label={t('transactions.pending')} />
        <Tab value="failed" label={t('transactions.failed')} />
      </Tabs>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <SearchField search={search} label={t('transactions.search')} />
        <DateField
          size="small"
          label={t('transactions.from')}
          value={from}
          onChange={(v) => {
            setFrom(v);
            paging.firstPage();
          }}
          sx={{ width: 190 }}
        />
        <DateField
          size="small"
          label={t('transactions.to')}
          value={to}
          onChange={(v) => {
            setTo(v);
            paging.firstPage();
          }}
          error={Boolean(from && to && to < from)}
          helperText={from && to && to < from ? t('transactions.toBeforeFrom') : undefined}
          sx={{ width: 190 }}
        />
        {FILTERS[list].length > 0 && (
          <TextField
            select
            size="small"
            label={t('fields.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as typeof status);
              paging.firstPage();
            }}
            sx={{ minWidth: 200 }}
          >
            <MenuItem value="">{t('transactions.all')}</MenuItem>
            {FILTERS[list].map((s) => (
              <MenuItem key={s} value={s}>
                {t(`transactionStatus.${s}`)}
              </MenuItem>
            ))}
          </TextField>
        )}
        {canWrite && (
          <>
            <Button variant="contained" disabled={!selectedRows.length} onClick={() => setProcessing('success')}>
              {t('process.markPaid', { count: selectedRows.length })}
            </Button>
            <Button
              variant="contained"
              color="error"
              disabled={!selectedRows.some((r) => r.status === 'pending')}
              onClick={() => setProcessing('failed')}
            >
              {t('process.markFailed', { count: selectedRows.filter((r) => r.status === 'pending').length })}
            </Button>
          </>
        )}
      </Stack>
      {rows.isError && <div role="alert">{errorText(rows.error)}</div>}
      <PagedDataTable<DebitOrderTransaction>
        label={t(`transactions.${list}`)}
        columns={columns}
        list={rows}
        paging={paging}
        selection={canWrite ? { ids: selected, onChange: setSelected } : undefined}
      />
      {processing && (
        <ProcessDialog
          status={processing}
          rows={processing === 'failed' ? selectedRows.filter((r) => r.status === 'pending') : selectedRows}
          currency={currency}
          onClose={(done) => {
            setProcessing(null);
            if (done) setSelected([]);
          }}
        />
      )}
      <ConfirmDialog
        open={confirmRun}
        title={t('run.title', { date: isoToDayFirst(runDate) })}
        text={t('run.text')}
        confirmLabel={t('run.action')}
        busy={run.isPending}
        onClose={() => setConfirmRun(false)}
        onConfirm={() =>
          run.mutate(runDate, {
            onSuccess: () => {
              notify(t('run.queued', { date: isoToDayFirst(runDate) }), 'success');
              setConfirmRun(false);
            },
            onError: (e) => notify(errorText(e)),
          })
        }
      />
    </Stack>
  );
}
