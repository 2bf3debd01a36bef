import type { groupCallback } from '@coverdesk/contract/groups/groups.schemas';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { DateTimeText } from '../../../components/date-time-text.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { useGroupCallbacks } from '../api/group-pages.ts';

type Callback = z.infer<typeof groupCallback>;

/** Requests to be called back by a group sales agent (all of the partner, or of one group). */
export function GroupCallbacksTable({ groupId }: { groupId?: string }) {
  const { t } = useTranslation('groups');
  const paging = usePaging();
  const list = useGroupCallbacks({ ...paging.params, ...(groupId ? { group_id: groupId } : {}) });
  const columns: GridColDef<Callback>[] = [
    { field: 'msisdn', headerName: t('callbacks.msisdn'), width: 160 },
    { field: 'name', headerName: t('callbacks.name'), flex: 1, minWidth: 160 },
    { field: 'product_name', headerName: t('fields.product'), flex: 1, minWidth: 160 },
    {
      field: 'requested_at',
      headerName: t('callbacks.requested'),
      width: 180,
      renderCell: ({ row }) => <DateTimeText value={row.requested_at} />,
    },
  ];
  return <PagedDataTable label={t('callbacks.title')} columns={columns} list={list} paging={paging} />;
}
