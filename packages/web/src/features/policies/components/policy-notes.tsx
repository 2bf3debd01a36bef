import { NOTE_TYPE_DEFAULT, noteInput } from '@coverdesk/contract/policies/policies.schemas';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { notify } from '../../../app/notifications.ts';
import { useAuditWords } from '../../../components/audit/audit-timeline.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { FormMessage } from '../../../components/form-message.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { valueLabel } from '../../../lib/value-label.ts';
import { useAddNote } from '../api/add-note.ts';
import { usePolicyNotes } from '../api/list-notes.ts';

/** A policy's notes, newest first, and a form to add one (type General unless another is typed). */
export function PolicyNotes({ policyGuid, canWrite }: { policyGuid: string; canWrite: boolean }) {
  const { t } = useTranslation('policies');
  const words = useAuditWords();
  const notes = usePolicyNotes(policyGuid);
  const add = useAddNote();
  const { control, handleSubmit, reset } = useForm<z.input<typeof noteInput>, unknown, z.output<typeof noteInput>>({
    resolver: zodResolver(noteInput),
    defaultValues: { policy_guid: policyGuid, note: '', note_type: NOTE_TYPE_DEFAULT },
  });
  const submit = handleSubmit((v) =>
    add.mutate(v, {
      onSuccess: () => {
        notify(t('notes.added'), 'success');
        reset({ policy_guid: policyGuid, note: '', note_type: NOTE_TYPE_DEFAULT });
      },
    }),
  );
  return (
    <Stack spacing={1}>
      {canWrite && (
        <form noValidate onSubmit={submit} aria-label={t('notes.add')}>
          <FormTextField control={control} name="note_type" label={t('notes.type')} />
          <FormTextField control={control} name="note" label={t('notes.note')} multiline minRows={2} />
          {add.error && <FormMessage severity="error">{errorText(add.error)}</FormMessage>}
          <Button type="submit" variant="outlined" disabled={add.isPending}>
            {t('notes.add')}
          </Button>
        </form>
      )}
      {notes.data?.length === 0 && <Typography variant="body2">{t('notes.none')}</Typography>}
      <List dense aria-label={t('sections.notes')}>
        {notes.data?.map((n) => (
          <ListItem key={n.guid} divider>
            <ListItemText
              primary={n.note}
              secondary={
                <>
                  {valueLabel(t, 'noteTypes', n.note_type)} · {words.actor(n.created_by)} ·{' '}
                  <DateText value={n.created_at} />
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
