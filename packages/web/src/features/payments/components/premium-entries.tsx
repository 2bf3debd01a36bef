import type { Premium } from '@coverdesk/contract/payments/premiums.schemas';
import Delete from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { Money } from '../../../components/money.tsx';
import { OperationError } from '../../../components/operation-error.tsx';
import { type Column, SimpleTable } from '../../../components/simple-table.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { valueLabel } from '../../../lib/value-label.ts';
import { useDeletePremium } from '../api/premiums.ts';
import { AddPremiumDialog } from './add-premium-dialog.tsx';

/**
 * The premiums recorded by hand on one or more policies: amount × periods, type (normal, or a voice/data bundle),
 * method, the benefit they buy (SPEC §9, and which side of the rule won), and status. A role that may write payments
 * adds one (or one building on an earlier premium) and deletes one after confirming what happens to its payment.
 */
export function PremiumEntries(props: {
  label: string;
  policies: { guid: string; policy_number: string }[];
  premiums: Premium[] | undefined;
  loading: boolean;
  canWrite: boolean;
  currency: string;
}) {
  const { t, i18n } = useTranslation('payments');
  const [adding, setAdding] = useState<'single' | 'prerequisite' | null>(null);
  const [deleting, setDeleting] = useState<Premium | null>(null);
  const remove = useDeletePremium();
  const money = (c: number) => formatMoney(c, props.currency, i18n.language);
  const numberOf = (guid: string) => props.policies.find((p) => p.guid === guid)?.policy_number ?? '';
  const columns: Column<Premium>[] = [
    { header: t('fields.effected_date'), cell: (p) => <DateText value={p.effected_date} /> },
    ...(props.policies.length > 1
      ? [{ header: t('fields.policy'), cell: (p: Premium) => numberOf(p.policy_guid) }]
      : []),
    { header: t('fields.mno_reference'), cell: (p) => p.mno_reference },
    {
      header: t('fields.type'),
      cell: (p) =>
        p.bundle_kind
          ? `${t(`type.${p.payment_type}`)} (${t(`bundleKind.${p.bundle_kind}`)})`
          : t(`type.${p.payment_type}`),
    },
    { header: t('premiumForm.paymentMethod'), cell: (p) => valueLabel(t, 'paymentMethods', p.payment_method) },
    {
      header: t('premiums.amount'),
      cell: (p) => t('premiums.amountTimes', { amount: money(p.amount_in_cents), quantity: p.quantity }),
    },
    { header: t('premiums.total'), cell: (p) => <Money cents={p.total_cents} currency={props.currency} /> },
    {
      header: t('premiums.benefit'),
      cell: (p) => (
        <span title={t(`premiums.basis.${p.benefit_basis}`)}>
          <Money cents={p.benefit_in_cents} currency={props.currency} />{' '}
          <Typography component="span" variant="caption" color="text.secondary">
            {t(`premiums.basis.${p.benefit_basis}`)}
          </Typography>
        </span>
      ),
    },
    { header: t('fields.status'), cell: (p) => t(`premiums.status.${p.status}`, { defaultValue: p.status }) },
    ...(props.canWrite
      ? [
          {
            header: t('app:table.actions'),
            cell: (p: Premium) =>
              p.status === 'recorded' && (
                <IconButton
                  size="small"
                  aria-label={t('premiums.delete', { reference: p.mno_reference })}
                  onClick={() => setDeleting(p)}
                >
                  <Delete fontSize="small" />
                </IconButton>
              ),
          },
        ]
      : []),
  ];
  return (
    <>
      {props.canWrite && props.policies.length > 0 && (
        <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
          <Button variant="outlined" onClick={() => setAdding('single')}>
            {t('premiumForm.title')}
          </Button>
          <Button
            variant="outlined"
            onClick={() => setAdding('prerequisite')}
            disabled={!props.premiums?.some((p) => p.status === 'recorded')}
          >
            {t('premiumForm.titlePrerequisite')}
          </Button>
        </Box>
      )}
      <OperationError error={remove.error} title={t('premiums.deleteFailed')} />
      <SimpleTable
        label={props.label}
        rows={props.premiums}
        columns={columns}
        rowKey={(p) => p.guid}
        loading={props.loading}
      />
      {adding && (
        <AddPremiumDialog
          policies={props.policies}
          premiums={props.premiums ?? []}
          currency={props.currency}
          withPrerequisite={adding === 'prerequisite'}
          onClose={() => setAdding(null)}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('premiums.deleteTitle')}
        text={
          deleting
            ? t('premiums.deleteText', {
                reference: deleting.mno_reference,
                total: money(deleting.total_cents),
                number: numberOf(deleting.policy_guid),
              })
            : ''
        }
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.guid, {
            onSuccess: (p) => notify(t('premiums.deleted', { reference: p.mno_reference }), 'success'),
            onSettled: () => setDeleting(null),
          })
        }
      />
    </>
  );
}
