import type {
  benefitUsageInput,
  ClaimAction,
  complexClaimEdit,
  complexClaimInput,
  complexListQuery,
  expensesBody,
  lawyerAssignmentBody,
} from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import { audit } from '../../../platform/audit.ts';
import type { Database, Executor } from '../../../platform/db/client.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../../platform/http/errors.ts';
import type { Lang } from '../../../platform/http/messages.ts';
import { assertAmounts, checkAmounts, moneyRuleFor } from '../../configuration/index.ts';
import { queueEventSms } from '../../sms/index.ts';
import type { ClaimActionsService } from '../claim-actions.service.ts';
import { claimSettingsFor } from '../claim-settings.ts';
import { detailOf, stateOf, toClaim } from '../claim-view.ts';
import { type ClaimFilter, type ClaimPatch, type ClaimRow, claimsRepository } from '../claims.repository.ts';
import { type Caller, policyFor } from '../claims.service.ts';
import { complexRepository as repo } from './complex.repository.ts';

/** Complex claims are for partners whose claims mode is complex (partner setting): 409 for the others. */
export async function requireComplexMode(tx: Executor, partner: string) {
  if ((await claimSettingsFor(tx, partner)).claims_mode !== 'complex') throw conflict('claims_mode_not_complex');
}

export async function complexClaim(tx: Executor, partner: string, guid: string) {
  const row = await claimsRepository.get(tx, partner, guid);
  if (!row) throw notFound();
  if (!row.complex) throw conflict('claim_not_complex');
  return row;
}

const beneficiaryOf = (c: ClaimRow) => c.dependant_guid ?? c.customer_guid;

async function complexDetail(tx: Executor, row: ClaimRow, lang: Lang) {
  const detail = await detailOf(tx, row, lang);
  const usages = await repo.usagesOf(tx, row.partner_guid, row.guid);
  const expenses = await repo.expensesOf(tx, row.partner_guid, row.guid);
  return {
    ...detail,
    benefit_usages: usages,
    expenses: expenses.map(({ position: _p, partner_guid: _g, created_at: _c, updated_at: _u, ...e }) => e),
  };
}

/**
 * Complex (facility) claims: the claim pays the benefit usages an assessor records against the beneficiary's
 * balance (the product's fixed indemnity per life and policy); expenses are the facility's bill lines.
 */
