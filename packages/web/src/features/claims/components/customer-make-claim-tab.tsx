import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../app/hooks.ts';
import { useClaimsMode } from '../api/partner-settings.ts';
import { InitiateComplexClaimForm } from './complex/initiate-complex-claim-form.tsx';
import { MakeClaimFlow } from './make-claim/make-claim-flow.tsx';

/**
 * The "Make claim" tab of the customer's page (registered in the customers feature's tabs): starts with this customer.
 * For a partner whose claims mode is complex (its partner setting) it initiates a complex claim; the three-step
 * standard claim stays one click away, as those partners also take standard claims.
 */
export default function CustomerMakeClaimTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation('claims');
  const mode = useClaimsMode();
  const canSubmit = usePermissions().has('claims.submit');
  const [kind, setKind] = useState<'complex' | 'standard'>('complex');
  if (mode.isPending) return null;
  if (mode.data !== 'complex' || !canSubmit) return <MakeClaimFlow customer={customer} />;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} role="group" aria-label={t('initiate.kind')}>
        {(['complex', 'standard'] as const).map((k) => (
          <Button
            key={k}
            size="small"
            variant={kind === k ? 'contained' : 'outlined'}
            aria-pressed={kind === k}
            onClick={() => setKind(k)}
          >
            {t(`initiate.${k}`)}
          </Button>
        ))}
      </Stack>
      {kind === 'complex' ? <InitiateComplexClaimForm customer={customer} /> : <MakeClaimFlow customer={customer} />}
    </Stack>
  );
}
