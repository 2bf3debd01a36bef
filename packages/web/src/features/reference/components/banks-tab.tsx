import MenuItem from '@mui/material/MenuItem';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBanks, useCountryChoices } from '../api/list-banks.ts';

/** Banks of a country: shared reference data, read only. */
export function BanksTab() {
  const { t } = useTranslation('reference');
  const countries = useCountryChoices();
  const [country, setCountry] = useState('');
  const chosen = country || countries.data?.[0]?.code || '';
  const banks = useBanks(chosen);
  return (
    <>
      <TextField
        select
        size="small"
        label={t('fields.country')}
        value={chosen}
        onChange={(e) => setCountry(e.target.value)}
        sx={{ minWidth: 220, mb: 1 }}
      >
        {(countries.data ?? []).map((c) => (
          <MenuItem key={c.code} value={c.code}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <Table size="small" aria-label={t('banks.title')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('fields.code')}</TableCell>
            <TableCell>{t('fields.name')}</TableCell>
            <TableCell>{t('fields.swift_code')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {banks.isSuccess && banks.data.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>{t('app:table.empty')}</TableCell>
            </TableRow>
          )}
          {(banks.data ?? []).map((b) => (
            <TableRow key={b.guid}>
              <TableCell>{b.code}</TableCell>
              <TableCell>{b.name}</TableCell>
              <TableCell>{b.swift_code}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
