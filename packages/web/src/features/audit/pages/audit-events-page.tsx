import type { AuditEvent } from '@coverdesk/contract/audit/audit.schemas';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridColDef } from '@mui/x-data-grid';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { auditChanges } from '../../../components/audit/audit-changes.ts';
import { useAuditWords } from '../../../components/audit/audit-timeline.tsx';
import { DateField } from '../../../components/date-field.tsx';
import { DateTimeText } from '../../../components/date-time-text.tsx';
import { ListHeader } from '../../../components/lists/list-header.tsx';
import { PagedDataTable } from '../../../components/lists/paged-data-table.tsx';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { useAuditEvents } from '../api/list-audit-events.ts';

/** The record pages an event can open, by entity type. */
const RECORD_PAGES: Record<string, (guid: string) => string> = {
  customer: (g) => `/customers/${g}`,
  policy: (g) => `/policies/${g}`,
  claim: (g) => `/claims/${g}`,
  product: (g) => `/products/${g}`,
  partner: (g) => `/admin/partners/${g}`,
  payment: (g) => `/payments/${g}`,
};
const ENTITY_TYPES = [
  'customer',
  'policy',
  'claim',
  'claim_document',
  'claim_preauthorization',
  'payment',
  'product',
  'product_premium',
  'quotation',
  'customer_file',
  'partner',
  'email',
  'sms',
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Audit events of the selected partner: by record, who, action and dates, newest first, 100 a page. */
export default function AuditEventsPage() {
  const { t } = useTranslation('audit');
  const words = useAuditWords();
  const paging = usePaging(100);
  const [entityType, setEntityType] = useState('');
  const [entityGuid, setEntityGuid] = useState('');
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const typed = useDeferredValue({ entityGuid: entityGuid.trim(), actor: actor.trim(), action: action.trim() });
  const badDates = Boolean(from && to && from > to);
  const list = useAuditEvents(
    {
      entity_type: entityType || undefined,
      entity_guid: typed.entityGuid || undefined,
      actor: typed.actor || undefined,
      action: typed.action || undefined,
      from: from || undefined,
      to: badDates ? undefined : to || undefined,
    },
    paging.params,
  );
  const change = (set: (v: string) => void) => (e: { target: { value: string } }) => {
    set(e.target.value);
    paging.firstPage();
  };

  const columns: GridColDef<AuditEvent>[] = [
    {
      field: 'created_at',
      headerName: t('fields.when'),
      width: 170,
      renderCell: ({ row }) => <DateTimeText value={row.created_at} />,
    },
    {
      field: 'actor_username',
      headerName: t('fields.who'),
      width: 150,
      valueFormatter: (v: string | null) => words.actor(v),
    },
    {
      field: 'entity_type',
      headerName: t('fields.record'),
      flex: 1,
      minWidth: 200,
      renderCell: ({ row }) => {
        const page = RECORD_PAGES[row.entity_type];
        const label = `${words.entity(row.entity_type)} ${row.entity_guid.slice(0, 8)}`;
        return page && UUID.test(row.entity_guid) ? (
          <Link component={RouterLink} to={page(row.entity_guid)}>
            {label}
          </Link>
        ) : (
          label
        );
      },
    },
    { field: 'action', headerName: t('fields.action'), width: 170, valueGetter: (_v, row) => words.action(row.action) },
    {
      field: 'changes',
      headerName: t('fields.changes'),
      flex: 2,
      minWidth: 260,
      sortable: false,
      valueGetter: (_v, row) =>
        auditChanges(row.before, row.after)
          .map((c) => words.change(c))
          .join(' · ') ||
        row.reason ||
        '',
    },
  ];

  return (
    <Stack spacing={2}>
      <ListHeader title={t('title')} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('fields.entityType')}
          value={entityType}
          onChange={change(setEntityType)}
          sx={{ minWidth: 180 }}
        >
          <MenuItem value="">{t('all')}</MenuItem>
          {ENTITY_TYPES.map((e) => (
            <MenuItem key={e} value={e}>
              {words.entity(e)}
            </MenuItem>
          ))}
        </TextField>
        <TextField size="small" label={t('fields.entityGuid')} value={entityGuid} onChange={change(setEntityGuid)} />
        <TextField size="small" label={t('fields.who')} value={actor} onChange={change(setActor)} />
        <TextField
          size="small"
          label={t('fields.action')}
          value={action}
          onChange={change(setAction)}
          helperText={t('actionHint')}
        />
        <DateField
          size="small"
          label={t('fields.from')}
          value={from}
          onChange={(v) => change(setFrom)({ target: { value: v } })}
        />
        <DateField
          size="small"
          label={t('fields.to')}
          value={to}
          onChange={(v) => change(setTo)({ target: { value: v } })}
          error={badDates}
          helperText={badDates ? t('datesOrder') : undefined}
        />
      </Stack>
      <PagedDataTable label={t('title')} columns={columns} list={list} paging={paging} />
    </Stack>
  );
}
