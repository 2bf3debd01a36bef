import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useClaimsModes, useMyPartners, useRestrictedList, useSaveRestrictedList } from '../api/partner-lists.ts';

/** SPEC §6's partner lists, as data: the restricted partners, and the partners with extra behaviour. */
export function PartnerListsTab() {
  return (
    <Stack spacing={3}>
      <RestrictedPartners />
      <ExtraBehaviourPartners />
    </Stack>
  );
}

function RestrictedPartners() {
  const { t } = useTranslation('configuration');
  const canWrite = usePermissions().has('feature_flags.write');
  const partners = useMyPartners();
  const list = useRestrictedList();
  const save = useSaveRestrictedList();
  const [chosen, setChosen] = useState<string[]>([]);
  const [confirming, setConfirming] = useState(false);
  const saved = list.data?.partner_guids ?? [];
  useEffect(() => setChosen(list.data?.partner_guids ?? []), [list.data]);
  const names = (guids: string[]) =>
    (partners.data ?? [])
      .filter((p) => guids.includes(p.guid))
      .map((p) => p.name)
      .join(', ');
  const added = chosen.filter((g) => !saved.includes(g));
  const lifted = saved.filter((g) => !chosen.includes(g));
  const changed = added.length + lifted.length > 0;
  const flag = list.data;

  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="restricted-title">
      <Typography variant="h6" component="h2" id="restricted-title">
        {t('lists.restricted.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('lists.restricted.text')}
      </Typography>
      {list.error && <Alert severity="error">{errorText(list.error)}</Alert>}
      <FormGroup>
        {(partners.data ?? []).map((p) => (
          <FormControlLabel
            key={p.guid}
            label={p.name}
            control={
              <Checkbox
                checked={chosen.includes(p.guid)}
                disabled={!canWrite || !flag}
                onChange={(e) => setChosen((c) => (e.target.checked ? [...c, p.guid] : c.filter((g) => g !== p.guid)))}
              />
            }
          />
        ))}
      </FormGroup>
      {canWrite && (
        <Button variant="contained" disabled={!changed || !flag} onClick={() => setConfirming(true)} sx={{ mt: 1 }}>
          {t('lists.restricted.save')}
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('lists.restricted.confirmTitle')}
        text={[
          added.length ? t('lists.restricted.willRestrict', { names: names(added) }) : '',
          lifted.length ? t('lists.restricted.willLift', { names: names(lifted) }) : '',
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={t('lists.restricted.save')}
        busy={save.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          flag &&
          save.mutate(
            { guid: flag.guid, description: flag.description, partner_guids: chosen },
            {
              onSuccess: () => {
                setConfirming(false);
                notify(t('lists.restricted.saved'), 'success');
              },
              onError: (e) => {
                setConfirming(false);
                notify(errorText(e), 'error');
              },
            },
          )
        }
      />
    </Paper>
  );
}

function ExtraBehaviourPartners() {
  const { t } = useTranslation('configuration');
  const partners = useMyPartners();
  const modes = useClaimsModes(partners.data ?? []);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="extra-title">
      <Typography variant="h6" component="h2" id="extra-title">
        {t('lists.extra.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('lists.extra.text')}
      </Typography>
      <Table size="small" aria-labelledby="extra-title">
        <TableHead>
          <TableRow>
            <TableCell>{t('lists.extra.partner')}</TableCell>
            <TableCell>{t('lists.extra.claimsMode')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(partners.data ?? []).map((p, i) => {
            const mode = modes[i]?.data?.claims_mode;
            return (
              <TableRow key={p.guid}>
                <TableCell>
                  <Link component={RouterLink} to={`/admin/partners/${p.guid}`}>
                    {p.name}
                  </Link>
                </TableCell>
                <TableCell>
                  {mode ? (
                    <Chip
                      size="small"
                      color={mode === 'complex' ? 'warning' : 'default'}
                      label={t(`lists.extra.modes.${mode}`)}
                    />
                  ) : modes[i]?.error ? (
                    errorText(modes[i]?.error)
                  ) : (
                    '…'
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </Paper>
  );
}
