import { z } from 'zod';
import { guid, INT4_MAX, optionalText } from '../common/ids.ts';

/** The operator's outcome of a payout (PUT mobile_money_transactions/outcome). */
export const payoutOutcomeBody = z
  .object({
    transaction_guid: guid,
    outcome: z.enum(['success', 'failure']),
    reason: optionalText(1000),
    provider_reference: optionalText(200),
    version: z.number().int().min(1).max(INT4_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.outcome === 'failure' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
  });

export const retryPayoutBody = z.object({ version: z.number().int().min(1).max(INT4_MAX) });
