import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** What a bulk action did: the claims that succeeded and, for each other one, why it failed. */
export function BulkResultDialog(props: {
  succeeded: string[];
  failed: { reference: string; message: string }[];
  onClose(): void;
}) {
  const { t } = useTranslation('claims');
  return (
    <Dialog open onClose={props.onClose} aria-labelledby="bulk-result-title" fullWidth maxWidth="sm">
      <DialogTitle id="bulk-result-title">{t('complexList.resultTitle')}</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" component="h3">
          {t('complexList.succeeded', { count: props.succeeded.length })}
        </Typography>
        <List dense aria-label={t('complexList.succeededList')}>
          {props.succeeded.map((r) => (
            <ListItem key={r}>
              <ListItemText primary={r} />
            </ListItem>
          ))}
        </List>
        {props.failed.length > 0 && (
          <>
            <Typography variant="subtitle2" component="h3" color="error">
              {t('complexList.failed', { count: props.failed.length })}
            </Typography>
            <List dense aria-label={t('complexList.failedList')}>
              {props.failed.map((f) => (
                <ListItem key={f.reference}>
                  <ListItemText primary={f.reference} secondary={f.message} />
                </ListItem>
              ))}
            </List>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} autoFocus>
          {t('complexList.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
