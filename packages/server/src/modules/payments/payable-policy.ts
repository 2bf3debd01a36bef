import { coverEnded, type MoneyFacts, type MoneyRefusal, moneyRefusal, type PayablePolicy } from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { AppError, conflict, notFound } from '../../platform/http/errors.ts';

/** The facts of a policy row the money rule reads (`purchased_at` is an ISO instant: its UTC day is the purchase day). */
export const payableOf = (p: { status: string; valid_until: string | null; purchased_at: string }): PayablePolicy => ({
  status: p.status,
  valid_until: p.valid_until,
  purchased_on: p.purchased_at.slice(0, 10),
});

/** The 4xx a refusal answers when the money is typed by hand (nothing is held: the user is told and decides). */
export function refusalError(r: MoneyRefusal, field = 'effected_date'): AppError {
  switch (r.reason) {
    case 'payment_transfer_failed':
      return new AppError(422, r.reason, r.params);
    case 'payment_date_future':
    case 'payment_date_before_policy':
      return new AppError(400, 'invalid_input', r.params ?? {}, { [field]: r.reason });
    case 'bulk_policy_not_found':
      return notFound('policy_not_found');
    case 'policy_not_payable':
      return conflict('policy_not_payable', r.params);
  }
}

/**
 * The money rule (contract `moneyRefusal`) for money typed by hand: throws its 4xx (nothing written) when the money may
 * not be applied to the policy.
 */
export function assertPayable(facts: MoneyFacts, field?: string): void {
  const refused = moneyRefusal(facts);
  if (refused) throw refusalError(refused, field);
}

/** The reason a file, gateway or bank line keeps when its money is held as unallocated money (its message says so). */
export const heldReasonOf = (r: MoneyRefusal): string =>
  r.reason === 'policy_not_payable' ? 'policy_not_payable_held' : r.reason;

/**
 * Of these policies, those out of cover on `today` (the contract's `coverEnded`: cancelled, expired or past their end
 * date), with the status they are in effect: money a bank or gateway collected for them is held, never applied.
 */
export async function policiesOutOfCover(
  db: Executor,
  partner: string,
  today: string,
  guids: readonly string[],
): Promise<Map<string, string>> {
  if (!guids.length) return new Map();
  const r = await db.execute<{ guid: string; status: string; valid_until: string | null }>(sql`
    select guid, status, valid_until::text as valid_until from policies
    where partner_guid = ${partner} and guid = any(${sql.param([...new Set(guids)])}::uuid[])`);
  const out = new Map<string, string>();
  for (const p of r.rows) {
    const ended = coverEnded(p, today);
    if (ended) out.set(p.guid, ended);
  }
  return out;
}
