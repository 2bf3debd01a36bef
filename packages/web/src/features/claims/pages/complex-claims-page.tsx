import type { Claim } from '@coverdesk/contract/claims/claim.schemas';
import { CLAIM_TYPES } from '@coverdesk/contract/claims/claim.schemas';
import { CLAIM_STATUSES } from '@coverdesk/contract/claims/claim-transitions';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { DateField } from '../../../components/date-field.tsx';
import type { ListColumn } from '../../../components/lists/fit-columns.ts';
import { dateColumn } from '../../../components/lists/list-columns.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { errorText } from '../../../lib/error-text.ts';
import { type ComplexFilter, useBulkComplex, useComplexClaims } from '../api/complex-claims.ts';
import { useClaimsMode } from '../api/partner-settings.ts';
import { BulkResultDialog } from '../components/bulk-result-dialog.tsx';
import { useClaimColumns } from '../components/claim-columns.tsx';
import { InitiateComplexClaimDialog } from '../components/complex/initiate-complex-claim-dialog.tsx';

const TEXT_FILTERS = ['claim', 'tag', 'facility', 'facility_code'] as const;
type Draft = Record<(typeof TEXT_FILTERS)[number] | 'type' | 'status' | 'start_date' | 'end_date', string>;
const EMPTY: Draft = {
  claim: '',
  tag: '',
  facility: '',
  facility_code: '',
  type: '',
  status: '',
  start_date: '',
  end_date: '',
};

/**
 * Complex (facility) claims for partners in complex claims mode: filters, selection and bulk approval; a claim opens
 * on its page (its lines are edited there) and a new one is initiated for a customer found by phone.
 */
