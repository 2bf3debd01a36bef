import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { usePolicyPremiums } from '../app/queries/get-premiums.ts';
import { usePolicyPayments } from '../app/queries/list-policy-payments.ts';
import { DateText } from './date-text.tsx';
import { FieldList } from './field-list.tsx';
import { PagedDataTable } from './lists/paged-data-table.tsx';
import { usePaging } from './lists/use-paging.ts';
import { Money } from './money.tsx';
import { usePaymentColumns } from './payment-columns.tsx';

/** Premium, what was paid and until when, then the policy's payments (server paging). */
export function PolicyPremiums({ policyGuid, currency }: { policyGuid: string; currency: string }) {
  const { t } = useTranslation('policies');
  const premiums = usePolicyPremiums(policyGuid);
  const paging = usePaging();
  const payments = usePolicyPayments({ policy_guid: policyGuid, ...paging.params });
  const p = premiums.data;
  const columns = usePaymentColumns(currency);
  return (
    <Stack spacing={2}>
      {p && (
        <FieldList
          items={[
            {
              label: t('fields.premium'),
              value: (
                <>
                  <Money cents={p.premium_cents} currency={currency} />{' '}
                  {t(`per.${p.granularity}`, { defaultValue: p.granularity })}
                </>
              ),
            },
            { label: t('premiums.paid'), value: <Money cents={p.paid_cents} currency={currency} /> },
            { label: t('premiums.periods_paid'), value: p.periods_paid },
            { label: t('premiums.paid_until'), value: <DateText value={p.paid_until} /> },
          ]}
        />
      )}
      <PagedDataTable label={t('sections.payments')} columns={columns} list={payments} paging={paging} />
    </Stack>
  );
}
