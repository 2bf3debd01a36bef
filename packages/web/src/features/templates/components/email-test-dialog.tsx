import type { EmailTemplate } from '@coverdesk/contract/templates/email-templates.schemas';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useSendTestEmail } from '../api/email-templates.ts';

/**
 * An email template's preview (the HTML as written, placeholders shown, in a sandbox that runs nothing) in English or
 * French, and a test send for a real record: it is rendered for that record and queued like any email.
 */
export function EmailTestDialog({ template, onClose }: { template: EmailTemplate; onClose(): void }) {
  const { t } = useTranslation('templates');
  const titleId = useId();
  const send = useSendTestEmail();
  const [lang, setLang] = useState<'en' | 'fr'>('en');
  const [to, setTo] = useState('');
  const [entity, setEntity] = useState('');
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{t('email.testTitle', { name: template.name })}</DialogTitle>
      <DialogContent>
        <Tabs value={lang} onChange={(_, v) => setLang(v)} aria-label={t('language')}>
          <Tab value="en" label={t('english')} />
          <Tab value="fr" label={t('french')} />
        </Tabs>
        <Typography sx={{ mt: 1 }}>
          <strong>{t('email.subject')}:</strong> {lang === 'fr' ? template.subject_fr : template.subject_en}
        </Typography>
        <iframe
          title={t('email.preview')}
          sandbox=""
          srcDoc={lang === 'fr' ? template.html_fr : template.html_en}
          style={{ width: '100%', height: 240, border: '1px solid #ddd', marginTop: 8 }}
        />
        <TextField
          fullWidth
          margin="dense"
          label={t('email.testTo')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
        />
        <TextField
          fullWidth
          margin="dense"
          label={t('preview.entity', { type: t(`types.${template.entity_type}`) })}
          value={entity}
          onChange={(e) => setEntity(e.target.value)}
          error={send.isError}
          helperText={send.isError ? errorText(send.error, t('email.testFailed')) : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('close')}</Button>
        <Button
          variant="contained"
          disabled={send.isPending || !to.trim() || !entity.trim()}
          onClick={() =>
            send.mutate(
              { email_template_guid: template.guid, email_recipients: to.trim(), entity_guid: entity.trim() },
              { onSuccess: () => notify(t('email.testSent', { to: to.trim() }), 'success') },
            )
          }
        >
          {t('email.sendTest')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
