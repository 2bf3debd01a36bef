import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { notify } from '../../../app/notifications.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { Money } from '../../../components/money.tsx';
import { OperationError } from '../../../components/operation-error.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useDeleteGroup } from '../api/delete-group.ts';
import { useGroup } from '../api/get-group.ts';
import { GroupCallbacksTable } from '../components/group-callbacks-table.tsx';
import { GroupFormDialog } from '../components/group-form-dialog.tsx';
import { GroupMembersTab } from '../components/group-members-tab.tsx';
import { GroupPaymentsTab } from '../components/group-payments-tab.tsx';
import {
  GroupClaimsTab,
  GroupCustomersTab,
  GroupPoliciesTab,
  GroupPremiumsTab,
} from '../components/group-records-tabs.tsx';
import { GroupRegistrationTab } from '../components/group-registration-tab.tsx';
import { GroupUploadsTab } from '../components/group-uploads-tab.tsx';

const TABS = [
  'members',
  'uploads',
  'registration',
  'policies',
  'customers',
  'premiums',
  'claims',
  'payments',
  'callbacks',
] as const;

/** A group: its scheme, temporary members (with the members file), quotation and registration, and its records. */
export default function GroupPage() {
  const { t } = useTranslation('groups');
  const { guid = '' } = useParams();
  const navigate = useNavigate();
  const permissions = usePermissions();
  const canWrite = permissions.has('groups.write');
  const group = useGroup(guid);
  const currency = usePartnerCurrency();
  const remove = useDeleteGroup();
  const [tab, setTab] = useState<(typeof TABS)[number]>('members');
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const g = group.data;
  return (
    <Stack spacing={2}>
      <Breadcrumbs>
        <Link component={RouterLink} to="/groups">
          {t('title')}
        </Link>
        <Typography>{g?.name ?? '…'}</Typography>
      </Breadcrumbs>
      <OperationError error={group.error} title={t('loadFailed')} />
      {group.isPending && !group.error && <CircularProgress aria-label={t('loading')} />}
      {g && (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
            <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
              {g.name}
            </Typography>
            <Chip label={t(`status.${g.status}`)} color={g.status === 'registered' ? 'success' : 'default'} />
            {canWrite && <Button onClick={() => setEditing(true)}>{t('app:actions.edit')}</Button>}
            {canWrite && (
              <Button color="error" onClick={() => setDeleting(true)}>
                {t('app:actions.delete')}
              </Button>
            )}
          </Stack>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography>
              {t(`types.${g.group_type}`)} · {g.product_name} · <Money cents={g.premium_cents} currency={currency} /> /{' '}
              {t(`granularity.${g.granularity}`, { defaultValue: g.granularity })} · {t('fields.start_date')}{' '}
              <DateText value={g.start_date} />
            </Typography>
            <Typography color="text.secondary">
              {t('contact', { name: g.contact_name, msisdn: g.contact_msisdn })}
              {g.contact_email ? ` · ${g.contact_email}` : ''} ·{' '}
              {t('counts', { count: g.members_count, members: g.members_count, registered: g.registered_count })}
            </Typography>
          </Paper>
          <Tabs value={tab} onChange={(_, v) => setTab(v)} variant="scrollable" aria-label={g.name}>
            {TABS.map((x) => (
              <Tab key={x} value={x} label={t(`tabs.${x}`)} />
            ))}
          </Tabs>
          {tab === 'members' && <GroupMembersTab group={g} canWrite={canWrite} />}
          {tab === 'registration' && <GroupRegistrationTab group={g} canWrite={canWrite} />}
          {tab === 'policies' && <GroupPoliciesTab groupId={g.guid} />}
          {tab === 'customers' && <GroupCustomersTab groupId={g.guid} />}
          {tab === 'premiums' && <GroupPremiumsTab groupId={g.guid} />}
          {tab === 'claims' && <GroupClaimsTab groupId={g.guid} />}
          {tab === 'payments' && <GroupPaymentsTab groupId={g.guid} canPay={permissions.has('payments.write')} />}
          {tab === 'uploads' && <GroupUploadsTab groupId={g.guid} />}
          {tab === 'callbacks' && <GroupCallbacksTable groupId={g.guid} canWrite={canWrite} />}
          {editing && <GroupFormDialog group={g} onClose={() => setEditing(false)} />}
          <ConfirmDialog
            open={deleting}
            title={t('deleteTitle', { name: g.name })}
            text={t('deleteText')}
            busy={remove.isPending}
            onClose={() => setDeleting(false)}
            onConfirm={() =>
              remove.mutate(g.guid, {
                onSuccess: () => {
                  notify(t('deleted', { name: g.name }), 'success');
                  navigate('/groups');
                },
                onError: (e) => {
                  setDeleting(false);
                  notify(errorText(e, t('deleteFailed')));
                },
              })
            }
          />
        </>
      )}
    </Stack>
  );
}
