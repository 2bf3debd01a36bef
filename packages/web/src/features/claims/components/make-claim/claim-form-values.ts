import { type ClaimInput, type ClaimType, claimInput } from '@coverdesk/contract/claims/claim.schemas';

/** The entry form as typed: strings for inputs, cents for the amount; the contract's claimInput validates it. */
export interface ClaimFormValues {
  customer_guid: string;
  policy_guid: string;
  type: ClaimType | '';
  /** '' for the principal, else the dependant's guid. */
  dependant_guid: string;
  person_affected: string;
  relation: string;
  person_affected_dob: string;
  hospital_admission_date: string;
  hospital_discharge_date: string;
  hospital_name: string;
  hospitalization_reason: string;
  condition: string;
  is_accident: boolean;
  death_date: string;
  event_date: string;
  start_date: string;
  end_date: string;
  document_channel: string;
  verification: string;
  /** A `datetime-local` value (local time, no zone). */
  documentation_received_at: string;
  birth_certificate_valid: boolean;
  claim_amount: string;
  comment: string;
  /** An approved pre-authorisation of this stay ('' for none). */
  preauthorization_guid: string;
  ignore_max_days_allowed_after_discharge_or_death: boolean;
}

export const emptyClaimForm = (customer = ''): ClaimFormValues => ({
  customer_guid: customer,
  policy_guid: '',
  type: '',
  dependant_guid: '',
  person_affected: '',
  relation: 'Principal',
  person_affected_dob: '',
  hospital_admission_date: '',
  hospital_discharge_date: '',
  hospital_name: '',
  hospitalization_reason: '',
  condition: '',
  is_accident: false,
  death_date: '',
  event_date: '',
  start_date: '',
  end_date: '',
  document_channel: '',
  verification: '',
  documentation_received_at: '',
  birth_certificate_valid: false,
  claim_amount: '',
  comment: '',
  preauthorization_guid: '',
  ignore_max_days_allowed_after_discharge_or_death: false,
});

const blank = (v: string) => (v.trim() === '' ? undefined : v);

/** Amount typed in the currency's units ("1250.50") to integer cents; anything unreadable stays invalid. */
export function toCents(v: string): number | undefined {
  const s = v.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return s === '' ? undefined : Number.NaN;
  return Math.round(Number(s) * 100);
}

/** Local `datetime-local` text to an ISO instant with offset, as the contract wants. */
function toInstant(v: string): string | undefined {
  if (!v) return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? v : d.toISOString();
}

/** The form as the request body: only the fields of the chosen type, so the discriminated union reads it. */
export function toClaimBody(v: ClaimFormValues): Record<string, unknown> {
  const common = {
    customer_guid: blank(v.customer_guid),
    policy_guid: blank(v.policy_guid),
    dependant_guid: v.dependant_guid || null,
    person_affected: v.person_affected,
    relation: blank(v.relation),
    person_affected_dob: blank(v.person_affected_dob),
    document_channel: blank(v.document_channel),
    verification: blank(v.verification),
    documentation_received_at: toInstant(v.documentation_received_at),
    birth_certificate_valid: v.birth_certificate_valid,
    claim_amount_cents: toCents(v.claim_amount),
    comment: blank(v.comment),
    ignore_max_days_allowed_after_discharge_or_death: v.ignore_max_days_allowed_after_discharge_or_death || undefined,
    type: blank(v.type),
  };
  switch (v.type) {
    case 'hospital':
      return {
        ...common,
        hospital_admission_date: blank(v.hospital_admission_date),
        hospital_discharge_date: blank(v.hospital_discharge_date),
        hospital_name: v.hospital_name,
        hospitalization_reason: v.hospitalization_reason,
        condition: v.condition,
        is_accident: v.is_accident,
        preauthorization_guid: v.preauthorization_guid || null,
      };
    case 'death':
      return { ...common, death_date: blank(v.death_date), condition: blank(v.condition), is_accident: v.is_accident };
    case 'accident':
      return { ...common, event_date: blank(v.event_date), condition: blank(v.condition) };
    case 'reimbursement':
      return {
        ...common,
        event_date: blank(v.event_date),
        start_date: blank(v.start_date),
        end_date: blank(v.end_date),
        condition: v.condition,
        is_accident: v.is_accident,
      };
    default:
      return common;
  }
}

/** Messages the claim schemas use that have their own text; the rest read as "required" or "invalid". */
const KNOWN = new Set([
  'date_in_future',
  'discharge_in_future',
  'discharge_before_admission',
  'end_before_start',
  'birth_certificate_invalid',
  'required',
  'no_leading_space',
]);

/** The form field an issue's path names (the amount is typed in units but validated in cents). */
const fieldOf = (path: PropertyKey[]) => {
  const f = String(path[0] ?? 'type');
  return f === 'claim_amount_cents' ? 'claim_amount' : f;
};

/**
 * The fields the contract requires for the form's type (the common ones while no type is chosen): those an empty form
 * of that type is refused for as missing (a type's own fields show once it is chosen). Marked before Next is pressed.
 */
export function requiredClaimFields(v: ClaimFormValues): ReadonlySet<string> {
  const empty = { ...emptyClaimForm(v.customer_guid), type: v.type || 'accident', relation: '', dependant_guid: '' };
  const { errors } = validateClaim(empty as ClaimFormValues);
  const fields = new Set(Object.keys(errors).filter((k) => errors[k] === 'required'));
  fields.add('type');
  return fields;
}

/** Validates with the contract's claimInput: the body, or field → message key. */
export function validateClaim(v: ClaimFormValues): { body?: ClaimInput; errors: Record<string, string> } {
  const result = claimInput.safeParse(toClaimBody(v));
  if (result.success) return { body: result.data, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = fieldOf(issue.path);
    if (errors[field]) continue;
    const missing =
      issue.code === 'invalid_type' ||
      (issue.code === 'too_small' && (issue as { origin?: string }).origin === 'string') ||
      (v as unknown as Record<string, unknown>)[field] === '';
    errors[field] = KNOWN.has(issue.message) ? issue.message : missing ? 'required' : 'invalid';
  }
  return { errors };
}
