import type { ImportRoutes } from '@coverdesk/contract/common/imports';
import {
  GROUP_MEMBER_COLUMNS,
  GROUP_MEMBER_OPTIONAL_COLUMNS,
  type GroupDetail,
  type TempMember,
} from '@coverdesk/contract/groups/groups.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { ImportUploadCard } from '../../../components/imports/import-upload-card.tsx';
import type { ListColumn } from '../../../components/lists/fit-columns.ts';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { errorText } from '../../../lib/error-text.ts';
import { groupMembersImportRoutes } from '../../../lib/routes.ts';
import { valueLabel } from '../../../lib/value-label.ts';
import { useDeleteMember, useTempMembers } from '../api/temp-members.ts';
import { MemberFormDialog } from './member-form-dialog.tsx';

export const MEMBER_IMPORT_ROUTES = groupMembersImportRoutes as unknown as ImportRoutes;
export const MEMBER_COLUMNS = [...GROUP_MEMBER_COLUMNS, ...GROUP_MEMBER_OPTIONAL_COLUMNS];
export const memberBatchPath = (group: string) => (batch: string) => `/groups/${group}/uploads/${batch}`;

/** Temporary members: the members file (dry run, progress, error file), the list with what is missing, add/edit. */
export function GroupMembersTab({ group, canWrite }: { group: GroupDetail; canWrite: boolean }) {
  const { t } = useTranslation('groups');
  const paging = usePaging(25);
  const list = useTempMembers(group.guid, paging.params);
  const remove = useDeleteMember();
  const [editing, setEditing] = useState<{
    kind: 'principal' | 'dependant';
    member?: TempMember;
    principal?: TempMember;
  }>();
  const [deleting, setDeleting] = useState<TempMember>();
  const columns: ListColumn<TempMember>[] = [
    {
      field: 'full_name',
      headerName: t('fields.full_name'),
      flex: 1,
      minWidth: 180,
      renderCell: ({ row }) => (
        <Box sx={{ pl: row.kind === 'dependant' ? 3 : 0 }}>{row.full_name ?? t('members.noName')}</Box>
      ),
    },
    {
      field: 'kind',
      headerName: t('fields.kind'),
      width: 150,
      valueGetter: (_v: string, row: TempMember) =>
        row.kind === 'dependant' ? valueLabel(t, 'relationships', row.relationship) : t('members.principal'),
    },
    { field: 'msisdn', headerName: t('fields.msisdn'), priority: 0, fitText: (r) => r.msisdn ?? '' },
    {
      field: 'date_of_birth',
      headerName: t('fields.date_of_birth'),
      width: 130,
      renderCell: ({ row }) => <DateText value={row.date_of_birth} />,
    },
    {
      field: 'status',
      headerName: t('fields.status'),
      flex: 1,
      minWidth: 220,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
          <Chip
            size="small"
            label={t(`memberStatus.${row.status}`)}
            color={row.status === 'registered' ? 'success' : row.status === 'failed' ? 'error' : 'default'}
          />
          <Typography variant="body2" color="text.secondary" noWrap>
            {row.missing.length
              ? t('members.missing', { fields: row.missing.map((f) => t(`fields.${f}`)).join(', ') })
              : (row.error ?? '')}
          </Typography>
        </Stack>
      ),
    },
  ];
  if (canWrite)
    columns.push({
      field: 'actions',
      headerName: t('app:table.actions'),
      width: 260,
      sortable: false,
      renderCell: ({ row }) =>
        row.status === 'registered' ? null : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            <Button
              size="small"
              aria-label={t('members.editOne', { name: row.full_name ?? row.msisdn ?? '' })}
              onClick={() => setEditing({ kind: row.kind, member: row })}
            >
              {t('app:actions.edit')}
            </Button>
            {row.kind === 'principal' && (
              <Button
                size="small"
                aria-label={t('members.addDependantOf', { name: row.full_name ?? row.msisdn ?? '' })}
                onClick={() => setEditing({ kind: 'dependant', principal: row })}
              >
                {t('members.addDependant')}
              </Button>
            )}
            <Button
              size="small"
              color="error"
              aria-label={t('members.deleteOne', { name: row.full_name ?? row.msisdn ?? '' })}
              onClick={() => setDeleting(row)}
            >
              {t('app:actions.delete')}
            </Button>
          </Stack>
        ),
    });
  return (
    <Stack spacing={2}>
      {canWrite && (
        <ImportUploadCard
          routes={MEMBER_IMPORT_ROUTES}
          uploadRoute={groupMembersImportRoutes.uploadTemp as unknown as ImportRoutes['upload']}
          query={{ groupId: group.guid }}
          batchPath={memberBatchPath(group.guid)}
          templateName="group-members-template.csv"
          confirmText={t('members.uploadConfirm', { name: group.name })}
        >
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('members.fileHint')}
          </Typography>
        </ImportUploadCard>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {t('tabs.members')}
        </Typography>
        {canWrite && (
          <Button variant="outlined" onClick={() => setEditing({ kind: 'principal' })}>
            {t('members.addPrincipal')}
          </Button>
        )}
      </Box>
      <PagedDataTable label={t('tabs.members')} columns={columns} list={list} paging={paging} />
      {editing && (
        <MemberFormDialog
          groupId={group.guid}
          kind={editing.kind}
          member={editing.member}
          principal={editing.principal}
          onClose={() => setEditing(undefined)}
        />
      )}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('members.deleteTitle', { name: deleting?.full_name ?? deleting?.msisdn ?? '' })}
        text={t(deleting?.kind === 'principal' ? 'members.deletePrincipalText' : 'members.deleteDependantText')}
        busy={remove.isPending}
        onClose={() => setDeleting(undefined)}
        onConfirm={() =>
          deleting &&
          remove.mutate(
            { guid: deleting.guid, kind: deleting.kind },
            {
              onSuccess: () => {
                notify(t('members.deleted', { name: deleting.full_name ?? deleting.msisdn ?? '' }), 'success');
                setDeleting(undefined);
              },
              onError: (e) => notify(errorText(e, t('members.deleteFailed'))),
            },
          )
        }
      />
    </Stack>
  );
}
