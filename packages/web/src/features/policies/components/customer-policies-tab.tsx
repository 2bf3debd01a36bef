import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DataGrid } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { usePartnerCurrency } from '../../../app/partner/partner-country.ts';
import { useGridLocaleText } from '../../../components/grid-locale.ts';
import { useCustomerPolicies } from '../api/list-customer-policies.ts';
import { usePolicyColumns } from './policy-columns.tsx';

/** The customer details' policies tab: the customer's policies (each opens) and "Buy policy". */
export default function CustomerPoliciesTab({ customer }: { customer: Customer }) {
  const { t } = useTranslation('policies');
  const gridLocale = useGridLocaleText();
  const canWrite = usePermissions().has('policies.write');
  const policies = useCustomerPolicies(customer.guid);
  const columns = usePolicyColumns(usePartnerCurrency());
  return (
    <Stack spacing={2}>
      {canWrite && (
        <Box>
          <Button variant="contained" component={RouterLink} to={`/policies/buy?customer=${customer.guid}`}>
            {t('buyPolicy')}
          </Button>
        </Box>
      )}
      <DataGrid
        aria-label={t('title')}
        rows={policies.data ?? []}
        columns={columns}
        getRowId={(r) => r.guid}
        loading={policies.isPending}
        hideFooter={(policies.data?.length ?? 0) <= 100}
        disableRowSelectionOnClick
        disableColumnMenu
        autoHeight
        localeText={{ ...gridLocale, noRowsLabel: t('app:table.empty') }}
      />
    </Stack>
  );
}
