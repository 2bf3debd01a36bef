import {
  type DebitOrderInput,
  type DebitOrderUpdate,
  type DebitProcessBody,
  type DebitProcessResult,
  type DebitRun,
  isLiveDebitOrder,
} from '@coverdesk/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit, SYSTEM_ACTOR } from '../../platform/audit.ts';
import type { BankGateway } from '../../platform/bank-gateway.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { pageOf } from '../../platform/db/paging.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { checkAmounts } from '../configuration/index.ts';
import { bankDetailsRepository, customersRepository, newMandateReference, phoneOrFail } from '../customers/index.ts';
import { phoneCountryOf } from '../partners/index.ts';
import { msisdnKey } from '../payments/index.ts';
import { policiesRepository, todayIso } from '../policies/index.ts';
import {
  DEBIT_RUN_JOB_OPTIONS,
  DEBIT_RUN_QUEUE,
  type DebitRunJob,
  debitRunView,
  queueRun,
  runsRepository,
} from './debit-collection.ts';
import { debitOrderView, debitOrdersRepository as repo } from './debit-orders.repository.ts';
import { debitCollectionRuns } from './debit-orders.tables.ts';
import { applyAnswers } from './debit-process.ts';
import './debit-orders.messages.ts';

const PENDING_STATUSES = ['pending', 'retry_scheduled'];

/**
 * One live debit order per policy (issue 29 item 7): the policy row is locked so two concurrent adds queue, then a
 * live order already there answers 409 naming it (the partial unique index `debit_orders_one_live_per_policy`
 * holds it against anything else).
 */
async function oneLivePerPolicy(tx: Executor, partner: string, policy: string) {
  await tx.execute(sql`select 1 from policies where partner_guid = ${partner} and guid = ${policy} for update`);
  const live = await repo.liveForPolicy(tx, partner, policy);
  if (live)
    throw conflict('debit_order_exists', {
      guid: live.guid,
      reference: live.reference,
      mandate_reference: live.mandate_reference,
      status: live.mandate_status,
    });
}

