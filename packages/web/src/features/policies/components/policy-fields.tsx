import type { Policy } from '@coverdesk/contract/policies/policies.schemas';
import type { ProductDetail } from '@coverdesk/contract/products/products.schemas';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { FieldList } from '../../../components/field-list.tsx';
import { Money } from '../../../components/money.tsx';
import { PolicyStatusChip } from '../../../components/policy-status-chip.tsx';
import { valueLabel } from '../../../lib/value-label.ts';
import { benefitOf } from './benefit.ts';
import { useBenefitPaid } from './benefit-paid.ts';

const detail = (p: Policy, key: string) => {
  const v = p.additional_details[key];
  return v === undefined || v === null ? undefined : v;
};

/** Every field of a policy, with its product, customer, cover and AML and cancellation details. */
export function PolicyFields({
  policy,
  product,
  customerName,
  currency,
}: {
  policy: Policy;
  product: ProductDetail | undefined;
  customerName: string | undefined;
  currency: string;
}) {
  const { t } = useTranslation('policies');
  const per = t(`per.${policy.granularity}`, { defaultValue: policy.granularity });
  const paid = useBenefitPaid(currency);
  const benefit = product
    ? benefitOf({ amount_in_cents: policy.premium_cents, granularity: policy.granularity }, product).benefit_in_cents
    : undefined;
  const b = policy.beneficiary;
  const amlFlagged = detail(policy, 'aml_flagged') === true;
  const refund = detail(policy, 'refund_cents');
  const items = [
    { label: t('fields.policy_number'), value: policy.policy_number },
    { label: t('fields.status'), value: <PolicyStatusChip status={policy.status} /> },
    {
      label: t('fields.customer'),
      value: customerName && (
        <Link component={RouterLink} to={`/customers/${policy.customer_guid}`}>
          {customerName}
        </Link>
      ),
    },
    {
      label: t('fields.product'),
      value: product && (
        <Link component={RouterLink} to={`/products/${policy.product_guid}`}>
          {`${product.name} (${product.code})`}
        </Link>
      ),
    },
    {
      label: t('fields.premium'),
      value: (
        <>
          <Money cents={policy.premium_cents} currency={currency} /> {per}
        </>
      ),
    },
    {
      label: t('fields.benefit'),
      value:
        benefit === undefined ? undefined : (
          <>
            <Money cents={benefit} currency={currency} /> {paid(product)}
          </>
        ),
    },
    { label: t('fields.start_date'), value: <DateText value={policy.start_date} /> },
    { label: t('fields.valid_until'), value: policy.valid_until && <DateText value={policy.valid_until} /> },
    { label: t('fields.purchased_at'), value: <DateText value={policy.purchased_at} /> },
    { label: t('fields.cool_off'), value: product && t('hours', { count: product.cool_off_hours }) },
    { label: t('fields.waiting_days'), value: product && t('days', { count: product.waiting_days }) },
    {
      label: t('fields.beneficiary'),
      value:
        b &&
        [b.name, valueLabel(t, 'relationships', b.relationship), b.msisdn, b.national_id].filter(Boolean).join(', '),
    },
    { label: t('fields.branch'), value: detail(policy, 'branch') as string | undefined },
    {
      label: t('fields.aml'),
      value: amlFlagged
        ? t('aml.flaggedYes')
        : detail(policy, 'aml_action')
          ? t(`aml.state.${String(detail(policy, 'aml_action'))}`)
          : t('aml.none'),
    },
    { label: t('fields.aml_reason'), value: detail(policy, 'aml_reason') as string | undefined },
    { label: t('fields.aml_by'), value: detail(policy, 'aml_by') as string | undefined },
    { label: t('fields.cancelled_at'), value: policy.cancelled_at && <DateText value={policy.cancelled_at} /> },
    { label: t('fields.cancel_reason'), value: detail(policy, 'cancel_reason') as string | undefined },
    {
      label: t('fields.refund'),
      value: typeof refund === 'number' ? <Money cents={refund} currency={currency} /> : undefined,
    },
    { label: t('fields.created_at'), value: <DateText value={policy.created_at} /> },
    { label: t('fields.updated_at'), value: <DateText value={policy.updated_at} /> },
  ];
  return <FieldList items={items} />;
}
