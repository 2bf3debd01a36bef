import type { Policy } from '@coverdesk/contract/policies/policies.schemas';
import { refundOnCancel } from '@coverdesk/contract/policies/policy-periods';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';

/**
 * What the customer gets back if the policy is cancelled now — the server's rule (`refundOnCancel`, shared by the
 * contract): inside the cool-off period everything paid; after it, only prepaid periods that have not started.
 */
export function useRefundStatement(
  policy: Policy,
  coolOffHours: number | undefined,
  paidCents: number | undefined,
  currency: string,
  now: Date = new Date(),
): string | undefined {
  const { t, i18n } = useTranslation('policies');
  if (coolOffHours === undefined || paidCents === undefined) return undefined;
  const refund = refundOnCancel({
    purchased_at: policy.purchased_at,
    cool_off_hours: coolOffHours,
    cancel_at: now,
    start_date: policy.start_date,
    granularity: policy.granularity,
    premium_cents: policy.premium_cents,
    paid_cents: paidCents,
  });
  const ends = new Date(new Date(policy.purchased_at).getTime() + coolOffHours * 3_600_000);
  const vars = {
    amount: formatMoney(refund.refund_cents, currency, i18n.language),
    paid: formatMoney(paidCents, currency, i18n.language),
    date: formatDate(ends, i18n.language),
    hours: coolOffHours,
  };
  return t(refund.rule === 'cool_off_full' ? 'refund.insideCoolOff' : 'refund.afterCoolOff', vars);
}
