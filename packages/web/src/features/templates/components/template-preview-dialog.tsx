import type { DocumentTemplate } from '@coverdesk/contract/templates/document-templates.schemas';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { policiesRoutes } from '../../../lib/routes.ts';
import { usePreviewTemplate } from '../api/document-templates.ts';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Renders a saved template for a real entity (a policy by its number, or any entity by its id) in EN or FR. */
export function TemplatePreviewDialog({ template, onClose }: { template: DocumentTemplate; onClose(): void }) {
  const { t } = useTranslation('templates');
  const titleId = useId();
  const preview = usePreviewTemplate();
  const [entity, setEntity] = useState('');
  const [problem, setProblem] = useState<string>();
  const [shown, setShown] = useState<string>();
  useEffect(() => () => (shown ? URL.revokeObjectURL(shown) : undefined), [shown]);

  const show = async (language: 'en' | 'fr') => {
    setProblem(undefined);
    let guid = entity.trim();
    if (!GUID.test(guid)) {
      if (template.type !== 'Policy') return setProblem(t('preview.idRequired'));
      const policy = await call(policiesRoutes.byNumber, { query: { policy_number: guid } }).catch(() => null);
      if (!policy) return setProblem(t('preview.notFound'));
      guid = policy.guid;
    }
    preview.mutate({ template: template.guid, entity_guid: guid, language }, { onSuccess: setShown });
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>{t('preview.title', { name: template.name })}</DialogTitle>
      <DialogContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'center', pt: 1 }}>
          <TextField
            fullWidth
            size="small"
            label={t(template.type === 'Policy' ? 'preview.policy' : 'preview.entity', {
              type: t(`types.${template.type}`),
            })}
            value={entity}
            onChange={(e) => setEntity(e.target.value)}
            error={Boolean(problem)}
            helperText={problem}
          />
          <Button variant="outlined" disabled={preview.isPending} onClick={() => show('en')}>
            {t('preview.english')}
          </Button>
          <Button variant="outlined" disabled={preview.isPending} onClick={() => show('fr')}>
            {t('preview.french')}
          </Button>
        </Stack>
        {preview.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorText(preview.error, t('preview.failed'))}
          </Alert>
        )}
        {shown && (
          <iframe
            title={t('preview.frame')}
            src={shown}
            style={{ width: '100%', height: '70vh', border: 0, marginTop: 16 }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
