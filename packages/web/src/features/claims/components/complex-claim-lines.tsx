import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { Money } from '../../../components/money.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { CLAIMS_KEY } from '../api/claim-keys.ts';
import { useComplexClaim } from '../api/get-complex-claim.ts';
import { StaleClaimAlert } from './claim-actions-bar.tsx';
import { ComplexBenefitUsages } from './complex/complex-benefit-usages.tsx';
import { ComplexDetailsDialog, LawyerDialog, lawyerOf } from './complex/complex-claim-edits.tsx';
import { ComplexExpensesDialog } from './complex/complex-expenses-dialog.tsx';
import { linesEditable } from './complex/complex-form.ts';

/**
 * A complex claim's facility, lawyer, expense lines and benefit usages (GET /api/claims/complex/{guid}), with the edits
 * the user may make: details and expenses (claims.submit), benefit usages and the lawyer (claims.decide). Lines change
 * only while the claim awaits a decision.
 */
export function ComplexClaimLines({ guid, currency }: { guid: string; currency: string }) {
  const { t } = useTranslation('claims');
  const qc = useQueryClient();
  const permissions = usePermissions();
  const detail = useComplexClaim(guid, true);
  const [stale, setStale] = useState<unknown>(null);
  const [editing, setEditing] = useState<'details' | 'expenses' | 'lawyer' | null>(null);
  if (detail.isError)
    return (
      <Alert severity="error" role="alert">
        {errorText(detail.error)}
      </Alert>
    );
  if (!detail.data) return null;
  const claim = detail.data;
  const open = linesEditable(claim);
  const canSubmit = permissions.has('claims.submit');
  const canDecide = permissions.has('claims.decide');
  const lawyer = lawyerOf(claim);
  const close = () => setEditing(null);
  return (
    <Stack spacing={2}>
      {stale !== null && (
        <StaleClaimAlert
          error={stale}
          onReload={() => {
            setStale(null);
            void qc.invalidateQueries({ queryKey: CLAIMS_KEY });
          }}
        />
      )}
      <Typography variant="h6" component="h2">
        {t('complex.title')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="body2">
          {t('complex.facilityLine', { facility: claim.facility ?? '', code: claim.facility_code ?? '' })}
        </Typography>
        {claim.tag && <Typography variant="body2">{t('complex.tagLine', { tag: claim.tag })}</Typography>}
        <Typography variant="body2" data-testid="complex-lawyer">
          {lawyer.name
            ? t('complex.lawyerLine', {
                name: [lawyer.name, lawyer.email, lawyer.phone].filter(Boolean).join(' · '),
              })
            : t('complex.noLawyer')}
        </Typography>
        {canSubmit && (
          <Button size="small" variant="outlined" onClick={() => setEditing('details')}>
            {t('complex.editDetails')}
          </Button>
        )}
        {canDecide && (
          <Button size="small" variant="outlined" onClick={() => setEditing('lawyer')}>
            {t(lawyer.name ? 'complex.changeLawyer' : 'complex.assignLawyer')}
          </Button>
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {t('complex.expenses')}
        </Typography>
        {canSubmit && open && (
          <Button size="small" variant="outlined" onClick={() => setEditing('expenses')}>
            {t('complex.editExpenses')}
          </Button>
        )}
      </Box>
      {claim.expenses.length === 0 ? (
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
            {claim.expenses.map((e) => (
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
      <ComplexBenefitUsages claim={claim} currency={currency} editable={canDecide && open} onStale={setStale} />
      {!open && (canSubmit || canDecide) && (
        <Typography variant="body2" color="text.secondary">
          {t('complex.locked')}
        </Typography>
      )}
      {editing === 'details' && <ComplexDetailsDialog claim={claim} onStale={setStale} onClose={close} />}
      {editing === 'lawyer' && <LawyerDialog claim={claim} onStale={setStale} onClose={close} />}
      {editing === 'expenses' && (
        <ComplexExpensesDialog claim={claim} currency={currency} onStale={setStale} onClose={close} />
      )}
    </Stack>
  );
}