export function createComplexClaimsService(database: Database, actions: ClaimActionsService) {
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) =>
    database.scoped([partner], async (tx) => {
      await requireComplexMode(tx, partner);
      return fn(tx);
    });

  /** A versioned change of a complex claim with its audit event. */
  async function change(
    tx: Executor,
    caller: Caller,
    row: ClaimRow,
    version: number,
    action: string,
    patch: ClaimPatch,
    extra: Record<string, unknown> = {},
  ) {
    if (row.version !== version) throw conflict('claim_stale');
    const updated = await claimsRepository.updateVersioned(tx, row.partner_guid, row.guid, version, patch);
    if (!updated) throw conflict('claim_stale');
    await audit(tx, caller.actor, {
      partner_guid: row.partner_guid,
      entity_type: 'claim',
      entity_guid: row.guid,
      action,
      before: stateOf(row),
      after: { ...stateOf(updated), ...extra },
    });
    return complexDetail(tx, updated, caller.lang);
  }

  const editable = (row: ClaimRow) => {
    if (!['open', 'decision_pending'].includes(row.status)) throw conflict('claim_usage_locked');
  };

  const list = (partner: string, f: ClaimFilter, page: { page: number; size: number }) =>
    scoped(partner, async (tx) => {
      const r = await claimsRepository.list(tx, partner, { ...f, complex: true }, page, 'newest');
      return { items: r.items.map(toClaim), count: r.count };
    });

  return {
    initiate: (caller: Caller, partner: string, input: z.infer<typeof complexClaimInput>) =>
      scoped(partner, async (tx) => {
        await checkAmounts(tx, partner, { claim_amount_cents: input.claim_amount_cents }, { allowZero: true });
        await policyFor(tx, partner, input.customer_guid, input.policy_guid);
        const row = await claimsRepository.insert(tx, {
          partner_guid: partner,
          guid: uuidv7(),
          claim_reference: await claimsRepository.nextReference(tx, partner, new Date().getUTCFullYear()),
          complex: true,
          status: 'decision_pending',
          documents_complete: true,
          customer_guid: input.customer_guid,
          policy_guid: input.policy_guid,
          dependant_guid: input.dependant_guid ?? null,
          person_affected: input.person_affected,
          relation: input.relation,
          type: input.type,
          event_date: input.event_date,
          facility: input.facility,
          facility_code: input.facility_code,
          tag: input.tag,
          claim_amount_cents: input.claim_amount_cents,
          benefit_amount_cents: 0,
          condition: input.condition,
          comment: input.comment,
          editor_guid: caller.actor.sub,
        });
        await audit(tx, caller.actor, {
          partner_guid: partner,
          entity_type: 'claim',
          entity_guid: row.guid,
          action: 'create',
          after: { ...stateOf(row), claim_reference: row.claim_reference, complex: true },
        });
        await queueEventSms(tx, partner, 'CLAIM_SUBMITTED', [row]);
        return complexDetail(tx, row, caller.lang);
      }),

    get: (caller: Caller, partner: string, guid: string) =>
      scoped(partner, async (tx) => complexDetail(tx, await complexClaim(tx, partner, guid), caller.lang)),

    list: (partner: string, q: z.infer<typeof complexListQuery>) => {
      const ref = q.claim?.trim();
      if (ref !== undefined && ref !== '' && ref.length < 3)
        throw badRequest({ claim: 'claim_reference_min' }, 'claim_reference_min');
      return list(
        partner,
        {
          tag: q.tag,
          customer_guid: q.customer_guid,
          facility: q.facility,
          facility_code: q.facility_code,
          type: q.type,
          statuses: q.status ? [q.status] : undefined,
          received_from: q.start_date,
          received_to: q.end_date,
          reference: ref ? ref.toUpperCase() : undefined,
        },
        q,
      );
    },
    byCustomer: (partner: string, b: { customer_guid: string; page: number; size: number }) =>
      list(partner, { customer_guid: b.customer_guid }, b),
    byStatuses: (partner: string, b: { statuses: string[]; page: number; size: number }) =>
      list(partner, { statuses: b.statuses }, b),

    addUsage: (caller: Caller, partner: string, b: z.infer<typeof benefitUsageInput>) =>
      scoped(partner, async (tx) => {
        const row = await complexClaim(tx, partner, b.claim_guid);
        editable(row);
        if (row.version !== b.version) throw conflict('claim_stale');
        await checkAmounts(tx, partner, { amount_cents: b.amount_cents });
        const ctx = (await claimsRepository.policyContext(tx, partner, row.policy_guid))!;
        const used = await repo.usedBy(tx, partner, beneficiaryOf(row), row.policy_guid);
        const remaining = ctx.product.fixed_indemnity_amount - used;
        if (b.amount_cents > remaining) throw unprocessable('benefit_balance_exceeded', { remaining });
        const usage = await repo.insertUsage(tx, {
          partner_guid: partner,
          guid: uuidv7(),
          claim_guid: row.guid,
          policy_guid: row.policy_guid,
          beneficiary_guid: beneficiaryOf(row),
          benefit_name: b.benefit_name,
          amount_cents: b.amount_cents,
          created_by: caller.actor.sub,
        });
        await change(
          tx,
          caller,
          row,
          b.version,
          'benefit_usage_added',
          {
            benefit_amount_cents: await repo.claimTotal(tx, partner, row.guid),
          },
          { usage_guid: usage.guid, amount_cents: usage.amount_cents },
        );
        return usage;
      }),

    removeUsage: (caller: Caller, partner: string, guid: string, version: number) =>
      scoped(partner, async (tx) => {
        const usage = await repo.usage(tx, partner, guid);
        if (!usage) throw notFound();
        const row = await complexClaim(tx, partner, usage.claim_guid);
        editable(row);
        if (row.version !== version) throw conflict('claim_stale');
        await repo.deleteUsage(tx, partner, guid);
        await change(
          tx,
          caller,
          row,
          version,
          'benefit_usage_removed',
          {
            benefit_amount_cents: await repo.claimTotal(tx, partner, row.guid),
          },
          { usage_guid: guid, amount_cents: usage.amount_cents },
        );
      }),

    balances: (partner: string, beneficiary: string) =>
      scoped(partner, async (tx) => {
        const { used, limits } = await repo.balances(tx, partner, beneficiary);
        if (!used.length && !limits.length) throw notFound();
        return {
          beneficiary_guid: beneficiary,
          balances: limits.map((l) => {
            const mine = used.filter((u) => u.policy_guid === l.policy_guid);
            const total = mine.reduce((s, u) => s + u.used, 0);
            return {
              policy_guid: l.policy_guid,
              limit_cents: l.limit,
              used_cents: total,
              remaining_cents: Math.max(0, l.limit - total),
              by_benefit: mine.map((u) => ({ benefit_name: u.benefit_name, used_cents: u.used })),
            };
          }),
        };
      }),

    expenses: (caller: Caller, partner: string, b: z.infer<typeof expensesBody>) =>
      scoped(partner, async (tx) => {
        const row = await complexClaim(tx, partner, b.claim_guid);
        editable(row);
        if (row.version !== b.version) throw conflict('claim_stale');
        const rule = await moneyRuleFor(tx, partner);
        for (const [i, e] of b.expenses.entries()) {
          assertAmounts(rule, { [`expenses.${i}.unit_amount_cents`]: e.unit_amount_cents }, { allowZero: true });
          assertAmounts(
            rule,
            { [`expenses.${i}.unit_amount_cents`]: e.unit_amount_cents * e.quantity },
            { allowZero: true },
          );
        }
        const lines = b.expenses.map((e, i) => ({
          partner_guid: partner,
          guid: uuidv7(),
          claim_guid: row.guid,
          description: e.description,
          category: e.category,
          quantity: e.quantity,
          unit_amount_cents: e.unit_amount_cents,
          amount_cents: e.quantity * e.unit_amount_cents,
          position: i,
        }));
        await repo.replaceExpenses(tx, partner, row.guid, lines);
        const total = lines.reduce((s, l) => s + l.amount_cents, 0);
        assertAmounts(rule, { expenses: total }, { allowZero: true });
        return change(
          tx,
          caller,
          row,
          b.version,
          'expenses_updated',
          { claim_amount_cents: total },
          { lines: lines.length },
        );
      }),

    update: (caller: Caller, partner: string, guid: string, b: z.infer<typeof complexClaimEdit>) =>
      scoped(partner, async (tx) => {
        const row = await complexClaim(tx, partner, guid);
        const { version, ...fields } = b;
        await checkAmounts(tx, partner, { claim_amount_cents: fields.claim_amount_cents }, { allowZero: true });
        if (fields.claim_amount_cents !== undefined) editable(row);
        const patch = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as ClaimPatch;
        return change(tx, caller, row, version, 'update', patch, patch as Record<string, unknown>);
      }),

    assignLawyer: (caller: Caller, partner: string, b: z.infer<typeof lawyerAssignmentBody>) =>
      scoped(partner, async (tx) => {
        const row = await complexClaim(tx, partner, b.claim_guid);
        const lawyer = {
          name: b.lawyer_name,
          email: b.lawyer_email ?? null,
          phone: b.lawyer_phone,
          assigned_by: caller.actor.username,
          assigned_at: new Date().toISOString(),
        };
        return change(tx, caller, row, b.version, 'lawyer_assigned', { lawyer }, { lawyer: b.lawyer_name });
      }),

    async action(
      caller: Caller,
      partner: string,
      action: ClaimAction,
      b: { claim_guid: string; version: number; reason: string | null; amount_cents?: number },
      /** The Idempotency-Key header of a pay or retry_payment (a repeat replays the first payout's answer). */
      idempotencyKey?: string,
    ) {
      await scoped(partner, (tx) => complexClaim(tx, partner, b.claim_guid));
      await actions.perform(caller, partner, b.claim_guid, action, b, { idempotencyKey });
      return scoped(partner, async (tx) =>
        complexDetail(tx, await complexClaim(tx, partner, b.claim_guid), caller.lang),
      );
    },

    bulk: async (
      caller: Caller,
      partner: string,
      action: 'approve' | 'mark_paid',
      b: { claims: { guid: string; version: number }[]; reason: string | null },
    ) => {
      await database.scoped([partner], (tx) => requireComplexMode(tx, partner));
      return actions.bulk(caller, partner, action, b.claims, b.reason, async (tx, guid) => {
        await complexClaim(tx, partner, guid);
      });
    },
  };
}