/** Debit orders, their mandates and collections. Every call partner-scoped, every change audited. */
export function createDebitOrdersService(
  database: Database,
  bank: BankGateway,
  jobs: Pick<Jobs, 'send'>,
  now: () => Date = () => new Date(),
) {
  const scoped = database.scoped;
  const sendRun = (partner: string, run: string, actor: Actor) =>
    jobs.send(
      DEBIT_RUN_QUEUE,
      { partner, run, actor: { sub: actor.sub, username: actor.username } } satisfies DebitRunJob,
      { ...DEBIT_RUN_JOB_OPTIONS, singletonKey: run },
    );
  return {
    /**
     * A debit order on one of the customer's bank accounts for one of their policies in force. The account is copied
     * onto the mandate, which goes to the bank: authenticated (active), waiting for the customer, or rejected.
     */
    create: (actor: Actor, partner: string, input: DebitOrderInput) =>
      scoped([partner], async (tx) => {
        await checkAmounts(tx, partner, { amount_in_cents: input.amount_in_cents });
        const today = todayIso(now());
        if (input.start_date < today) throw badRequest({ start_date: 'debit_start_past' });
        const account = await bankDetailsRepository.get(tx, partner, input.bank_detail_guid);
        if (!account) throw notFound('debit_bank_detail_not_found');
        const policy = await policiesRepository.get(tx, partner, input.policy_guid);
        if (!policy) throw notFound('policy_not_found');
        if (policy.customer_guid !== account.customer_guid) throw unprocessable('debit_account_not_policy_holder');
        if (policy.status === 'cancelled' || policy.status === 'expired')
          throw conflict('policy_not_payable', { status: policy.status });
        await oneLivePerPolicy(tx, partner, policy.guid);
        const customer = await customersRepository.get(tx, partner, policy.customer_guid);
        const msisdn = input.msisdn
          ? phoneOrFail(input.msisdn, await phoneCountryOf(tx, partner), 'msisdn')
          : (customer?.msisdn ?? '');
        const mandate_reference = newMandateReference();
        const answer = await bank.requestMandate({
          mandate_reference,
          account_number: account.account_number,
          branch_code: account.branch_code,
          account_holder: account.account_holder,
          amount_in_cents: input.amount_in_cents,
          day: input.day,
          msisdn,
        });
        const row = await repo.insert(tx, {
          partner_guid: partner,
          guid: uuidv7(),
          customer_guid: policy.customer_guid,
          policy_guid: policy.guid,
          bank_detail_guid: account.guid,
          bank_name: account.bank_name,
          branch_code: account.branch_code,
          account_holder: account.account_holder,
          account_number: account.account_number,
          amount_in_cents: input.amount_in_cents,
          day: input.day,
          start_date: input.start_date,
          msisdn,
          reference: input.reference,
          retries: input.retries,
          mandate_reference,
          mandate_status: answer.status,
          mandate_message: answer.message,
          created_by: actor.username,
        });
        const view = debitOrderView(row, policy.policy_number);
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'debit_order',
          entity_guid: row.guid,
          action: 'create',
          after: view,
        });
        return view;
      }),

    /** A new day or amount goes back to the bank: the customer must authenticate the mandate again. */
    update: (actor: Actor, partner: string, guid: string, input: DebitOrderUpdate) =>
      scoped([partner], async (tx) => {
        const before = await repo.get(tx, partner, guid, { forUpdate: true });
        if (!before) throw notFound('debit_order_not_found');
        if (before.mandate_status === 'cancelled') throw conflict('debit_order_cancelled');
        await checkAmounts(tx, partner, { amount_in_cents: input.amount_in_cents });
        const policy = (await policiesRepository.get(tx, partner, before.policy_guid))!;
        const amount = input.amount_in_cents ?? before.amount_in_cents;
        const day = input.day ?? before.day;
        // A new account: one of the policy holder's bank details, copied onto the mandate like at creation.
        let account: Partial<
          Pick<typeof before, 'bank_detail_guid' | 'bank_name' | 'branch_code' | 'account_holder' | 'account_number'>
        > = {};
        if (input.bank_detail_guid && input.bank_detail_guid !== before.bank_detail_guid) {
          const details = await bankDetailsRepository.get(tx, partner, input.bank_detail_guid);
          if (!details) throw notFound('debit_bank_detail_not_found');
          if (details.customer_guid !== before.customer_guid) throw unprocessable('debit_account_not_policy_holder');
          account = {
            bank_detail_guid: details.guid,
            bank_name: details.bank_name,
            branch_code: details.branch_code,
            account_holder: details.account_holder,
            account_number: details.account_number,
          };
        }
        const reauthorise =
          amount !== before.amount_in_cents || day !== before.day || Boolean(account.bank_detail_guid);
        let mandate: { mandate_status?: string; mandate_message?: string | null; mandate_requested_at?: string } = {};
        if (reauthorise) {
          // A rejected or expired order sent back to the bank would become a second live one beside a newer order.
          if (!isLiveDebitOrder(before)) await oneLivePerPolicy(tx, partner, before.policy_guid);
          const answer = await bank.requestMandate({
            mandate_reference: before.mandate_reference,
            account_number: account.account_number ?? before.account_number,
            branch_code: account.branch_code !== undefined ? account.branch_code : before.branch_code,
            account_holder: account.account_holder ?? before.account_holder,
            amount_in_cents: amount,
            day,
            msisdn: before.msisdn,
          });
          mandate = {
            mandate_status: answer.status,
            mandate_message: answer.message,
            mandate_requested_at: now().toISOString(),
          };
        }
        const after = await repo.update(tx, partner, guid, {
          amount_in_cents: amount,
          day,
          retries: input.retries ?? before.retries,
          ...account,
          ...mandate,
        });
        const view = debitOrderView(after, policy.policy_number);
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'debit_order',
          entity_guid: guid,
          action: 'update',
          before: debitOrderView(before, policy.policy_number),
          after: view,
          reason: reauthorise ? 'new day, amount or account: the customer must authorise the mandate again' : null,
        });
        return view;
      }),

    /**
     * Removes a debit order: its mandate is cancelled (no collection is created after it) and a retry still waiting
     * is not sent (it fails with the reason). Collections already at the bank keep their answer. Removing it again
     * changes nothing.
     */
    remove: (actor: Actor, partner: string, guid: string) =>
      scoped([partner], async (tx) => {
        const before = await repo.get(tx, partner, guid, { forUpdate: true });
        if (!before) throw notFound('debit_order_not_found');
        if (before.mandate_status === 'cancelled') return;
        const after = await repo.update(tx, partner, guid, {
          mandate_status: 'cancelled',
          cancelled_at: now().toISOString(),
        });
        await repo.cancelRetries(tx, partner, guid);
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'debit_order',
          entity_guid: guid,
          action: 'delete',
          before: { mandate_status: before.mandate_status },
          after: { mandate_status: after.mandate_status },
        });
      }),

    byPolicy: (partner: string, policyGuid: string) =>
      scoped([partner], async (tx) => {
        if (!(await policiesRepository.get(tx, partner, policyGuid))) throw notFound('policy_not_found');
        return repo.list(tx, partner, { policy: policyGuid });
      }),

    byMsisdn: (partner: string, msisdn: string) =>
      scoped([partner], async (tx) => {
        const key = await msisdnKey(tx, partner, msisdn);
        if (!key) throw badRequest({ msisdn: 'phone_invalid' });
        const customer = await repo.customerByMsisdn(tx, partner, key);
        if (!customer) throw notFound('customer_not_found');
        return repo.list(tx, partner, { customer: customer.guid });
      }),

    transactions: (
      partner: string,
      list: 'pending' | 'failed',
      q: {
        page: number;
        size: number;
        status?: string;
        policy_guid?: string;
        search?: string;
        from?: string;
        to?: string;
      },
    ) => {
      const allowed = list === 'pending' ? PENDING_STATUSES : ['failed'];
      if (q.status && !allowed.includes(q.status)) throw badRequest({ status: 'invalid_value' });
      return scoped([partner], (tx) =>
        repo.transactions(tx, partner, { ...q, statuses: q.status ? [q.status] : allowed }),
      );
    },

    /** The bank's answer (or a person's decision, with its reason) for a list of collections, in one transaction. */
    process: (actor: Actor, partner: string, status: 'success' | 'failed', body: DebitProcessBody) =>
      scoped([partner], async (tx): Promise<DebitProcessResult> => {
        if (status === 'failed') {
          const missing = body.transactions.findIndex((x) => !x.unpaid_code);
          if (missing >= 0) throw badRequest({ [`transactions.${missing}.unpaid_code`]: 'required' });
        }
        const decisions = await applyAnswers(
          tx,
          actor,
          partner,
          body.transactions.map((x) => ({
            guid: x.guid,
            status,
            ...(x.unpaid_code ? { unpaid_code: x.unpaid_code } : {}),
          })),
          { today: todayIso(now()), reason: body.reason },
        );
        const views = await repo.transactionViews(
          tx,
          partner,
          decisions.flatMap((d) => (d.row ? [d.row.guid] : [])),
        );
        return {
          processed: decisions.filter((d) => d.set).length,
          already: decisions.filter((d) => d.outcome === 'already').length,
          results: decisions.map((d) => ({
            guid: d.answer.guid!,
            outcome: d.outcome,
            transaction: (d.row && views.get(d.row.guid)) ?? null,
          })),
        };
      }),

    /**
     * Queues a day's collection run (today or a day missed, never a day to come) and answers it at once (202); the job
     * runs it. 409 while the partner has a run queued or running.
     */
    async run(actor: Actor, partner: string, date?: string): Promise<DebitRun> {
      const today = todayIso(now());
      if (date && date > today) throw badRequest({ date: 'debit_run_future' });
      const row = await scoped([partner], (tx) => queueRun(tx, actor, partner, date ?? today)).catch((e) => {
        const code = (e as { cause?: { code?: string } })?.cause?.code ?? (e as { code?: string }).code;
        if (code === '23505') return undefined;
        throw e;
      });
      if (!row) throw conflict('debit_run_running');
      await sendRun(partner, row.guid, actor);
      return debitRunView(row);
    },

    runs: (partner: string, q: { page: number; size: number }) =>
      scoped([partner], async (tx) => {
        const r = debitCollectionRuns;
        const { items, count: total } = await pageOf(
          q,
          (w) =>
            tx
              .select()
              .from(r)
              .where(eq(r.partner_guid, partner))
              .orderBy(desc(r.created_at), desc(r.guid))
              .limit(w.limit)
              .offset(w.offset),
          tx.select({ n: sql<number>`count(*)::int` }).from(r).where(eq(r.partner_guid, partner)),
        );
        return { items: items.map(debitRunView), count: total };
      }),

    getRun: (partner: string, guid: string) =>
      scoped([partner], async (tx) => {
        const row = await runsRepository.get(tx, partner, guid);
        if (!row) throw notFound('debit_run_not_found');
        return debitRunView(row);
      }),

    /** Stops a queued or running run after the chunk in hand (a queued one at once); 409 when it has finished. */
    stopRun: (actor: Actor, partner: string, guid: string) =>
      scoped([partner], async (tx) => {
        const before = await runsRepository.get(tx, partner, guid, { forUpdate: true });
        if (!before) throw notFound('debit_run_not_found');
        if (before.status !== 'queued' && before.status !== 'running') throw conflict('debit_run_not_running');
        const after = await runsRepository.update(tx, partner, guid, {
          cancel_requested: true,
          ...(before.status === 'queued' ? { status: 'cancelled', finished_at: now().toISOString() } : {}),
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'debit_collection_run',
          entity_guid: guid,
          action: 'stop',
          before: { status: before.status },
          after: { status: after.status, cancel_requested: true },
        });
        return debitRunView(after);
      }),

    /** Sends a run's job again (the sweep: a run a killed worker left behind resumes from its cursor). */
    resume: (partner: string, run: string) => sendRun(partner, run, SYSTEM_ACTOR),
  };
}
export type DebitOrdersService = ReturnType<typeof createDebitOrdersService>;
