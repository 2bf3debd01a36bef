import type { Claim } from '@coverdesk/contract/claims/claim.schemas';
import type { ClaimAction } from '@coverdesk/contract/claims/claim-transitions';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/lists/fit-columns.ts';
import { dateColumn, moneyColumn } from '../../../components/lists/list-columns.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { RowActionsMenu } from '../../../components/lists/row-actions-menu.tsx';
import type { Paging } from '../../../components/lists/use-paging.ts';
import type { Paged } from '../../../lib/paging.ts';
import { usePartnerCurrency } from '../api/partner-settings.ts';
import { useClaimColumns } from './claim-columns.tsx';

/** A server-paged list of claims: reference (opens the claim), age, amounts and, where given, safe actions. */
export function ClaimsTable(props: {
  label: string;
  list: { data?: Paged<Claim>; isFetching: boolean };
  paging: Paging;
  actionsOf?(claim: Claim): ClaimAction[];
  onAction?(claim: Claim, action: ClaimAction): void;
  busy?: boolean;
}) {
  const { t } = useTranslation('claims');
  const { currency } = usePartnerCurrency();
  const c = useClaimColumns();
  const columns: ListColumn<Claim>[] = [
    c.reference,
    c.type,
    c.status,
    { field: 'person_affected', headerName: t('fields.person_affected'), flex: 1, minWidth: 130, priority: 1 },
    dateColumn<Claim>('received_at', t('fields.received_at'), (r) => r.received_at, { priority: 2 }),
    {
      field: 'age_days',
      headerName: t('fields.age_days'),
      type: 'number',
      priority: 3,
      valueFormatter: (v: number) => t('ageDays', { count: v }),
      fitText: (r) => t('ageDays', { count: r.age_days }),
    },
    c.claimAmount,
    moneyColumn<Claim>(
      'benefit_amount_cents',
      t('fields.benefit_amount_cents'),
      (r) => r.benefit_amount_cents,
      currency,
    ),
  ];
  const { actionsOf, onAction } = props;
  if (actionsOf && onAction)
    columns.push({
      field: 'actions',
      headerName: t('app:table.actions'),
      width: 120,
      sortable: false,
      fitText: (row) => (actionsOf(row).length === 1 ? t(`actions.${actionsOf(row)[0]}`).toUpperCase() : ''),
      fitExtra: 20,
      renderCell: ({ row }) => (
        <RowActionsMenu
          rowName={row.claim_reference}
          actions={actionsOf(row).map((a) => ({
            key: a,
            label: t(`actions.${a}`),
            name: t('actionOn', { action: t(`actions.${a}`), reference: row.claim_reference }),
            disabled: props.busy,
            run: () => onAction(row, a),
          }))}
        />
      ),
    });
  return <PagedDataTable label={props.label} columns={columns} list={props.list} paging={props.paging} />;
}
