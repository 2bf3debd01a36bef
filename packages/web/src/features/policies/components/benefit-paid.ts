import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/money.ts';

/**
 * How a product pays its benefit, said after the amount: a claim pays it once (a funeral, life or accident cover is a
 * lump sum, never "per month" like its premium), and a hospital cover also pays its daily benefit per night in
 * hospital. The period of the premium is the premium's, not the benefit's.
 */
export function useBenefitPaid(currency: string) {
  const { t, i18n } = useTranslation('policies');
  return (product: { hospital_benefit_amount?: number } | undefined) => {
    const nightly = product?.hospital_benefit_amount ?? 0;
    return nightly > 0
      ? t('benefitPaid.withNights', { amount: formatMoney(nightly, currency, i18n.language) })
      : t('benefitPaid.perClaim');
  };
}
