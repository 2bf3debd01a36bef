import {
  actionsByStatus,
  actionsLeadingTo,
  BIRTH_CERTIFICATE_RELATIONS,
  CLAIM_ACTIONS,
  CLAIM_PAYMENT_STATUSES,
  CLAIM_RELATIONS,
  CLAIM_STATUSES,
  CLAIM_TYPES,
  CLAIM_VERIFICATIONS,
  type ClaimAction,
  type ClaimEdit,
  type ClaimInput,
  type ClaimStatus,
  can,
  claimInput,
  DOCUMENT_CHANNELS,
  ZERO_BENEFIT_REASONS,
} from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../platform/audit.ts';
import { changedKeys } from '../../platform/changes.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import {
  AppError,
  badRequest,
  conflict,
  fieldErrorsFromIssues,
  forbidden,
  notFound,
} from '../../platform/http/errors.ts';
import type { Lang } from '../../platform/http/messages.ts';
import { checkAmounts } from '../configuration/index.ts';
import { queueEventSms } from '../sms/index.ts';
import { applyClaimAction } from './claim-action-apply.ts';
import { assess } from './claim-assessment.ts';
import { dayOf, instantMs, today } from './claim-dates.ts';
import { type ClaimSettings, claimSettingsFor, dueDateOf, requiredDocumentsOf } from './claim-settings.ts';
import { assessmentOut, detailOf, loadClaimDetail, type StoredAssessment, stateOf, toClaim } from './claim-view.ts';
import { type ClaimFilter, type ClaimPatch, type ClaimRow, claimsRepository } from './claims.repository.ts';
import { preauthorizationRepository } from './preauthorization/preauthorization.repository.ts';

