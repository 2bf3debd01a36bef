import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { usePermissions, useSession } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { AuditTimeline } from '../../../components/audit/audit-timeline.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateTimeText } from '../../../components/date-time-text.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useClearLockout } from '../api/clear-lockout.ts';
import { useDeleteUser } from '../api/delete-user.ts';
import { useUser } from '../api/get-user.ts';
import { usePartnerOptions } from '../api/list-partners.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { useUserAuditEvents } from '../api/user-audit-events.ts';
import { UserStatusChip } from '../components/lock-chip.tsx';
import { useRoleLabel } from '../components/role-labels.ts';
import { UserAccessDialog } from '../components/user-access-dialog.tsx';
import { UserEditDialog } from '../components/user-edit-dialog.tsx';

type Dialog = 'edit' | 'access' | 'delete' | 'reset' | null;

/** One user: fields, roles, partners, lock-out, the administrator's actions and the user's history. */
export default function UserPage() {
  const { t } = useTranslation('users');
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const canWrite = permissions.has('users.write');
  const self = useSession().claims?.sub === id;
  const loaded = useUser(id);
  const history = useUserAuditEvents(id, permissions.has('audit.read'));
  const partners = usePartnerOptions();
  const roleLabel = useRoleLabel();
  const remove = useDeleteUser();
  const reset = useResetPassword();
  const unlock = useClearLockout();
  const [dialog, setDialog] = useState<Dialog>(null);

  if (loaded.isError)
    return (
      <Alert severity="error" role="alert">
        {errorText(loaded.error, t('notFound'))}
      </Alert>
    );
  if (!loaded.data) return <CircularProgress aria-label={t('app:loading')} />;
  const { user, state } = loaded.data;
  const partnerName = new Map((partners.data ?? []).map((p) => [p.value, p.label]));
  const rows: [string, ReactNode][] = [
    [t('fields.username'), user.username],
    [t('fields.name'), [user.firstName, user.lastName].filter(Boolean).join(' ') || '—'],
    [t('fields.email'), user.email ?? '—'],
    [t('fields.roles'), (state?.roles ?? []).map(roleLabel).join(', ') || '—'],
    [
      t('fields.partners'),
      (state?.partners ?? []).map((p) => partnerName.get(p) ?? t('otherPartner')).join(', ') || '—',
    ],
    [t('fields.status'), <UserStatusChip key="s" enabled={user.enabled} state={state} />],
    [t('fields.lockedUntil'), state?.locked ? <DateTimeText key="l" value={state.locked_until} /> : '—'],
    [t('fields.lastSignIn'), state?.last_sign_in ? <DateTimeText key="d" value={state.last_sign_in} /> : '—'],
  ];

  return (
    <Stack spacing={2}>
      <Link component={RouterLink} to="/admin/users">
        {t('backToList')}
      </Link>
      <Typography variant="h4" component="h1">
        {user.username}
      </Typography>
      <Card>
        <CardContent>
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 24px', margin: 0 }}>
            {rows.map(([label, value]) => (
              <div key={label} style={{ display: 'contents' }}>
                <Typography component="dt" color="text.secondary">
                  {label}
                </Typography>
                <Typography component="dd" sx={{ m: 0 }}>
                  {value}
                </Typography>
              </div>
            ))}
          </dl>
          {canWrite && (
            <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
              <Button variant="outlined" onClick={() => setDialog('edit')}>
                {t('actions.edit')}
              </Button>
              <Button variant="outlined" onClick={() => setDialog('access')}>
                {t('actions.access')}
              </Button>
              <Button variant="outlined" onClick={() => setDialog('reset')} disabled={!user.email}>
                {t('actions.resetPassword')}
              </Button>
              {state?.locked && (
                <Button
                  variant="outlined"
                  disabled={unlock.isPending}
                  onClick={() =>
                    unlock.mutate(id, { onSuccess: () => notify(t('unlocked', { name: user.username }), 'success') })
                  }
                >
                  {t('actions.unlock')}
                </Button>
              )}
              {!self && (
                <Button variant="outlined" color="error" onClick={() => setDialog('delete')}>
                  {t('actions.delete')}
                </Button>
              )}
            </Stack>
          )}
        </CardContent>
      </Card>
      {permissions.has('audit.read') && (
        <Card component="section" aria-labelledby="user-history">
          <CardContent>
            <Typography variant="h6" component="h2" id="user-history">
              {t('app:audit.history')}
            </Typography>
            {history.data ? (
              <AuditTimeline events={history.data.items} label={t('app:audit.history')} />
            ) : history.isError ? (
              <Alert severity="error">{t('app:audit.loadFailed')}</Alert>
            ) : (
              <CircularProgress size={24} aria-label={t('app:audit.loading')} />
            )}
          </CardContent>
        </Card>
      )}
      {dialog === 'edit' && <UserEditDialog user={user} onClose={() => setDialog(null)} />}
      {dialog === 'access' && (
        <UserAccessDialog
          id={id}
          username={user.username}
          current={{ roles: state?.roles ?? [], partners: state?.partners ?? [] }}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'reset'}
        title={t('resetTitle')}
        text={t('resetText', { name: user.username, email: user.email })}
        confirmLabel={t('actions.sendLink')}
        busy={reset.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          reset.mutate(id, {
            onSuccess: () => notify(t('resetSent', { email: user.email }), 'success'),
            onSettled: () => setDialog(null),
          })
        }
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        title={t('deleteTitle')}
        text={t('deleteText', { name: user.username })}
        busy={remove.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              notify(t('deleted', { name: user.username }), 'success');
              void navigate('/admin/users');
            },
            onSettled: () => setDialog(null),
          })
        }
      />
    </Stack>
  );
}
