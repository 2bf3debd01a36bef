import type { preauthorizationInput, preauthorizationUpdate } from '@coverdesk/contract';
import { can } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import { audit } from '../../../platform/audit.ts';
import type { Database } from '../../../platform/db/client.ts';
import { badRequest, conflict, forbidden, notFound } from '../../../platform/http/errors.ts';
import { checkAmounts } from '../../configuration/index.ts';
import { claimsRepository } from '../claims.repository.ts';
import type { Caller } from '../claims.service.ts';
import { policyFor } from '../claims.service.ts';
import { type PreauthorizationRow, preauthorizationRepository as repo } from './preauthorization.repository.ts';

type Input = z.infer<typeof preauthorizationInput>;
type Update = z.infer<typeof preauthorizationUpdate>;
type Status = 'pending' | 'approved' | 'rejected' | 'used' | 'cancelled';
const out = <R extends PreauthorizationRow>(r: R) => ({ ...r, status: r.status as Status });
const state = (r: PreauthorizationRow) => ({
  status: r.status,
  approved_amount_cents: r.approved_amount_cents,
  version: r.version,
});

/**
 * Pre-authorisations: requested by an agent (pending), edited while pending, approved with an amount or rejected with
 * a reason by an assessor (claims.decide), cancelled while not used. A hospital claim that links an approved one
 * uses it (status used) and is paid its approved amount.
 */
export function createPreauthorizationService(database: Database) {
  return {
    list: (partner: string, q: { page: number; size: number; status?: string; customer_guid?: string }) =>
      database.scoped([partner], async (tx) => {
        const r = await repo.list(tx, partner, q);
        return { items: r.items.map(out), count: r.count };
      }),

    byCustomer: (partner: string, customerGuid: string) =>
      database.scoped([partner], async (tx) => {
        if (!(await claimsRepository.customerExists(tx, partner, customerGuid))) throw notFound();
        const r = await repo.list(tx, partner, { page: 1, size: 500, customer_guid: customerGuid });
        return r.items.map(out);
      }),

    get: (partner: string, guid: string) =>
      database.scoped([partner], async (tx) => {
        const r = await repo.get(tx, partner, guid);
        if (!r) throw notFound();
        return out(r);
      }),

    create: (caller: Caller, partner: string, input: Input) =>
      database.scoped([partner], async (tx) => {
        await checkAmounts(tx, partner, { requested_amount_cents: input.requested_amount_cents }, { allowZero: true });
        await policyFor(tx, partner, input.customer_guid, input.policy_guid);
        const row = await repo.insert(tx, {
          partner_guid: partner,
          guid: uuidv7(),
          customer_guid: input.customer_guid,
          policy_guid: input.policy_guid,
          dependant_guid: input.dependant_guid ?? null,
          person_affected: input.person_affected,
          hospital_name: input.hospital_name,
          admission_date: input.admission_date,
          expected_discharge_date: input.expected_discharge_date ?? null,
          condition: input.condition,
          hospitalization_reason: input.hospitalization_reason,
          requested_amount_cents: input.requested_amount_cents,
          notes: input.notes,
          status: 'pending',
          created_by: caller.actor.sub,
        });
        await audit(tx, caller.actor, {
          partner_guid: partner,
          entity_type: 'claim_preauthorization',
          entity_guid: row.guid,
          action: 'create',
          after: state(row),
        });
        return out(row);
      }),

    update: (caller: Caller, partner: string, guid: string, u: Update) =>
      database.scoped([partner], async (tx) => {
        const row = await repo.get(tx, partner, guid);
        if (!row) throw notFound();
        if (row.version !== u.version) throw conflict('preauthorization_stale');
        if (row.status !== 'pending') throw conflict('preauthorization_locked');
        if (u.decision && !can(caller.roles, 'claims.decide')) throw forbidden('claim_action_forbidden');
        const { version, decision, approved_amount_cents, decision_reason, ...fields } = u;
        await checkAmounts(
          tx,
          partner,
          { requested_amount_cents: fields.requested_amount_cents, approved_amount_cents },
          { allowZero: true },
        );
        const patch: Partial<PreauthorizationRow> = Object.fromEntries(
          Object.entries(fields).filter(([, v]) => v !== undefined),
        );
        const admission = patch.admission_date ?? row.admission_date;
        const discharge =
          patch.expected_discharge_date === undefined ? row.expected_discharge_date : patch.expected_discharge_date;
        if (discharge && discharge < admission)
          throw badRequest({ expected_discharge_date: 'discharge_before_admission' });
        if (decision === 'approved')
          Object.assign(patch, { status: 'approved', approved_amount_cents, decision_reason });
        if (decision === 'rejected') Object.assign(patch, { status: 'rejected', decision_reason });
        const updated = await repo.updateVersioned(tx, partner, guid, version, patch);
        if (!updated) throw conflict('preauthorization_stale');
        await audit(tx, caller.actor, {
          partner_guid: partner,
          entity_type: 'claim_preauthorization',
          entity_guid: guid,
          action: decision === 'approved' ? 'approve' : decision === 'rejected' ? 'reject' : 'update',
          before: state(row),
          after: state(updated),
          reason: decision_reason ?? null,
        });
        return out(updated);
      }),

    cancel: (caller: Caller, partner: string, guid: string, version: number) =>
      database.scoped([partner], async (tx) => {
        const row = await repo.get(tx, partner, guid);
        if (!row) throw notFound();
        if (row.version !== version) throw conflict('preauthorization_stale');
        if (!['pending', 'approved'].includes(row.status)) throw conflict('preauthorization_locked');
        const updated = await repo.updateVersioned(tx, partner, guid, version, { status: 'cancelled' });
        if (!updated) throw conflict('preauthorization_stale');
        await audit(tx, caller.actor, {
          partner_guid: partner,
          entity_type: 'claim_preauthorization',
          entity_guid: guid,
          action: 'cancel',
          before: state(row),
          after: state(updated),
        });
        return out(updated);
      }),
  };
}