/** Who calls: the audit actor, their roles (for rules beyond the route's permission) and their language. */
export interface Caller {
  actor: Actor;
  roles: readonly string[];
  lang: Lang;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const QUEUES = {
  open: ['open'],
  payable: ['payable'],
  closed: ['closed'],
  processing: ['decision_pending', 'approved_pending'],
} as const;
export type ClaimQueue = keyof typeof QUEUES;

/** Fields an edit may change, per status: details only while the claim awaits documents or a decision. */
const DETAIL_FIELDS = [
  'person_affected',
  'relation',
  'dependant_guid',
  'person_affected_dob',
  'document_channel',
  'verification',
  'documentation_received_at',
  'birth_certificate_valid',
  'claim_amount_cents',
  'hospital_admission_date',
  'hospital_discharge_date',
  'hospital_name',
  'hospital_guid',
  'hospitalization_reason',
  'condition',
  'is_accident',
  'death_date',
  'event_date',
  'start_date',
  'end_date',
  'documents_complete',
] as const;
const EDITABLE: Record<string, readonly string[]> = {
  open: [...DETAIL_FIELDS, 'comment', 'high_risk'],
  decision_pending: [...DETAIL_FIELDS, 'comment', 'high_risk'],
  approved_pending: ['comment', 'high_risk'],
  payable: ['comment', 'high_risk'],
  closed: ['comment'],
  expired: ['comment'],
};

const isoInstant = (v: string) => new Date(instantMs(v)).toISOString();

/** The claim as the entry form would send it (to re-validate an edited claim with the same schema). */
function inputOf(r: ClaimRow): Record<string, unknown> {
  const base = {
    customer_guid: r.customer_guid,
    policy_guid: r.policy_guid,
    dependant_guid: r.dependant_guid,
    person_affected: r.person_affected,
    relation: r.relation,
    person_affected_dob: r.person_affected_dob,
    document_channel: r.document_channel,
    verification: r.verification,
    documentation_received_at: r.documentation_received_at ? isoInstant(r.documentation_received_at) : null,
    birth_certificate_valid: r.birth_certificate_valid,
    claim_amount_cents: r.claim_amount_cents,
    comment: r.comment,
    type: r.type,
  };
  switch (r.type) {
    case 'hospital':
      return {
        ...base,
        hospital_admission_date: r.hospital_admission_date,
        hospital_discharge_date: r.hospital_discharge_date,
        hospital_name: r.hospital_name,
        hospital_guid: r.hospital_guid,
        hospitalization_reason: r.hospitalization_reason,
        condition: r.condition,
        is_accident: r.is_accident,
      };
    case 'death':
      return { ...base, death_date: r.death_date, condition: r.condition, is_accident: r.is_accident };
    case 'accident':
      return { ...base, event_date: r.event_date, condition: r.condition };
    default:
      return {
        ...base,
        event_date: r.event_date,
        start_date: r.start_date,
        end_date: r.end_date,
        condition: r.condition,
        is_accident: r.is_accident,
      };
  }
}

/** The claim columns of a validated entry. */
function columnsOf(input: ClaimInput) {
  const v = input as Record<string, unknown>;
  const pick = <T>(k: string) => (k in v ? (v[k] as T) : null);
  return {
    type: input.type,
    customer_guid: input.customer_guid,
    policy_guid: input.policy_guid,
    dependant_guid: input.dependant_guid ?? null,
    person_affected: input.person_affected,
    relation: input.relation,
    person_affected_dob: input.person_affected_dob,
    document_channel: input.document_channel,
    verification: input.verification,
    documentation_received_at: input.documentation_received_at,
    birth_certificate_valid: input.birth_certificate_valid ?? null,
    claim_amount_cents: input.claim_amount_cents,
    hospital_admission_date: pick<string>('hospital_admission_date'),
    hospital_discharge_date: pick<string>('hospital_discharge_date'),
    hospital_name: pick<string>('hospital_name'),
    hospital_guid: pick<string>('hospital_guid') ?? null,
    hospitalization_reason: pick<string>('hospitalization_reason'),
    condition: pick<string>('condition'),
    is_accident: input.type === 'accident' ? true : pick<boolean>('is_accident'),
    death_date: pick<string>('death_date'),
    event_date: pick<string>('event_date'),
    start_date: pick<string>('start_date'),
    end_date: pick<string>('end_date'),
  };
}

/** Loads the policy a claim is for and checks it belongs to the customer (400 with field errors otherwise). */
export async function policyFor(tx: Executor, partner: string, customerGuid: string, policyGuid: string) {
  const ctx = await claimsRepository.policyContext(tx, partner, policyGuid);
  if (!ctx) throw badRequest({ policy_guid: 'claim_policy_not_found' });
  if (ctx.policy.customer_guid !== customerGuid) throw badRequest({ policy_guid: 'claim_policy_not_of_customer' });
  const limit = await claimsRepository.variableIndemnityLimit(tx, partner, ctx.product.guid);
  return { ...ctx, product: { ...ctx.product, reimbursement_limit: limit } };
}

/**
 * Assesses a stored claim as its entry form would have been assessed on the day it was received (demo data gets its
 * assessments this way, so its claims obey the same rules as entered ones); null when the row is not a valid entry.
 */
export async function assessStoredClaim(
  tx: Executor,
  row: ClaimRow,
  settings: ClaimSettings,
): Promise<StoredAssessment | null> {
  const parsed = claimInput.safeParse(inputOf(row));
  if (!parsed.success) return null;
  const ctx = await policyFor(tx, row.partner_guid, parsed.data.customer_guid, parsed.data.policy_guid);
  return assess(ctx, parsed.data, settings, {
    receivedDate: dayOf(row.received_at),
    ignoreMaxDays: row.ignore_max_days,
    claimGuid: row.guid,
  });
}

/**
 * The change that records a claim's documents as complete: an open claim (waiting for documents) moves on to the
 * assessor (decision_pending); other statuses keep theirs (an expired claim goes there on revert_expired).
 */
export const documentsCompletePatch = (row: ClaimRow): ClaimPatch => ({
  documents_complete: true,
  ...(row.status === 'open' ? { status: 'decision_pending' } : {}),
});

/**
 * The partner's reference lists: a condition must be one of its claim_conditions (by code or name) when it has
 * configured any; a hospital_guid must be a hospital of its panel (the name stays free text). 400 otherwise.
 */
async function checkReferences(tx: Executor, partner: string, input: ClaimInput) {
  const v = input as { condition?: string | null; hospital_guid?: string | null };
  const errors: Record<string, string> = {};
  if (v.condition && !(await claimsRepository.conditionAllowed(tx, partner, v.condition)))
    errors.condition = 'claim_condition_unknown';
  if (v.hospital_guid && !(await claimsRepository.hospital(tx, partner, v.hospital_guid)))
    errors.hospital_guid = 'claim_hospital_unknown';
  if (Object.keys(errors).length) throw badRequest(errors);
}

/** A pre-authorisation a new hospital claim may use: approved, unused, same customer and policy. */
async function usablePreauthorization(tx: Executor, partner: string, input: ClaimInput) {
  if (!input.preauthorization_guid) return null;
  const p = await preauthorizationRepository.get(tx, partner, input.preauthorization_guid);
  if (
    p?.status !== 'approved' ||
    p.customer_guid !== input.customer_guid ||
    p.policy_guid !== input.policy_guid ||
    input.type !== 'hospital'
  )
    throw badRequest({ preauthorization_guid: 'preauthorization_not_usable' }, 'preauthorization_not_usable');
  return p;
}

export { dueDateOf } from './claim-settings.ts';

/**
 * The action a status sent on the edit call runs: the one state-machine action leading there from the claim's state
 * (`action` chooses among several, a rejection reason means reject). 400 naming the field otherwise.
 */
function actionForStatus(
  row: ClaimRow,
  status: ClaimStatus,
  chosen: ClaimAction | undefined,
  rejectionReason: string | null,
): ClaimAction {
  const options = actionsLeadingTo(
    {
      status: row.status as ClaimStatus,
      decision: row.decision,
      payment_status: row.payment_status,
      documents_complete: row.documents_complete,
    },
    status,
  );
  const params = { from: row.status, to: status, actions: options.join(', '), action: chosen ?? '' };
  if (chosen) {
    if (options.includes(chosen)) return chosen;
    throw new AppError(400, 'claim_action_not_to_status', params, { action: 'claim_action_not_to_status' });
  }
  if (options.length === 1) return options[0]!;
  if (rejectionReason && options.includes('reject')) return 'reject';
  if (!options.length)
    throw new AppError(400, 'claim_status_unreachable', params, { status: 'claim_status_unreachable' });
  throw new AppError(400, 'claim_status_ambiguous', params, { status: 'claim_status_ambiguous' });
}

/** Applies the changed fields of an edit (those of `given`), re-validating and re-assessing when details change. */
async function applyEdit(
  tx: Executor,
  caller: Caller,
  row: ClaimRow,
  changes: Omit<ClaimEdit, 'version' | 'status' | 'action' | 'reason' | 'rejection_reason'>,
  given: string[],
): Promise<ClaimRow> {
  const partner = row.partner_guid;
  const locked = given.filter((k) => !EDITABLE[row.status]!.includes(k));
  if (locked.length) throw conflict('claim_field_locked', { status: row.status, fields: locked.join(', ') });
  const patch: ClaimPatch = {};
  const detailChanged = given.some(
    (k) => k !== 'documents_complete' && (DETAIL_FIELDS as readonly string[]).includes(k),
  );
  if (detailChanged) {
    const { documents_complete: _dc, ...fields } = changes;
    const merged = {
      ...inputOf(row),
      ...Object.fromEntries(given.filter((k) => k in fields).map((k) => [k, (fields as Record<string, unknown>)[k]])),
    };
    const parsed = claimInput.safeParse(merged);
    if (!parsed.success) throw badRequest(fieldErrorsFromIssues(parsed.error.issues, caller.lang));
    const input = parsed.data;
    await checkReferences(tx, partner, input);
    const ctx = await policyFor(tx, partner, input.customer_guid, input.policy_guid);
    const settings = await claimSettingsFor(tx, partner);
    const pre = row.preauthorization_guid
      ? await preauthorizationRepository.get(tx, partner, row.preauthorization_guid)
      : null;
    const a = assess(ctx, input, settings, {
      receivedDate: dayOf(row.received_at),
      ignoreMaxDays: row.ignore_max_days,
      claimGuid: row.guid,
      preauthorization: pre ? { guid: pre.guid, amount: pre.approved_amount_cents ?? 0 } : null,
    });
    Object.assign(patch, columnsOf(input), { assessment: a, benefit_amount_cents: a.benefit_amount_cents });
  }
  if (given.includes('comment')) patch.comment = changes.comment ?? null;
  if (given.includes('high_risk')) patch.high_risk = changes.high_risk;
  if (given.includes('documents_complete')) Object.assign(patch, documentsCompletePatch(row));
  patch.editor_guid = caller.actor.sub;
  const updated = await claimsRepository.updateVersioned(tx, partner, row.guid, row.version, patch);
  if (!updated) throw conflict('claim_stale');
  const before = Object.fromEntries(given.map((k) => [k, (row as Record<string, unknown>)[k] ?? null]));
  await audit(tx, caller.actor, {
    partner_guid: partner,
    entity_type: 'claim',
    entity_guid: row.guid,
    action: given.includes('documents_complete') && row.status === 'open' ? 'documents_complete' : 'update',
    before: { ...before, ...stateOf(row) },
    after: {
      ...Object.fromEntries(given.map((k) => [k, (updated as Record<string, unknown>)[k] ?? null])),
      ...stateOf(updated),
    },
  });
  return updated;
}

export function createClaimsService(database: Database) {
  const repo = claimsRepository;
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);

