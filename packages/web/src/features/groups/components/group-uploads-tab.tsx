import { useTranslation } from 'react-i18next';
import { ImportBatchesGrid } from '../../../components/imports/import-batches-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { useGroupUploads } from '../api/group-pages.ts';
import { MEMBER_IMPORT_ROUTES, memberBatchPath } from './group-members-tab.tsx';

/** The group's earlier members files: status, counts, the batch page and its error file. */
export function GroupUploadsTab({ groupId }: { groupId: string }) {
  const { t } = useTranslation('groups');
  const paging = usePaging();
  const list = useGroupUploads(groupId, paging.params);
  return (
    <ImportBatchesGrid
      routes={MEMBER_IMPORT_ROUTES}
      batchPath={memberBatchPath(groupId)}
      label={t('uploads.title')}
      list={list}
      paging={paging}
    />
  );
}
