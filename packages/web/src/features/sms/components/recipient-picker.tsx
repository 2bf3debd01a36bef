import {
  CUSTOMER_SEARCH_CRITERIA,
  type CustomerSearchCriterion,
} from '@coverdesk/contract/customers/customers.schemas';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CustomerSearch, useFindCustomers } from '../../../app/queries/find-customers.ts';
import { SimpleTable } from '../../../components/simple-table.tsx';

/** A customer chosen for a bulk SMS (what the chip shows). */
export interface PickedCustomer {
  guid: string;
  full_name: string;
  msisdn: string;
}

/** At most this many chosen one by one (the API's limit); more is a filter's job. */
export const MAX_PICKED = 1000;

/**
 * Customers chosen one by one: searched like the customer list (phone, name, national id or external id — the same
 * search, paged by the server), added from the hits, shown as chips that can be removed.
 */
export function RecipientPicker({
  picked,
  onChange,
  error,
}: {
  picked: PickedCustomer[];
  onChange(next: PickedCustomer[]): void;
  error?: string;
}) {
  const { t } = useTranslation('sms');
  const [criterion, setCriterion] = useState<CustomerSearchCriterion>('name');
  const [value, setValue] = useState('');
  const [search, setSearch] = useState<CustomerSearch | null>(null);
  const [page, setPage] = useState({ page: 1, size: 10 });
  const found = useFindCustomers(search ? { ...search, ...page } : null);
  const chosen = new Set(picked.map((p) => p.guid));
  const add = (c: PickedCustomer) => {
    if (chosen.has(c.guid) || picked.length >= MAX_PICKED) return;
    onChange([...picked, { guid: c.guid, full_name: c.full_name, msisdn: c.msisdn }]);
  };
  const hits = found.data?.items ?? [];
  const addable = hits.filter((h) => !chosen.has(h.guid));

  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        component="div"
        role="search"
        aria-label={t('bulk.searchCustomers')}
      >
        <TextField
          select
          label={t('bulk.searchBy')}
          value={criterion}
          onChange={(e) => setCriterion(e.target.value as CustomerSearchCriterion)}
          sx={{ minWidth: 200 }}
        >
          {CUSTOMER_SEARCH_CRITERIA.map((c) => (
            <MenuItem key={c} value={c}>
              {t(`bulk.criteria.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('bulk.searchValue')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (value.trim()) {
                setPage({ page: 1, size: 10 });
                setSearch({ criterion, value: value.trim(), page: 1, size: 10 });
              }
            }
          }}
          sx={{ flex: 1 }}
        />
        <Button
          variant="outlined"
          disabled={!value.trim()}
          onClick={() => {
            setPage({ page: 1, size: 10 });
            setSearch({ criterion, value: value.trim(), page: 1, size: 10 });
          }}
        >
          {t('bulk.search')}
        </Button>
      </Stack>
      {search && (
        <>
          <SimpleTable
            label={t('bulk.searchResults')}
            rows={hits}
            loading={found.isFetching}
            rowKey={(r) => r.guid}
            empty={t('bulk.noMatch')}
            paging={{
              page: page.page,
              size: page.size,
              count: found.data?.count ?? 0,
              onPage: (p, size) => setPage({ page: p, size }),
            }}
            columns={[
              { header: t('bulk.name'), cell: (r) => r.full_name },
              { header: t('batch.msisdn'), cell: (r) => r.msisdn },
              {
                header: '',
                cell: (r) =>
                  chosen.has(r.guid) ? (
                    t('bulk.added')
                  ) : (
                    <Button size="small" onClick={() => add(r)} aria-label={t('bulk.addOne', { name: r.full_name })}>
                      {t('bulk.add')}
                    </Button>
                  ),
              },
            ]}
          />
          {addable.length > 1 && (
            <Stack direction="row">
              <Button
                size="small"
                onClick={() =>
                  onChange(
                    [
                      ...picked,
                      ...addable.map((c) => ({ guid: c.guid, full_name: c.full_name, msisdn: c.msisdn })),
                    ].slice(0, MAX_PICKED),
                  )
                }
              >
                {t('bulk.addPage', { count: addable.length })}
              </Button>
            </Stack>
          )}
        </>
      )}
      <Typography variant="body2" color={error ? 'error' : 'text.secondary'}>
        {error ?? t('bulk.pickedCount', { count: picked.length, max: MAX_PICKED })}
      </Typography>
      {picked.length > 0 && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} aria-label={t('bulk.picked')} role="list">
          {picked.map((p) => (
            <Chip
              role="listitem"
              key={p.guid}
              label={`${p.full_name} · ${p.msisdn}`}
              onDelete={() => onChange(picked.filter((x) => x.guid !== p.guid))}
            />
          ))}
          <Button size="small" onClick={() => onChange([])}>
            {t('bulk.clearPicked')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
}
