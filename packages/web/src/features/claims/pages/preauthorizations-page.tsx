import {
  PREAUTHORIZATION_STATUSES,
  type preauthorizationListItem,
} from '@coverdesk/contract/claims/claim-preauthorization.schemas';
import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import type { ListColumn } from '../../../components/lists/fit-columns.ts';
import { CHIP_EXTRA, moneyColumn, referenceColumn } from '../../../components/lists/list-columns.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { RowActionsMenu } from '../../../components/lists/row-actions-menu.tsx';
import { TwoLineCell } from '../../../components/lists/two-line-cell.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { errorText } from '../../../lib/error-text.ts';
import { usePartnerCurrency } from '../api/partner-settings.ts';
import {
  type PreauthorizationFilter,
  useCancelPreauthorization,
  usePreauthorizations,
  useUpdatePreauthorization,
} from '../api/preauthorizations.ts';
import { CustomerPicker } from '../components/make-claim/customer-picker.tsx';
import { PreauthorizationApproveDialog } from '../components/preauthorization-approve-dialog.tsx';
import { PreauthorizationFormDialog } from '../components/preauthorization-form-dialog.tsx';
import { ReasonDialog } from '../components/reason-dialog.tsx';

type Preauthorization = z.infer<typeof preauthorizationListItem>;
type Pending = { kind: 'edit' | 'approve' | 'reject' | 'cancel'; row: Preauthorization } | { kind: 'new' } | null;

