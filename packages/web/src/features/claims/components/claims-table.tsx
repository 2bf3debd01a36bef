import type { Claim } from '@coverdesk/contract/claims/claim.schemas';
import type { ClaimAction } from '@coverdesk/contract/claims/claim-transitions';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { RowActionsMenu } from '../../../components/lists/row-actions-menu.tsx';
import type { Paging } from '../../../components/lists/use-paging.ts';
import { Money } from '../../../components/money.tsx';
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
  const columns: GridColDef<Claim>[] = [
    c.reference,
    c.type,
    c.status,
    { field: 'person_affected', headerName: t('fields.person_affected'), flex: 1, minWidth: 130 },
    {
      field: 'received_at',
      headerName: t('fields.received_at'),
      width: 115,
      renderCell: ({ row }) => <DateText value={row.received_at} />,
    },
    {
      field: 'age_days',
      headerName: t('fields.age_days'),
      width: 80,
      type: 'number',
      valueFormatter: (v: number) => t('ageDays', { count: v }),
    },
    c.claimAmount,
    {
      field: 'benefit_amount_cents',
      headerName: t('fields.benefit_amount_cents'),
      width: 130,
      renderCell: ({ row }) => <Money cents={row.benefit_amount_cents} currency={currency} />,
    },
  ];
  const { actionsOf, onAction } = props;
  if (actionsOf && onAction)
    columns.push({
      field: 'actions',
      headerName: t('app:table.actions'),
      width: 120,
      sortable: false,
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
