import Breadcrumbs from '@mui/material/Breadcrumbs';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { ImportBatchDetail } from '../../../components/imports/import-batch-detail.tsx';
import { useImportBatch } from '../../../components/imports/import-queries.ts';
import { OperationError } from '../../../components/operation-error.tsx';
import { useGroup } from '../api/get-group.ts';
import { groupsKey } from '../api/keys.ts';
import { MEMBER_COLUMNS, MEMBER_IMPORT_ROUTES } from '../components/group-members-tab.tsx';

/** One members file of a group: live progress, counts, the rows to fix and the error file; apply a dry run. */
export default function GroupUploadPage() {
  const { t } = useTranslation('groups');
  const { guid = '', batch: batchGuid = '' } = useParams();
  const group = useGroup(guid);
  const batch = useImportBatch(MEMBER_IMPORT_ROUTES, batchGuid);
  const canWrite = usePermissions().has('groups.write');
  // The group's members change when the file is applied: its lists are read again once the batch ends.
  const qc = useQueryClient();
  const status = batch.data?.status;
  useEffect(() => {
    if (status && status !== 'queued' && status !== 'running') void qc.invalidateQueries({ queryKey: groupsKey });
  }, [status, qc]);
  return (
    <Stack spacing={2}>
      <Breadcrumbs>
        <Link component={RouterLink} to="/groups">
          {t('title')}
        </Link>
        <Link component={RouterLink} to={`/groups/${guid}`}>
          {group.data?.name ?? '…'}
        </Link>
        <Typography>{batch.data?.filename ?? '…'}</Typography>
      </Breadcrumbs>
      <Typography variant="h4" component="h1">
        {t('members.batchTitle', { name: batch.data?.filename ?? '' })}
      </Typography>
      <OperationError error={batch.error} title={t('loadFailed')} />
      {batch.isPending && !batch.error && <CircularProgress aria-label={t('loading')} />}
      {batch.data && (
        <ImportBatchDetail
          routes={MEMBER_IMPORT_ROUTES}
          batch={batch.data}
          columns={MEMBER_COLUMNS}
          canWrite={canWrite}
          confirmText={t('members.applyText', { count: batch.data.valid })}
        />
      )}
      <Link component={RouterLink} to={`/groups/${guid}`}>
        {t('members.back')}
      </Link>
    </Stack>
  );
}
