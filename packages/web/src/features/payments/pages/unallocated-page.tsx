import {
  UNALLOCATED_STATUSES,
  type UnallocatedMoney,
  type UnallocatedStatus,
} from '@coverdesk/contract/payments/unallocated.schemas';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { DateText } from '../../../components/date-text.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { SearchField } from '../../../components/lists/search-field.tsx';
import { useListSearch } from '../../../components/lists/use-list-search.ts';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { Money } from '../../../components/money.tsx';
import { OperationError } from '../../../components/operation-error.tsx';
import { type Column, SimpleTable } from '../../../components/simple-table.tsx';
import { useUnallocated } from '../api/unallocated.ts';
import { UnallocatedMatchDialog } from '../components/unallocated-match-dialog.tsx';
import { UnallocatedRefundDialog } from '../components/unallocated-refund-dialog.tsx';
import { bulkBatchPath } from './bulk-payments-page.tsx';

/**
 * Unallocated money (the suspense account): money from a statement, a wallet or a bank answer that could not be
 * applied to a policy — no policy has the number given, or its cover ended. A finance officer matches it to the right
 * policy (suggested by the payer's phone number and name; the payment is then recorded and the policy's standing
 * follows) or marks it for refund. Roles that may only read see the list without the actions.
 */
export default function UnallocatedPage() {
  const { t } = useTranslation('payments');
  const canDecide = usePermissions().has('payments.allocate');
  const paging = usePaging();
  const search = useListSearch(paging);
  const [status, setStatus] = useState<UnallocatedStatus | ''>('unallocated');
  const list = useUnallocated({ ...paging.params, status: status || undefined, q: search.term });
  const [matching, setMatching] = useState<UnallocatedMoney | null>(null);
  const [refunding, setRefunding] = useState<UnallocatedMoney | null>(null);
  const columns: Column<UnallocatedMoney>[] = [
    { header: t('unallocated.date'), cell: (r) => <DateText value={r.effected_date} /> },
    { header: t('unallocated.reference'), cell: (r) => r.mno_reference },
    { header: t('unallocated.amount'), cell: (r) => <Money cents={r.amount_cents} currency={r.currency} /> },
    {
      header: t('unallocated.payer'),
      cell: (r) => [r.payer_name, r.payer_msisdn].filter(Boolean).join(' · ') || t('unallocated.noPayer'),
    },
    { header: t('unallocated.policyGiven'), cell: (r) => r.policy_number ?? '' },
    { header: t('unallocated.reason'), cell: (r) => r.reason },
    {
      header: t('unallocated.source'),
      cell: (r) =>
        r.batch_guid && r.source === 'bulk_payments' ? (
          <Link component={RouterLink} to={bulkBatchPath(r.batch_guid)}>
            {t('unallocated.sourceLine', { line: r.line })}
          </Link>
        ) : (
          t(`unallocated.sources.${r.source}`, { defaultValue: r.source })
        ),
    },
    {
      header: t('unallocated.status'),
      cell: (r) =>
        r.status === 'matched' && r.policy_guid ? (
          <Link component={RouterLink} to={`/policies/${r.policy_guid}`}>
            {t('unallocated.matchedTo', { number: r.matched_policy_number })}
          </Link>
        ) : r.status === 'refund' ? (
          `${t('unallocated.statuses.refund')}: ${r.decision_note ?? ''}`
        ) : (
          t(`unallocated.statuses.${r.status}`)
        ),
    },
    ...(canDecide
      ? [
          {
            header: t('unallocated.actions'),
            cell: (r: UnallocatedMoney) =>
              r.status === 'unallocated' ? (
                <Stack direction="row" spacing={1}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setMatching(r)}
                    aria-label={t('unallocated.matchOne', { reference: r.mno_reference })}
                  >
                    {t('unallocated.match')}
                  </Button>
                  <Button
                    size="small"
                    color="warning"
                    onClick={() => setRefunding(r)}
                    aria-label={t('unallocated.refundOne', { reference: r.mno_reference })}
                  >
                    {t('unallocated.refund')}
                  </Button>
                </Stack>
              ) : null,
          },
        ]
      : []),
  ];
  return (
    <Stack spacing={2}>
      <ListHeader title={t('unallocated.title')} />
      <Typography color="text.secondary">{t('unallocated.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={t('unallocated.listTitle')}>
        <Stack direction="row" spacing={2} useFlexGap sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'center' }}>
          <TextField
            select
            size="small"
            label={t('unallocated.status')}
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as UnallocatedStatus | '');
              paging.firstPage();
            }}
            fullWidth={false}
            sx={{ width: 220 }}
          >
            <MenuItem value="">{t('unallocated.allStatuses')}</MenuItem>
            {UNALLOCATED_STATUSES.map((s) => (
              <MenuItem key={s} value={s}>
                {t(`unallocated.statuses.${s}`)}
              </MenuItem>
            ))}
          </TextField>
          <SearchField search={search} label={t('unallocated.search')} fullWidth={false} sx={{ width: 380 }} />
        </Stack>
        <OperationError error={list.error} title={t('unallocated.loadFailed')} />
        <SimpleTable
          label={t('unallocated.listTitle')}
          rows={list.data?.items}
          columns={columns}
          rowKey={(r) => r.guid}
          loading={list.isPending}
          empty={t('unallocated.empty')}
          paging={{ ...paging.params, count: list.data?.count ?? 0, onPage: paging.onPage }}
        />
      </Paper>
      {matching && <UnallocatedMatchDialog entry={matching} onClose={() => setMatching(null)} />}
      {refunding && <UnallocatedRefundDialog entry={refunding} onClose={() => setRefunding(null)} />}
    </Stack>
  );
}