  const checkIgnoreFlag = (caller: Caller, input: ClaimInput) => {
    if (input.ignore_max_days_allowed_after_discharge_or_death && !can(caller.roles, 'claims.decide'))
      throw forbidden('claim_ignore_flag_forbidden');
  };

  return {
    metadata: () => ({
      types: [...CLAIM_TYPES],
      statuses: [...CLAIM_STATUSES],
      relations: [...CLAIM_RELATIONS],
      document_channels: [...DOCUMENT_CHANNELS],
      verifications: [...CLAIM_VERIFICATIONS],
      payment_statuses: [...CLAIM_PAYMENT_STATUSES],
      zero_benefit_reasons: [...ZERO_BENEFIT_REASONS],
      actions: [...CLAIM_ACTIONS],
      actions_by_status: actionsByStatus(),
      birth_certificate_relations: [...BIRTH_CERTIFICATE_RELATIONS],
    }),

    /** The summary step: the benefit this claim would get, without saving anything. */
    preview: (caller: Caller, partner: string, input: ClaimInput) =>
      scoped(partner, async (tx) => {
        checkIgnoreFlag(caller, input);
        await checkAmounts(tx, partner, { claim_amount_cents: input.claim_amount_cents }, { allowZero: true });
        await checkReferences(tx, partner, input);
        const ctx = await policyFor(tx, partner, input.customer_guid, input.policy_guid);
        const settings = await claimSettingsFor(tx, partner);
        const pre = await usablePreauthorization(tx, partner, input);
        const a = assess(ctx, input, settings, {
          receivedDate: today(),
          ignoreMaxDays: input.ignore_max_days_allowed_after_discharge_or_death === true,
          claimGuid: null,
          preauthorization: pre ? { guid: pre.guid, amount: pre.approved_amount_cents ?? 0 } : null,
        });
        return assessmentOut(a, caller.lang);
      }),

    create: (caller: Caller, partner: string, input: ClaimInput) =>
      scoped(partner, async (tx) => {
        checkIgnoreFlag(caller, input);
        await checkAmounts(tx, partner, { claim_amount_cents: input.claim_amount_cents }, { allowZero: true });
        await checkReferences(tx, partner, input);
        const ctx = await policyFor(tx, partner, input.customer_guid, input.policy_guid);
        const settings = await claimSettingsFor(tx, partner);
        const pre = await usablePreauthorization(tx, partner, input);
        const guid = uuidv7();
        const ignore = input.ignore_max_days_allowed_after_discharge_or_death === true;
        const a = assess(ctx, input, settings, {
          receivedDate: today(),
          ignoreMaxDays: ignore,
          claimGuid: guid,
          preauthorization: pre ? { guid: pre.guid, amount: pre.approved_amount_cents ?? 0 } : null,
        });
        const complete = requiredDocumentsOf(settings, input.type).length === 0;
        // A claim that pays nothing as entered asks the customer for no documents by a date (nothing to pay against
        // them; it does not expire for want of them): the assessor decides it as it is.
        const documentsDue =
          complete || !a.payable ? null : dueDateOf(settings, dayOf(input.documentation_received_at));
        const row = await repo.insert(tx, {
          partner_guid: partner,
          guid,
          claim_reference: await repo.nextReference(tx, partner, new Date().getUTCFullYear()),
          status: complete ? 'decision_pending' : 'open',
          documents_complete: complete,
          documents_due_date: documentsDue,
          ...columnsOf(input),
          comment: input.comment ?? null,
          high_risk: input.high_risk ?? false,
          editor_guid: caller.actor.sub,
          benefit_amount_cents: a.benefit_amount_cents,
          assessment: a,
          ignore_max_days: ignore,
          ussd_initiated: false,
          preauthorization_guid: pre?.guid ?? null,
        });
        await audit(tx, caller.actor, {
          partner_guid: partner,
          entity_type: 'claim',
          entity_guid: guid,
          action: 'create',
          after: { ...stateOf(row), claim_reference: row.claim_reference, reasons: a.reasons },
        });
        await queueEventSms(tx, partner, 'CLAIM_SUBMITTED', [row]);
        if (pre) {
          const used = await preauthorizationRepository.updateVersioned(tx, partner, pre.guid, pre.version, {
            status: 'used',
            claim_guid: guid,
          });
          if (!used) throw conflict('preauthorization_stale');
          await audit(tx, caller.actor, {
            partner_guid: partner,
            entity_type: 'claim_preauthorization',
            entity_guid: pre.guid,
            action: 'use',
            before: { status: pre.status },
            after: { status: 'used', claim_guid: guid },
          });
        }
        return detailOf(tx, row, caller.lang);
      }),

    get: (caller: Caller, partner: string, guid: string) =>
      scoped(partner, (tx) => loadClaimDetail(tx, partner, guid, caller.lang)),

    assessment: (caller: Caller, partner: string, guid: string) =>
      scoped(partner, async (tx) => {
        const row = await repo.get(tx, partner, guid);
        if (!row?.assessment) throw notFound();
        return assessmentOut(row.assessment as StoredAssessment, caller.lang);
      }),

    /**
     * The edit call: the fields that really change (one the claim already holds is no change), then the action a new
     * `status` leads to, in one transaction. Nothing changed: no version bump, no audit event, the claim as it is.
     */
    update: (caller: Caller, partner: string, guid: string, edit: ClaimEdit) =>
      scoped(partner, async (tx) => {
        const row = await repo.get(tx, partner, guid);
        if (!row) throw notFound();
        if (row.version !== edit.version) throw conflict('claim_stale');
        const { version: _v, status, action: chosen, reason, rejection_reason, ...changes } = edit;
        await checkAmounts(tx, partner, { claim_amount_cents: changes.claim_amount_cents }, { allowZero: true });
        const action =
          status !== undefined && status !== row.status
            ? actionForStatus(row, status, chosen, rejection_reason)
            : undefined;
        let current = row;
        const given = changedKeys(row, changes);
        if (given.length) current = await applyEdit(tx, caller, row, changes, given);
        if (action)
          current = await applyClaimAction(tx, caller, current, action, {
            version: current.version,
            reason: reason ?? rejection_reason ?? null,
          });
        return detailOf(tx, current, caller.lang);
      }),

    queue: (
      partner: string,
      queue: ClaimQueue,
      q: { page: number; size: number; type?: string; payment_status?: string },
    ) =>
      scoped(partner, async (tx) => {
        const filter = { statuses: [...QUEUES[queue]], type: q.type, payment_status: q.payment_status };
        const r = await repo.list(tx, partner, filter, q, 'oldest');
        return { items: r.items.map(toClaim), count: r.count };
      }),

    summary: (partner: string) =>
      scoped(partner, async (tx) => {
        const by = Object.fromEntries((await repo.countsByStatus(tx, partner)).map((r) => [r.status, r.n]));
        const n = (s: string) => (by[s] as number | undefined) ?? 0;
        return {
          open: n('open'),
          payable: n('payable'),
          closed: n('closed'),
          processing: n('decision_pending') + n('approved_pending'),
          decision_pending: n('decision_pending'),
          approved_pending: n('approved_pending'),
          expired: n('expired'),
        };
      }),

    search: (partner: string, q: { page: number; size: number; status?: string; type?: string; guid?: string }) => {
      const term = q.guid?.trim() ?? '';
      if (!q.status && !q.type && !term)
        throw badRequest({ criteria: 'claim_search_criteria' }, 'claim_search_criteria');
      const filter: ClaimFilter = { statuses: q.status ? [q.status] : undefined, type: q.type };
      if (term && UUID.test(term)) filter.guid = term.toLowerCase();
      else if (term) {
        if (term.length < 3) throw badRequest({ guid: 'claim_reference_min' }, 'claim_reference_min');
        filter.reference = term.toUpperCase();
      }
      return scoped(partner, async (tx) => {
        const r = await repo.list(tx, partner, filter, q, 'newest');
        return { items: r.items.map(toClaim), count: r.count };
      });
    },

    byCustomer: (partner: string, customerGuid: string, q: { page: number; size: number; type?: string }) =>
      scoped(partner, async (tx) => {
        if (!(await repo.customerExists(tx, partner, customerGuid))) throw notFound();
        const r = await repo.list(tx, partner, { customer_guid: customerGuid, type: q.type }, q, 'newest');
        return { items: r.items.map(toClaim), count: r.count };
      }),
  };
}
export type ClaimsService = ReturnType<typeof createClaimsService>;
