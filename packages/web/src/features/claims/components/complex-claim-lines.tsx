import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { DateText } from '../../../components/date-text.tsx';
import { Money } from '../../../components/money.tsx';
import { useComplexClaim } from '../api/get-complex-claim.ts';

/** A complex claim's expense lines and benefit usages (GET /api/claims/complex/{guid}). */
export function ComplexClaimLines({ guid, currency }: { guid: string; currency: string }) {
  const { t } = useTranslation('claims');
  const detail = useComplexClaim(guid, true);
  if (!detail.data) return null;
  const { expenses, benefit_usages: usages } = detail.data;
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {t('complex.expenses')}
      </Typography>
      {expenses.length === 0 ? (
        <Typography variant="body2">{t('complex.noExpenses')}</Typography>
      ) : (
        <Table size="small" aria-label={t('complex.expenses')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('complex.description')}</TableCell>
              <TableCell>{t('complex.category')}</TableCell>
              <TableCell align="right">{t('complex.quantity')}</TableCell>
              <TableCell align="right">{t('complex.unitAmount')}</TableCell>
              <TableCell align="right">{t('complex.amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {expenses.map((e) => (
              <TableRow key={e.guid}>
                <TableCell>{e.description}</TableCell>
                <TableCell>{e.category}</TableCell>
                <TableCell align="right">{e.quantity}</TableCell>
                <TableCell align="right">
                  <Money cents={e.unit_amount_cents} currency={currency} />
                </TableCell>
                <TableCell align="right">
                  <Money cents={e.amount_cents} currency={currency} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Typography variant="h6" component="h2">
        {t('complex.usages')}
      </Typography>
      {usages.length === 0 ? (
        <Typography variant="body2">{t('complex.noUsages')}</Typography>
      ) : (
        <Table size="small" aria-label={t('complex.usages')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('complex.benefit')}</TableCell>
              <TableCell align="right">{t('complex.amount')}</TableCell>
              <TableCell>{t('complex.recorded')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {usages.map((u) => (
              <TableRow key={u.guid}>
                <TableCell>{u.benefit_name}</TableCell>
                <TableCell align="right">
                  <Money cents={u.amount_cents} currency={currency} />
                </TableCell>
                <TableCell>
                  <DateText value={u.created_at} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
