/**
 * The one template language of documents and emails: `{{entity.field}}` placeholders named after the entity's fields
 * (SPEC §9 template types Customer, Policy, Claim, LOU). A template may use only the placeholders of its type: an
 * unknown one is refused when the template is saved, naming it. Values are formatted for the language rendered
 * (money in the partner's currency, dates as day, short month, year).
 */
export const TEMPLATE_TYPES = ['Customer', 'Policy', 'Claim', 'LOU'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

const PARTNER = ['partner.name', 'partner.insurer', 'partner.call_centre_number', 'today'] as const;
const CUSTOMER = [
  'customer.full_name',
  'customer.msisdn',
  'customer.national_id',
  'customer.external_identifier',
  'customer.date_of_birth',
  'customer.gender',
  'customer.town',
  'customer.address',
] as const;
const POLICY_SHORT = ['policy.policy_number', 'policy.product_name'] as const;
const POLICY = [
  ...POLICY_SHORT,
  'policy.status',
  'policy.premium',
  'policy.benefit',
  'policy.start_date',
  'policy.valid_until',
  'policy.purchased_at',
  'policy.beneficiary',
] as const;
const CLAIM = [
  'claim.claim_reference',
  'claim.type',
  'claim.status',
  'claim.claim_amount',
  'claim.benefit_amount',
  'claim.received_at',
  'claim.event_date',
  'claim.person_affected',
  'claim.hospital_name',
  'claim.rejection_reason',
] as const;
const LOU = [
  'lou.reference',
  'lou.person_affected',
  'lou.hospital_name',
  'lou.admission_date',
  'lou.expected_discharge_date',
  'lou.condition',
  'lou.requested_amount',
  'lou.approved_amount',
  'lou.status',
] as const;

/** The placeholders each template type may use. */
export const TEMPLATE_FIELDS: Record<TemplateType, readonly string[]> = {
  Customer: [...PARTNER, ...CUSTOMER],
  Policy: [...PARTNER, ...CUSTOMER, ...POLICY],
  Claim: [...PARTNER, ...CUSTOMER, ...POLICY_SHORT, ...CLAIM],
  LOU: [...PARTNER, ...CUSTOMER, ...POLICY_SHORT, ...LOU],
};

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The placeholder names a text uses, in order of first use. */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? ''))];
}

/** The placeholders of `text` that a template of `type` may not use. */
export const unknownPlaceholders = (type: TemplateType, text: string) =>
  placeholdersOf(text).filter((name) => !TEMPLATE_FIELDS[type].includes(name));

/** Replaces every placeholder with its value ('' when the entity has none). */
export const fillPlaceholders = (text: string, values: Record<string, string | null | undefined>) =>
  text.replace(PLACEHOLDER, (_, name: string) => values[name] ?? '');

/** The languages a template is written in; a document is rendered in its customer's language. */
export const TEMPLATE_LANGUAGES = ['en', 'fr'] as const;
export type TemplateLanguage = (typeof TEMPLATE_LANGUAGES)[number];
export const templateLanguageOf = (language: string | null | undefined): TemplateLanguage =>
  language?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
