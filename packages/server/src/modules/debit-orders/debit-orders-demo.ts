import { and, asc, eq, sql } from 'drizzle-orm';
import { SYSTEM_ACTOR } from '../../platform/audit.ts';
import { createSimulatedBankGateway } from '../../platform/bank-gateway.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { inlineJobs } from '../../platform/jobs.ts';
import { bankDetails } from '../customers/index.ts';
import { within } from '../groups/index.ts';
import { addDays, policies } from '../policies/index.ts';
import { createCashbackService } from './cashback.service.ts';
import { dueSlots, holidaysOf } from './debit-calendar.ts';
import { executeRun, queueRun } from './debit-collection.ts';
import { createDebitOrdersService } from './debit-orders.service.ts';
import { debitOrderTransactions } from './debit-orders.tables.ts';

export interface DemoDebitResult {
  orders: number;
  collections: number;
  cashbacks: number;
}

/** Debit orders are registered this many days before the demo's day, so the day's run collects them. */
const REGISTERED_DAYS_AGO = 40;

/**
 * Demo debit orders for one partner, through the same services (and rules) as a person's input, in the caller's
 * transaction: debit orders on demo policies' bank details (the simulated bank answers by the account's last digit:
 * most active, one waiting for the customer's authentication, one rejected) and one removed (cancelled); the day's
 * collection run (its debit days are those it collects); the bank's answers (paid, one unpaid 02 whose retry is
 * scheduled, one unpaid 03 failed for good); and the cashback job's claim-free periods, one marked paid.
 */
export async function seedDemoDebitOrders(
  database: Database,
  tx: Tx,
  partner: string,
  today: string,
): Promise<DemoDebitResult> {
  const db = within(database, tx);
  const registered = addDays(today, -REGISTERED_DAYS_AGO);
  const at = (day: string) => () => new Date(`${day}T09:00:00Z`);
  const registering = createDebitOrdersService(db, createSimulatedBankGateway(), inlineJobs(), at(registered));
  const deciding = createDebitOrdersService(db, createSimulatedBankGateway(), inlineJobs(), at(today));

  const slots = dueSlots(today, await holidaysOf(tx, partner, addDays(today, -45), addDays(today, 45)));
  if (!slots.length) return { orders: 0, collections: 0, cashbacks: 0 };
  const candidates = await tx
    .select({
      bank: bankDetails.guid,
      account: bankDetails.account_number,
      policy: policies.guid,
      policy_number: policies.policy_number,
      premium: policies.premium_cents,
    })
    .from(bankDetails)
    .innerJoin(
      policies,
      and(eq(policies.partner_guid, bankDetails.partner_guid), eq(policies.customer_guid, bankDetails.customer_guid)),
    )
    .where(and(eq(bankDetails.partner_guid, partner), eq(policies.status, 'active')))
    .orderBy(asc(policies.guid));
  const seen = new Set<string>();
  const unique = candidates.filter((c) => !seen.has(c.policy) && seen.add(c.policy));
  const lastDigit = (c: (typeof unique)[number]) => c.account.slice(-1);
  const chosen = [
    ...unique.filter((c) => !['8', '9'].includes(lastDigit(c))).slice(0, 7),
    ...unique.filter((c) => lastDigit(c) === '8').slice(0, 1),
    ...unique.filter((c) => lastDigit(c) === '9').slice(0, 1),
  ];
  const orders = [];
  for (const [i, c] of chosen.entries())
    orders.push(
      await registering.create(SYSTEM_ACTOR, partner, {
        bank_detail_guid: c.bank,
        policy_guid: c.policy,
        amount_in_cents: c.premium,
        day: slots[i % slots.length]!.day,
        start_date: registered,
        reference: `PREM-${c.policy_number}`,
        retries: 2,
      }),
    );
  // The customer cancelled the last active one before its first collection.
  const active = orders.filter((o) => o.mandate_status === 'active');
  if (active.length > 1) await registering.remove(SYSTEM_ACTOR, partner, active.at(-1)!.guid);

  const run = await queueRun(tx, SYSTEM_ACTOR, partner, today);
  if (run) await executeRun(db, { partner, run: run.guid, actor: SYSTEM_ACTOR });
  const made = await tx
    .select({ guid: debitOrderTransactions.guid })
    .from(debitOrderTransactions)
    .where(and(eq(debitOrderTransactions.partner_guid, partner), eq(debitOrderTransactions.status, 'pending')))
    .orderBy(asc(debitOrderTransactions.reference));
  const [unpaid02, unpaid03, ...paid] = made.map((m) => m.guid);
  if (unpaid02)
    await deciding.process(SYSTEM_ACTOR, partner, 'failed', {
      transactions: [{ guid: unpaid02, unpaid_code: '02' }],
      reason: 'Bank unpaid file: 02 not provided for',
    });
  if (unpaid03)
    await deciding.process(SYSTEM_ACTOR, partner, 'failed', {
      transactions: [{ guid: unpaid03, unpaid_code: '03' }],
      reason: 'Bank unpaid file: 03 debits not allowed',
    });
  if (paid.length)
    await deciding.process(SYSTEM_ACTOR, partner, 'success', {
      transactions: paid.map((guid) => ({ guid })),
      reason: 'Bank statement: collected',
    });

  const cashback = createCashbackService(db, at(today));
  const cashbacks = await cashback.compute(SYSTEM_ACTOR, partner, today);
  const [first] = (
    await tx.execute<{ guid: string }>(
      sql`select guid from cashbacks where partner_guid = ${partner} order by period_start, guid limit 1`,
    )
  ).rows;
  if (first) await cashback.markPaid(SYSTEM_ACTOR, partner, first.guid, 'Paid with the demo payout run');
  return { orders: orders.length, collections: made.length, cashbacks };
}
