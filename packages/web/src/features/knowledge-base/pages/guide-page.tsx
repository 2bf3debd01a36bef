import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { DateText } from '../../../components/date-text.tsx';
import { ConfirmDelete } from '../../../components/lists/confirm-delete.tsx';
import { sizeText } from '../../../lib/documents.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteGuide } from '../api/delete-guide.ts';
import { useGuide } from '../api/get-guide.ts';
import { GuideFormDialog } from '../components/guide-form-dialog.tsx';

/** One guide: its text and files; edit and delete for those allowed. */
export default function GuidePage() {
  const { t } = useTranslation('knowledge-base');
  const { guid = '' } = useParams();
  const navigate = useNavigate();
  const canManage = usePermissions().has('knowledge_base.manage');
  const guide = useGuide(guid);
  const remove = useDeleteGuide();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const g = guide.data;
  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/knowledge-base">
        {t('back')}
      </Link>
      {guide.isError && <Alert severity="error">{errorText(guide.error, t('loadFailed'))}</Alert>}
      {g && (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
              {g.title}
            </Typography>
            <Chip label={t(`types.${g.document_type}`)} />
            <Chip variant="outlined" label={t(`languages.${g.language}`)} />
            {canManage && (
              <>
                <Button variant="outlined" onClick={() => setEditing(true)}>
                  {t('edit')}
                </Button>
                <Button color="error" onClick={() => setDeleting(true)}>
                  {t('delete')}
                </Button>
              </>
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('updatedOn')} <DateText value={g.updated_at} />
          </Typography>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography sx={{ whiteSpace: 'pre-wrap' }}>{g.body}</Typography>
          </Paper>
          {g.attachments.length > 0 && (
            <Stack spacing={1}>
              <Typography variant="subtitle1" component="h2">
                {t('fields.attachments')}
              </Typography>
              {g.attachments.map((a) => (
                <Link key={a.guid} href={a.url} download={a.filename}>
                  {a.filename} ({sizeText(a.size_bytes)}){a.text_extracted ? ` · ${t('searchable')}` : ''}
                </Link>
              ))}
            </Stack>
          )}
          {editing && <GuideFormDialog guide={g} onClose={() => setEditing(false)} />}
          <ConfirmDelete
            ns="knowledge-base"
            row={deleting ? { name: g.title, guid: g.guid } : null}
            rowId={(r) => r.guid}
            remove={{
              isPending: remove.isPending,
              mutate: (id, o) =>
                remove.mutate(id, {
                  onSuccess: () => {
                    o.onSuccess();
                    navigate('/knowledge-base');
                  },
                  onSettled: o.onSettled,
                }),
            }}
            onClose={() => setDeleting(false)}
          />
        </>
      )}
    </Stack>
  );
}
