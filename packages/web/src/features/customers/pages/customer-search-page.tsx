import {
  CUSTOMER_NAME_SEARCH_MIN,
  CUSTOMER_SEARCH_CRITERIA,
  type CustomerSearchCriterion,
  nameSearchTooShort,
} from '@coverdesk/contract/customers/customers.schemas';
import { normaliseMsisdn } from '@coverdesk/contract/customers/phone';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { usePartnerCountry } from '../../../app/partner/partner-country.ts';
import { type CustomerSearch, useFindCustomers } from '../../../app/queries/find-customers.ts';
import { SearchResults } from '../components/search-results.tsx';

const CRITERION_KEY = 'coverdesk.customers.criterion';
const isCriterion = (v: string | null): v is CustomerSearchCriterion =>
  (CUSTOMER_SEARCH_CRITERIA as readonly string[]).includes(v ?? '');

/** The search in the URL (so Back from a customer shows the same results). */
function searchFromUrl(params: URLSearchParams): CustomerSearch | null {
  const by = params.get('by');
  const q = params.get('q');
  if (!isCriterion(by) || !q) return null;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const size = Math.min(100, Math.max(1, Number(params.get('size')) || 10));
  return { criterion: by, value: q, page, size };
}

/**
 * The agents' landing screen for calls: choose the criterion, type, Enter. The field is focused on arrival; ↓ moves
 * into the results, ↑/↓ between them, Enter opens one. Phone numbers are read for the partner's country.
 */
export default function CustomerSearchPage() {
  const { t } = useTranslation('customers');
  const canWrite = usePermissions().has('customers.write');
  const [params, setParams] = useSearchParams();
  const search = searchFromUrl(params);
  const [criterion, setCriterion] = useState<CustomerSearchCriterion>(() => {
    if (search) return search.criterion;
    const stored = localStorage.getItem(CRITERION_KEY);
    return isCriterion(stored) ? stored : 'msisdn';
  });
  const [value, setValue] = useState(search?.value ?? '');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const country = usePartnerCountry().data;
  const found = useFindCustomers(search);

  const choose = (c: CustomerSearchCriterion) => {
    setCriterion(c);
    localStorage.setItem(CRITERION_KEY, c);
    setError(undefined);
    input.current?.focus();
  };

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    const typed = value.trim();
    if (!typed) return setError(t('search.empty'));
    if (criterion === 'name' && nameSearchTooShort(typed))
      return setError(t('search.nameTooShort', { min: CUSTOMER_NAME_SEARCH_MIN }));
    let q = typed;
    if (criterion === 'msisdn' && country) {
      const msisdn = normaliseMsisdn(typed, country);
      if (!msisdn) return setError(t('search.phoneInvalid', { country: country.name, digits: country.phone_digits }));
      q = msisdn;
    }
    setError(undefined);
    setParams({ by: criterion, q, page: '1', size: String(search?.size ?? 10) });
  };

  const focusResult = (index: number) => {
    const links = resultsRef.current?.querySelectorAll<HTMLAnchorElement>('a[data-result]');
    if (!links?.length) return;
    links[Math.max(0, Math.min(index, links.length - 1))]?.focus();
  };

  const phoneHint = country
    ? t('search.phoneHint', { dialing: country.dialing_code, digits: country.phone_digits })
    : undefined;

  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h4" component="h1" sx={{ flexGrow: 1 }}>
          {t('search.title')}
        </Typography>
        {canWrite && (
          <Button component={Link} to="/register-customer" variant="outlined">
            {t('register.title')}
          </Button>
        )}
      </Box>
      <Paper component="form" role="search" noValidate onSubmit={submit} sx={{ p: 2 }}>
        <FormControl component="fieldset">
          <FormLabel component="legend">{t('search.by')}</FormLabel>
          <RadioGroup row value={criterion} onChange={(e) => choose(e.target.value as CustomerSearchCriterion)}>
            {CUSTOMER_SEARCH_CRITERIA.map((c) => (
              <FormControlLabel key={c} value={c} control={<Radio />} label={t(`criteria.${c}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 1 }}>
          <TextField
            autoFocus
            inputRef={input}
            label={t(`criteria.${criterion}`)}
            value={value}
            type={criterion === 'msisdn' ? 'tel' : 'search'}
            autoComplete="off"
            onChange={(e) => {
              setValue(e.target.value);
              if (error) setError(undefined);
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' && found.data?.items.length) {
                e.preventDefault();
                focusResult(0);
              }
            }}
            error={Boolean(error)}
            helperText={error ?? (criterion === 'msisdn' ? phoneHint : t(`search.hints.${criterion}`))}
            sx={{ flexGrow: 1, maxWidth: 520 }}
          />
          <Button type="submit" variant="contained" size="large" sx={{ mt: 0.5 }}>
            {t('search.submit')}
          </Button>
        </Box>
      </Paper>
      {search && (
        <SearchResults
          ref={resultsRef}
          loading={found.isFetching}
          items={found.data?.items ?? []}
          count={found.data?.count ?? 0}
          countKnown={search.criterion !== 'name' || !found.data?.more}
          page={search.page}
          size={search.size}
          country={country}
          onPage={(page, size) =>
            setParams({ by: search.criterion, q: search.value, page: String(page), size: String(size) })
          }
          onMove={(index) => (index < 0 ? input.current?.focus() : focusResult(index))}
        />
      )}
      {search && canWrite && !found.isFetching && found.data?.count === 0 && (
        // No dead end: nobody has this number (or name…), so register them, the number carried into the form.
        <Box>
          <Button
            component={Link}
            variant="contained"
            to={
              search.criterion === 'msisdn'
                ? `/register-customer?${new URLSearchParams({ msisdn: search.value })}`
                : '/register-customer'
            }
          >
            {search.criterion === 'msisdn' ? t('search.registerNumber') : t('register.title')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