/** Pre-authorisations of hospital stays: by customer and status; request, edit, decide (assessors), cancel. */
export default function PreauthorizationsPage() {
  const { t } = useTranslation('claims');
  const permissions = usePermissions();
  const canSubmit = permissions.has('claims.submit');
  const canDecide = permissions.has('claims.decide');
  const { currency } = usePartnerCurrency();
  const [filter, setFilter] = useState<PreauthorizationFilter>({});
  const [customer, setCustomer] = useState<Customer | null>(null);
  const paging = usePaging();
  const list = usePreauthorizations(filter, paging.params);
  const update = useUpdatePreauthorization();
  const cancel = useCancelPreauthorization();
  const [pending, setPending] = useState<Pending>(null);
  const close = () => {
    update.reset();
    cancel.reset();
    setPending(null);
  };
  const open = (kind: 'edit' | 'approve' | 'reject' | 'cancel', row: Preauthorization) => {
    update.reset();
    cancel.reset();
    setPending({ kind, row });
  };
  // Fits 1366 px: two facts share a cell (customer and person affected, hospital and admission); the condition shows
  // on the hospital's hover, the decision's reason on the status chip's, and a used one's chip links its claim.
  const columns: ListColumn<Preauthorization>[] = [
    {
      field: 'customer_name',
      headerName: t('fields.customer'),
      flex: 1,
      minWidth: 170,
      renderCell: ({ row }) => (
        <TwoLineCell
          primary={
            <Link component={RouterLink} to={`/customers/${row.customer_guid}`}>
              {row.customer_name}
            </Link>
          }
          secondary={row.person_affected !== row.customer_name && t('preauth.forPerson', { name: row.person_affected })}
        />
      ),
    },
    referenceColumn<Preauthorization>(
      'policy_number',
      t('fields.policy'),
      (r) => r.policy_number,
      (r) => `/policies/${r.policy_guid}`,
    ),
    {
      field: 'hospital_name',
      headerName: t('preauth.hospitalAdmission'),
      priority: 2,
      flex: 1,
      minWidth: 150,
      renderCell: ({ row }) => (
        <TwoLineCell
          title={`${row.hospital_name} — ${t('fields.condition')}: ${row.condition}`}
          primary={row.hospital_name}
          secondary={<DateText value={row.admission_date} />}
        />
      ),
    },
    moneyColumn<Preauthorization>(
      'requested_amount_cents',
      t('preauth.requested'),
      (r) => r.requested_amount_cents,
      currency,
    ),
    moneyColumn<Preauthorization>(
      'approved_amount_cents',
      t('preauth.approved'),
      (r) => r.approved_amount_cents,
      currency,
    ),
    {
      field: 'status',
      headerName: t('fields.status'),
      priority: 0,
      fitText: (r) => t(`preauthStatuses.${r.status}`),
      fitExtra: CHIP_EXTRA,
      // A used one's status opens the claim that used it.
      renderCell: ({ row }) => {
        const label = t(`preauthStatuses.${row.status}`);
        const title = row.decision_reason ? `${label} — ${row.decision_reason}` : label;
        if (!row.claim_guid) return <Chip size="small" label={label} title={title} />;
        const name = t('preauth.openClaim', { status: label });
        return (
          <Chip
            size="small"
            label={label}
            title={name}
            aria-label={name}
            clickable
            component={RouterLink}
            to={`/claims/${row.claim_guid}`}
          />
        );
      },
    },
  ];
  if (canSubmit)
    columns.push({
      field: 'actions',
      headerName: t('app:table.actions'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) => {
        const kinds = (['edit', 'approve', 'reject', 'cancel'] as const).filter((a) =>
          a === 'cancel'
            ? row.status === 'pending' || row.status === 'approved'
            : row.status === 'pending' && (a === 'edit' || canDecide),
        );
        return (
          <RowActionsMenu
            rowName={row.person_affected}
            actions={kinds.map((a) => ({
              key: a,
              label: t(`preauth.${a}`),
              name: t('preauth.actionOn', { action: t(`preauth.${a}`), name: row.person_affected }),
              run: () => open(a, row),
            }))}
          />
        );
      },
    });
  const decide = (body: {
    decision: 'approved' | 'rejected';
    approved_amount_cents?: number;
    decision_reason?: string;
  }) =>
    pending &&
    pending.kind !== 'new' &&
    update.mutate(
      { guid: pending.row.guid, version: pending.row.version, ...body },
      {
        onSuccess: () => {
          notify(t(body.decision === 'approved' ? 'preauth.approvedDone' : 'preauth.rejectedDone'), 'success');
          setPending(null);
        },
      },
    );
  const row = pending && pending.kind !== 'new' ? pending.row : null;
  return (
    <Stack spacing={2}>
      <ListHeader
        title={t('preauth.title')}
        create={canSubmit && { label: t('preauth.create'), onClick: () => setPending({ kind: 'new' }) }}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
        <TextField
          select
          size="small"
          label={t('fields.status')}
          value={filter.status ?? ''}
          onChange={(e) => {
            setFilter((f) => ({ ...f, status: (e.target.value || undefined) as PreauthorizationFilter['status'] }));
            paging.firstPage();
          }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 160 }}
        >
          <option value="">{t('preauth.allStatuses')}</option>
          {PREAUTHORIZATION_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`preauthStatuses.${s}`)}
            </option>
          ))}
        </TextField>
        {customer ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <Typography>{t('preauth.forCustomer', { name: customer.full_name })}</Typography>
            <Button
              size="small"
              onClick={() => {
                setCustomer(null);
                setFilter((f) => ({ ...f, customer_guid: undefined }));
              }}
            >
              {t('preauth.allCustomers')}
            </Button>
          </Box>
        ) : (
          <CustomerPicker
            onPick={(c) => {
              setCustomer(c);
              setFilter((f) => ({ ...f, customer_guid: c.guid }));
              paging.firstPage();
            }}
          />
        )}
      </Box>
      <PagedDataTable label={t('preauth.title')} columns={columns} list={list} paging={paging} />
      {pending?.kind === 'new' && <PreauthorizationFormDialog editing={null} onClose={close} />}
      {pending?.kind === 'edit' && <PreauthorizationFormDialog editing={pending.row} onClose={close} />}
      {pending?.kind === 'approve' && row && (
        <PreauthorizationApproveDialog
          requestedCents={row.requested_amount_cents}
          currency={currency}
          busy={update.isPending}
          error={update.error ? errorText(update.error) : undefined}
          onClose={close}
          onConfirm={(c) => decide({ decision: 'approved', approved_amount_cents: c })}
        />
      )}
      {pending?.kind === 'reject' && (
        <ReasonDialog
          title={t('preauth.rejectTitle')}
          text={t('preauth.rejectText')}
          label={t('actionDialog.reason')}
          confirmLabel={t('preauth.reject')}
          busy={update.isPending}
          error={update.error ? errorText(update.error) : undefined}
          onClose={close}
          onConfirm={(reason) => decide({ decision: 'rejected', decision_reason: reason })}
        />
      )}
      <ConfirmDialog
        open={pending?.kind === 'cancel'}
        title={t('preauth.cancelTitle')}
        text={cancel.error ? errorText(cancel.error) : t('preauth.cancelText', { name: row?.person_affected ?? '' })}
        confirmLabel={t('preauth.cancel')}
        busy={cancel.isPending}
        onClose={close}
        onConfirm={() =>
          row &&
          cancel.mutate(
            { guid: row.guid, version: row.version },
            {
              onSuccess: () => {
                notify(t('preauth.cancelled'), 'success');
                setPending(null);
              },
            },
          )
        }
      />
    </Stack>
  );
}
