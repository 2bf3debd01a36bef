import { CLAIM_TYPES } from '@coverdesk/contract/claims/claim.schemas';
import { CLAIM_STATUSES } from '@coverdesk/contract/claims/claim-transitions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePaging } from '../../../components/lists/use-paging.ts';
import { type ClaimSearch as Criteria, useClaimSearch } from '../api/search-claims.ts';
import { ClaimsTable } from './claims-table.tsx';

type Criterion = 'reference' | 'type' | 'status';

/** Claim search (SPEC §5): the criterion is chosen first; a reference needs at least 3 characters. */
export function ClaimSearch() {
  const { t } = useTranslation('claims');
  const [criterion, setCriterion] = useState<Criterion | ''>('');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [criteria, setCriteria] = useState<Criteria | null>(null);
  const paging = usePaging();
  const result = useClaimSearch(criteria, paging.params);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = value.trim();
    if (!criterion) return setError(t('search.chooseCriterion'));
    if (criterion === 'reference' && v.length < 3) return setError(t('search.referenceMin'));
    if (!v) return setError(t('search.valueRequired'));
    setError(undefined);
    paging.firstPage();
    setCriteria(
      criterion === 'reference'
        ? { guid: v }
        : criterion === 'type'
          ? { type: v as Criteria['type'] }
          : { status: v as Criteria['status'] },
    );
  };
  const options = criterion === 'type' ? CLAIM_TYPES : criterion === 'status' ? CLAIM_STATUSES : null;
  return (
    <Stack spacing={1} component="section" aria-labelledby="claim-search-title">
      <Typography variant="h6" component="h2" id="claim-search-title">
        {t('search.title')}
      </Typography>
      <Box
        component="form"
        noValidate
        onSubmit={submit}
        sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          select
          size="small"
          label={t('search.criterion')}
          value={criterion}
          onChange={(e) => {
            setCriterion(e.target.value as Criterion);
            setValue('');
            setError(undefined);
          }}
          sx={{ minWidth: 160 }}
        >
          <MenuItem value="reference">{t('search.byReference')}</MenuItem>
          <MenuItem value="type">{t('search.byType')}</MenuItem>
          <MenuItem value="status">{t('search.byStatus')}</MenuItem>
        </TextField>
        {options ? (
          <TextField
            select
            size="small"
            label={t('search.value')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            sx={{ minWidth: 200 }}
            error={Boolean(error)}
            helperText={error}
          >
            {options.map((o) => (
              <MenuItem key={o} value={o}>
                {t(criterion === 'type' ? `types.${o}` : `statuses.${o}`)}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <TextField
            size="small"
            label={t('search.reference')}
            value={value}
            disabled={!criterion}
            onChange={(e) => setValue(e.target.value)}
            error={Boolean(error)}
            helperText={error}
            sx={{ minWidth: 200 }}
          />
        )}
        <Button type="submit" variant="outlined">
          {t('search.submit')}
        </Button>
      </Box>
      {criteria && <ClaimsTable label={t('search.results')} list={result} paging={paging} />}
    </Stack>
  );
}
