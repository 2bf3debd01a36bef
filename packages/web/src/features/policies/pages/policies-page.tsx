import { POLICY_STATUSES, type PolicyStatus } from '@coverdesk/contract/policies/policies.schemas';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { useFindPolicyByNumber } from '../../../app/queries/find-policy-by-number.ts';
import { FormMessage } from '../../../components/form-message.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { TextInput } from '../../../components/text-input.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { useFlaggedPolicies } from '../api/list-flagged-policies.ts';
import { usePoliciesByStatus } from '../api/list-policies-by-status.ts';
import { usePolicyColumns } from '../components/policy-columns.tsx';

type View = 'status' | 'flagged' | 'find';

/** Policies: by status and branch, the AML-flagged ones, and find by number; "Buy policy" starts a sale. */
export default function PoliciesPage() {
  const { t } = useTranslation('policies');
  const [params, setParams] = useSearchParams();
  const view = (params.get('view') as View | null) ?? 'status';
  const canWrite = usePermissions().has('policies.write');
  return (
    <Stack spacing={2}>
      <ListHeader title={t('title')} create={canWrite && { label: t('buyPolicy'), to: '/policies/buy' }} />
      <Tabs value={view} onChange={(_e, v: View) => setParams({ view: v })} aria-label={t('title')}>
        <Tab value="status" label={t('list.byStatus')} />
        <Tab value="flagged" label={t('list.flagged')} />
        <Tab value="find" label={t('list.find')} />
      </Tabs>
      {view === 'status' && <ByStatus />}
      {view === 'flagged' && <Flagged />}
      {view === 'find' && <FindByNumber />}
    </Stack>
  );
}

function ByStatus() {
  const { t } = useTranslation('policies');
  const paging = usePaging();
  // A dashboard count opens this list filtered: `?status=active`.
  const [params] = useSearchParams();
  const [status, setStatus] = useState<PolicyStatus | ''>(() => {
    const asked = params.get('status');
    return asked && (POLICY_STATUSES as readonly string[]).includes(asked) ? (asked as PolicyStatus) : '';
  });
  const [branch, setBranch] = useState('');
  const deferredBranch = useDeferredValue(branch.trim());
  const list = usePoliciesByStatus({
    ...paging.params,
    status: status || undefined,
    branch: deferredBranch || undefined,
  });
  const columns = usePolicyColumns(usePartnerCurrency(), { parties: true });
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2}>
        <TextField
          select
          size="small"
          label={t('list.status')}
          value={status}
          sx={{ minWidth: 220 }}
          onChange={(e) => {
            setStatus(e.target.value as PolicyStatus | '');
            paging.firstPage();
          }}
        >
          <MenuItem value="">{t('list.allStatuses')}</MenuItem>
          {POLICY_STATUSES.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`status.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label={t('list.branch')}
          value={branch}
          onChange={(e) => {
            setBranch(e.target.value);
            paging.firstPage();
          }}
        />
      </Stack>
      <PagedDataTable label={t('list.byStatus')} columns={columns} list={list} paging={paging} />
    </Stack>
  );
}

function Flagged() {
  const { t } = useTranslation('policies');
  const paging = usePaging();
  const list = useFlaggedPolicies(paging.params);
  const columns = usePolicyColumns(usePartnerCurrency(), { parties: true });
  return <PagedDataTable label={t('list.flagged')} columns={columns} list={list} paging={paging} />;
}

function FindByNumber() {
  const { t } = useTranslation('policies');
  const navigate = useNavigate();
  const [number, setNumber] = useState('');
  const find = useFindPolicyByNumber();
  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (number.trim()) find.mutate(number.trim(), { onSuccess: (p) => navigate(`/policies/${p.guid}`) });
      }}
    >
      <Stack direction="row" spacing={1} sx={{ maxWidth: 600, alignItems: 'center' }}>
        <TextInput label={t('list.policyNumber')} value={number} onChange={(e) => setNumber(e.target.value)} />
        <Button type="submit" variant="contained" disabled={find.isPending}>
          {t('list.open')}
        </Button>
      </Stack>
      {find.error && (
        <FormMessage severity="error">
          {find.error instanceof HttpError && find.error.status === 404 ? t('list.notFound') : errorText(find.error)}
        </FormMessage>
      )}
    </form>
  );
}
