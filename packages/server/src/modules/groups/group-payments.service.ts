import { type GroupPayment, type GroupPaymentInput, moneyRefusal } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, conflict, notFound, unprocessable } from '../../platform/http/errors.ts';
import { once, paymentsRepository } from '../payments/index.ts';
import { applyPolicyStandingMany, todayIso } from '../policies/index.ts';
import { queueEventSms } from '../sms/index.ts';
import { groupOf } from './group-common.ts';
import { groupsRepository as repo } from './groups.repository.ts';
import type { groupPayments } from './groups.tables.ts';
import './groups.messages.ts';
import { checkAmounts } from '../configuration/index.ts';

export const GROUP_PAYMENT_SCOPE = 'POST /api/group-payments/create';

/**
 * Group payments: one payment of the group is split into ordinary payments, one per policy of the group that can take
 * a premium (the money rule, `moneyRefusal`: in cover — not cancelled, expired or past its end date — and bought on or
 * before the payment's date). The split pays whole periods: each policy receives its premium times the
 * number of periods the amount covers for the whole group (amount ÷ sum of premiums, rounded down); what is left is
 * kept on the group payment as unallocated. Each part is a payment (reference `<group reference>#<policy number>`,
 * channel GroupPayment) with its audit event, and the policies' standing is recomputed by the payments rule
 * (`applyPolicyStandingMany`: pending → active, lapsed → active). The MNO reference never counts twice; an
 * Idempotency-Key header replays the first answer.
 */
export function createGroupPaymentsService(database: Database, now: () => Date = () => new Date()) {
  const scoped = <T>(partner: string, fn: (tx: Parameters<Parameters<Database['scoped']>[1]>[0]) => Promise<T>) =>
    database.scoped([partner], fn);

  async function outMany(tx: Executor, partner: string, rows: (typeof groupPayments.$inferSelect)[]) {
    const items = await repo.paymentItems(
      tx,
      partner,
      rows.map((r) => r.guid),
    );
    return rows.map(
      (r): GroupPayment => ({
        guid: r.guid,
        group_guid: r.group_guid,
        amount_cents: r.amount_cents,
        unallocated_cents: r.unallocated_cents,
        effected_date: r.effected_date,
        mno_reference: r.mno_reference,
        created_by: r.created_by,
        created_at: r.created_at,
        policies: items.filter((i) => i.group_payment_guid === r.guid).length,
        items: items
          .filter((i) => i.group_payment_guid === r.guid)
          .map((i) => ({
            payment_guid: i.payment_guid,
            policy_guid: i.policy_guid,
            policy_number: i.policy_number,
            amount_cents: i.amount_cents,
          })),
      }),
    );
  }

  return {
    get: (partner: string, guid: string) =>
      scoped(partner, async (tx) => {
        const row = await repo.payment(tx, partner, guid);
        if (!row) throw notFound('group_payment_not_found');
        return (await outMany(tx, partner, [row]))[0]!;
      }),

    list: (partner: string, q: { group_id: string; page: number; size: number }) =>
      scoped(partner, async (tx) => {
        await groupOf(tx, partner, q.group_id);
        const p = await repo.paymentsPage(tx, partner, q.group_id, q);
        return { items: await outMany(tx, partner, p.items), count: p.count };
      }),

    create: (actor: Actor, partner: string, input: GroupPaymentInput, key?: string) =>
      scoped(partner, async (tx) => {
        const { result } = await once(tx, { partner, scope: GROUP_PAYMENT_SCOPE, key, body: input }, async () => {
          await checkAmounts(tx, partner, { amount_cents: input.amount_cents });
          const today = todayIso(now());
          if (input.effected_date > today)
            throw new AppError(400, 'invalid_input', {}, { effected_date: 'payment_date_future' });
          await groupOf(tx, partner, input.group_id, { forUpdate: true });
          const duplicate = () => conflict('payment_duplicate_reference', { reference: input.mno_reference });
          if (await repo.paymentByReference(tx, partner, input.mno_reference)) throw duplicate();
          // The money rule of every path: only policies in cover and bought by the payment's date take a share.
          const policies = (await repo.payablePolicies(tx, partner, input.group_id)).filter(
            (p) => !moneyRefusal({ effected_date: input.effected_date, today, policy: p }),
          );
          if (!policies.length) throw unprocessable('group_no_policies');
          const total = policies.reduce((n, p) => n + p.premium_cents, 0);
          const periods = Math.floor(input.amount_cents / total);
          if (periods < 1) throw unprocessable('group_payment_too_small', { total: (total / 100).toFixed(2) });
          const gp = await repo.insertPayment(tx, {
            partner_guid: partner,
            guid: uuidv7(),
            group_guid: input.group_id,
            amount_cents: input.amount_cents,
            unallocated_cents: input.amount_cents - periods * total,
            effected_date: input.effected_date,
            mno_reference: input.mno_reference,
            created_by: actor.username,
          });
          if (!gp) throw duplicate();
          const items = [];
          for (const p of policies) {
            const reference = `${input.mno_reference}#${p.policy_number}`;
            const row = await paymentsRepository.insert(tx, {
              partner_guid: partner,
              guid: uuidv7(),
              policy_guid: p.guid,
              customer_guid: p.customer_guid,
              amount_cents: p.premium_cents * periods,
              effected_at: `${input.effected_date}T00:00:00Z`,
              mno_reference: reference,
              status: 'succeeded',
              mno_status: 'group_payment',
              payment_type: 'normal',
              channel: 'GroupPayment',
              created_by: actor.username,
            });
            if (!row) throw conflict('payment_duplicate_reference', { reference });
            await audit(tx, actor, {
              partner_guid: partner,
              entity_type: 'payment',
              entity_guid: row.guid,
              action: 'group_payment',
              after: row,
              reason: `group payment ${gp.guid}`,
            });
            items.push({
              partner_guid: partner,
              group_payment_guid: gp.guid,
              payment_guid: row.guid,
              policy_guid: p.guid,
              amount_cents: row.amount_cents,
            });
          }
          await repo.insertPaymentItems(tx, items);
          await queueEventSms(
            tx,
            partner,
            'PAYMENT_RECEIVED',
            policies.map((p) => ({ customer_guid: p.customer_guid, policy_guid: p.guid })),
          );
          await audit(tx, actor, {
            partner_guid: partner,
            entity_type: 'group_payment',
            entity_guid: gp.guid,
            action: 'create',
            after: { ...gp, policies: items.length },
          });
          await applyPolicyStandingMany(
            tx,
            actor,
            partner,
            policies.map((p) => p.guid),
            today,
            { reason: `group payment ${input.mno_reference}` },
          );
          return (await outMany(tx, partner, [gp]))[0]!;
        });
        return result;
      }),
  };
}
