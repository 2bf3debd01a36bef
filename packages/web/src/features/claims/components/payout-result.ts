import type { ClaimDetail } from '@coverdesk/contract/claims/claim.schemas';
import type { TFunction } from 'i18next';
import { notify } from '../../../app/notifications.ts';

/**
 * Tells what a pay or retry really did: the gateway may have paid, refused at once (an error, with its reason) or not
 * answered yet (sent, awaiting the operator) — never "sent" for a payout that failed.
 */
export function notifyPayoutResult(t: TFunction<'claims'>, detail: ClaimDetail) {
  const reference = detail.claim_reference;
  if (detail.payment_status === 'failed')
    notify(t('payoutResult.failed', { reference, reason: detail.payment_failure_reason ?? '' }), 'error');
  else if (detail.payment_status === 'pending') notify(t('payoutResult.pending', { reference }), 'info');
  else notify(t('payoutResult.paid', { reference }), 'success');
}