export default function ComplexClaimsPage() {
  const { t } = useTranslation('claims');
  const permissions = usePermissions();
  const mode = useClaimsMode();
  const c = useClaimColumns();
  const complex = mode.data === 'complex';
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [filter, setFilter] = useState<ComplexFilter>({});
  const paging = usePaging(25);
  const list = useComplexClaims(filter, paging.params, complex);
  const [selected, setSelected] = useState<Map<string, Claim>>(new Map());
  const [confirm, setConfirm] = useState<'approve' | 'paid' | null>(null);
  const [result, setResult] = useState<{
    succeeded: string[];
    failed: { reference: string; message: string }[];
  } | null>(null);
  const [filterError, setFilterError] = useState<string | undefined>();
  const [initiating, setInitiating] = useState(false);
  const bulk = useBulkComplex();
  const rows = list.data?.items ?? [];
  const toggle = (c: Claim) =>
    setSelected((s) => {
      const n = new Map(s);
      if (n.has(c.guid)) n.delete(c.guid);
      else n.set(c.guid, c);
      return n;
    });
  const applyFilter = (e: FormEvent) => {
    e.preventDefault();
    if (draft.claim.trim() && draft.claim.trim().length < 3) return setFilterError(t('search.referenceMin'));
    setFilterError(undefined);
    const f: Record<string, string> = {};
    for (const [k, v] of Object.entries(draft)) if (v.trim()) f[k] = v.trim();
    setFilter(f as ComplexFilter);
    paging.firstPage();
    setSelected(new Map());
  };
  const runBulk = () => {
    if (!confirm) return;
    const chosen = [...selected.values()];
    bulk.mutate(
      { kind: confirm, claims: chosen.map((c) => ({ guid: c.guid, version: c.version })) },
      {
        onSuccess: (r) => {
          const ref = (g: string) => selected.get(g)?.claim_reference ?? g;
          setResult({
            succeeded: r.succeeded.map((s) => ref(s.guid)),
            failed: r.failed.map((f) => ({ reference: ref(f.guid), message: f.message })),
          });
          setSelected(new Map());
          setConfirm(null);
        },
      },
    );
  };
  if (mode.isPending) return null;
  if (!complex)
    return (
      <Stack spacing={2}>
        <Typography variant="h4" component="h1">
          {t('complexList.title')}
        </Typography>
        <Alert severity="info">{t('complexList.notComplex')}</Alert>
      </Stack>
    );
  const columns: ListColumn<Claim>[] = [
    {
      field: 'select',
      headerName: t('complexList.select'),
      width: 56,
      priority: 0,
      sortable: false,
      renderCell: ({ row }) => (
        <Checkbox
          size="small"
          checked={selected.has(row.guid)}
          onChange={() => toggle(row)}
          slotProps={{ input: { 'aria-label': t('complexList.selectOne', { reference: row.claim_reference }) } }}
        />
      ),
    },
    c.reference,
    c.type,
    c.status,
    { field: 'facility', headerName: t('fields.facility'), flex: 1, minWidth: 110 },
    { field: 'facility_code', headerName: t('fields.facility_code'), width: 95, priority: 3 },
    { field: 'tag', headerName: t('fields.tag'), width: 80, priority: 3 },
    {
      field: 'person_affected',
      headerName: t('fields.person_affected'),
      flex: 1,
      minWidth: 110,
      // The customer's page (the person affected may be one of their dependants).
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={`/customers/${row.customer_guid}`}>
          {row.person_affected}
        </Link>
      ),
    },
    dateColumn<Claim>('event_date', t('fields.event_date'), (r) => r.event_date, { priority: 2 }),
    c.claimAmount,
  ];
  const input = (k: keyof Draft, type?: string) =>
    type === 'date' ? (
      <DateField
        key={k}
        size="small"
        label={t(`complexList.filters.${k}`)}
        value={draft[k]}
        onChange={(v) => setDraft((d) => ({ ...d, [k]: v }))}
        sx={{ width: 170 }}
      />
    ) : (
      <TextField
        key={k}
        size="small"
        type={type}
        label={t(`complexList.filters.${k}`)}
        value={draft[k]}
        onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))}
        error={k === 'claim' && Boolean(filterError)}
        helperText={k === 'claim' ? filterError : undefined}
        sx={{ width: 170 }}
      />
    );
  const select = (k: 'type' | 'status', options: readonly string[], prefix: string) => (
    <TextField
      key={k}
      select
      size="small"
      label={t(`complexList.filters.${k}`)}
      value={draft[k]}
      onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ width: 170 }}
    >
      <option value="">{t('complexList.any')}</option>
      {options.map((o) => (
        <option key={o} value={o}>
          {t(`${prefix}.${o}`)}
        </option>
      ))}
    </TextField>
  );
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1">
          {t('complexList.title')}
        </Typography>
        {permissions.has('claims.submit') && (
          <Button variant="contained" onClick={() => setInitiating(true)}>
            {t('initiate.open')}
          </Button>
        )}
      </Box>
      <Box
        component="form"
        noValidate
        onSubmit={applyFilter}
        aria-label={t('complexList.filterLabel')}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        {TEXT_FILTERS.map((k) => input(k))}
        {select('type', CLAIM_TYPES, 'types')}
        {select('status', CLAIM_STATUSES, 'statuses')}
        {input('start_date', 'date')}
        {input('end_date', 'date')}
        <Button type="submit" variant="outlined">
          {t('complexList.apply')}
        </Button>
        <Button
          onClick={() => {
            setDraft(EMPTY);
            setFilter({});
            setFilterError(undefined);
          }}
        >
          {t('complexList.reset')}
        </Button>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" role="status">
          {t('complexList.selected', { count: selected.size })}
        </Typography>
        <Button size="small" onClick={() => setSelected(new Map(rows.map((r) => [r.guid, r])))}>
          {t('complexList.selectPage')}
        </Button>
        <Button size="small" onClick={() => setSelected(new Map())} disabled={selected.size === 0}>
          {t('complexList.clear')}
        </Button>
        {permissions.has('claims.decide') && (
          <Button variant="contained" size="small" disabled={selected.size === 0} onClick={() => setConfirm('approve')}>
            {t('complexList.bulkApprove')}
          </Button>
        )}
        {permissions.has('claims.pay') && (
          <Button variant="contained" size="small" disabled={selected.size === 0} onClick={() => setConfirm('paid')}>
            {t('complexList.bulkPaid')}
          </Button>
        )}
      </Box>
      <PagedDataTable label={t('complexList.title')} columns={columns} list={list} paging={paging} />
      <ConfirmDialog
        open={confirm !== null}
        title={t(confirm === 'paid' ? 'complexList.paidTitle' : 'complexList.approveTitle', { count: selected.size })}
        text={
          bulk.error
            ? errorText(bulk.error)
            : t(confirm === 'paid' ? 'complexList.paidText' : 'complexList.approveText')
        }
        confirmLabel={t(confirm === 'paid' ? 'complexList.bulkPaid' : 'complexList.bulkApprove')}
        busy={bulk.isPending}
        onClose={() => {
          bulk.reset();
          setConfirm(null);
        }}
        onConfirm={runBulk}
      />
      {result && <BulkResultDialog {...result} onClose={() => setResult(null)} />}
      {initiating && <InitiateComplexClaimDialog onClose={() => setInitiating(false)} />}
    </Stack>
  );
}
