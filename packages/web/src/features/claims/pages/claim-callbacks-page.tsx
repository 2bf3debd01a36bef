import type { claimCallback } from '@coverdesk/contract/claims/claim-callbacks.schemas';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import type { ListColumn } from '../../../components/lists/fit-columns.ts';
import { dateTimeColumn, referenceColumn } from '../../../components/lists/list-columns.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { RowActionsMenu } from '../../../components/lists/row-actions-menu.tsx';
import { TwoLineCell } from '../../../components/lists/two-line-cell.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useClaimCallbacks, useCloseCallback } from '../api/claim-callbacks.ts';
import { DateTimeText } from '../components/date-time-text.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';

type Callback = z.infer<typeof claimCallback>;

/** Customers who asked to be called back about a claim: open ones to work, closed ones with why. */
export default function ClaimCallbacksPage() {
  const { t } = useTranslation('claims');
  const canClose = usePermissions().has('claims.submit');
  const [open, setOpen] = useState(true);
  const paging = usePaging();
  const list = useClaimCallbacks(open, paging.params);
  const close = useCloseCallback();
  const [closing, setClosing] = useState<Callback | null>(null);
  // Fits 1366 px on both tabs: the claim, customer and policy linked, the number to call under the customer's name,
  // when and by whom a callback was closed under why; the one action as the other grids show it.
  const columns: ListColumn<Callback>[] = [
    referenceColumn<Callback>(
      'claim_reference',
      t('fields.claim_reference'),
      (r) => r.claim_reference,
      (r) => `/claims/${r.claim_guid}`,
    ),
    {
      field: 'customer_name',
      headerName: t('fields.customer'),
      flex: 1,
      minWidth: 170,
      // The customer's one-screen view, where the call is made.
      renderCell: ({ row }) => (
        <TwoLineCell
          primary={
            <Link component={RouterLink} to={`/customers/${row.customer_guid}`}>
              {row.customer_name}
            </Link>
          }
          secondary={row.msisdn}
        />
      ),
    },
    referenceColumn<Callback>(
      'policy_number',
      t('fields.policy'),
      (r) => r.policy_number,
      (r) => `/policies/${r.policy_guid}`,
    ),
    dateTimeColumn<Callback>('requested_at', t('callbacks.requested'), (r) => r.requested_at, { priority: 2 }),
    {
      field: 'notes',
      headerName: t('callbacks.notes'),
      priority: 3,
      flex: 1,
      minWidth: 120,
      renderCell: ({ row }) => <span title={row.notes ?? undefined}>{row.notes}</span>,
    },
  ];
  if (!open)
    columns.push({
      field: 'closed_reason',
      headerName: t('callbacks.closedReason'),
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => (
        <TwoLineCell
          title={row.closed_reason ?? undefined}
          primary={row.closed_reason}
          secondary={
            <>
              <DateTimeText value={row.closed_at} />
              {row.closed_by && ` · ${row.closed_by}`}
            </>
          }
        />
      ),
    });
  if (open && canClose)
    columns.push({
      field: 'actions',
      headerName: t('app:table.actions'),
      width: 160,
      sortable: false,
      renderCell: ({ row }) => (
        <RowActionsMenu
          rowName={row.claim_reference}
          actions={[
            {
              key: 'close',
              label: t('callbacks.close'),
              name: t('callbacks.closeOne', { reference: row.claim_reference }),
              run: () => {
                close.reset();
                setClosing(row);
              },
            },
          ]}
        />
      ),
    });
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1">
        {t('callbacks.title')}
      </Typography>
      <Tabs
        value={open ? 'open' : 'closed'}
        onChange={(_, v) => {
          setOpen(v === 'open');
          paging.firstPage();
        }}
        aria-label={t('callbacks.title')}
      >
        <Tab value="open" label={t('callbacks.open')} />
        <Tab value="closed" label={t('callbacks.closed')} />
      </Tabs>
      <PagedDataTable
        label={t(open ? 'callbacks.open' : 'callbacks.closed')}
        columns={columns}
        list={list}
        paging={paging}
      />
      {closing && (
        <ReasonDialog
          title={t('callbacks.closeTitle', { reference: closing.claim_reference })}
          text={t('callbacks.closeText')}
          label={t('callbacks.closeReason')}
          confirmLabel={t('callbacks.close')}
          busy={close.isPending}
          error={close.error ? errorText(close.error) : undefined}
          onClose={() => setClosing(null)}
          onConfirm={(reason) =>
            close.mutate(
              { claimGuid: closing.claim_guid, reason },
              {
                onSuccess: () => {
                  notify(t('callbacks.closed_done', { reference: closing.claim_reference }), 'success');
                  setClosing(null);
                },
              },
            )
          }
        />
      )}
    </Stack>
  );
}
