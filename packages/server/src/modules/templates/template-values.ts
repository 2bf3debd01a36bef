import { fillPlaceholders, type TemplateLanguage } from '@coverdesk/contract';
import { formatDate as formatPdfDate, formatMoney as formatPdfMoney } from '../../platform/pdf.ts';
import type { EntityData } from './template-entities.ts';

const PER = {
  en: { daily: 'per day', weekly: 'per week', monthly: 'per month', yearly: 'per year' },
  fr: { daily: 'par jour', weekly: 'par semaine', monthly: 'par mois', yearly: 'par an' },
} as const;
const OPEN_ENDED = { en: 'While premiums are paid', fr: 'Tant que les primes sont payées' } as const;

/** Money in the partner's currency, formatted for the language (cents → units): the one formatter of every PDF. */
export function formatMoney(cents: number | null | undefined, currency: string, language: TemplateLanguage) {
  if (cents === null || cents === undefined) return '';
  return formatPdfMoney(cents, currency, language);
}

/** Day, short month, year (SPEC §9); date-only values never shift by time zone. */
export function formatDate(iso: string | null | undefined, language: TemplateLanguage) {
  if (!iso) return '';
  return formatPdfDate(iso, language);
}

/** The value of every placeholder of the entity's type, formatted for `language`. */
export function placeholderValues(
  e: EntityData,
  language: TemplateLanguage,
  today = new Date(),
): Record<string, string | null | undefined> {
  const money = (c: number | null | undefined) => formatMoney(c, e.partner.currency_code, language);
  const date = (d: string | null | undefined) => formatDate(d, language);
  const { customer: c, policy: p, claim, lou } = e;
  const beneficiary = p?.beneficiary as { name?: string; relationship?: string; msisdn?: string } | null | undefined;
  return {
    'partner.name': e.partner.name,
    'partner.insurer': e.partner.insurer,
    'partner.call_centre_number': e.partner.call_centre_number,
    today: date(today.toISOString()),
    'customer.full_name': c.full_name,
    'customer.msisdn': c.msisdn,
    'customer.national_id': c.national_id,
    'customer.external_identifier': c.external_identifier,
    'customer.date_of_birth': date(c.date_of_birth),
    'customer.gender': c.gender,
    'customer.town': c.town,
    'customer.address': c.address,
    ...(p && {
      'policy.policy_number': p.policy_number,
      'policy.product_name': p.product_name,
      'policy.status': p.status,
      'policy.premium': `${money(p.premium_cents)} ${(PER[language] as Record<string, string>)[p.granularity] ?? p.granularity}`,
      'policy.benefit': money(p.benefit_cents),
      'policy.start_date': date(p.start_date),
      'policy.valid_until': p.valid_until ? date(p.valid_until) : OPEN_ENDED[language],
      'policy.purchased_at': date(p.purchased_at),
      'policy.beneficiary': beneficiary
        ? [beneficiary.name, beneficiary.relationship, beneficiary.msisdn].filter(Boolean).join(', ')
        : null,
    }),
    ...(claim && {
      'claim.claim_reference': claim.claim_reference,
      'claim.type': claim.type,
      'claim.status': claim.status,
      'claim.claim_amount': money(claim.claim_amount_cents),
      'claim.benefit_amount': money(claim.benefit_amount_cents),
      'claim.received_at': date(claim.received_at),
      'claim.event_date': date(claim.event_date),
      'claim.person_affected': claim.person_affected,
      'claim.hospital_name': claim.hospital_name,
      'claim.rejection_reason': claim.rejection_reason,
    }),
    ...(lou && {
      'lou.reference': e.label,
      'lou.person_affected': lou.person_affected,
      'lou.hospital_name': lou.hospital_name,
      'lou.admission_date': date(lou.admission_date),
      'lou.expected_discharge_date': date(lou.expected_discharge_date),
      'lou.condition': lou.condition,
      'lou.requested_amount': money(lou.requested_amount_cents),
      'lou.approved_amount': money(lou.approved_amount_cents),
      'lou.status': lou.status,
    }),
  };
}

export const fill = (text: string, values: Record<string, string | null | undefined>) => fillPlaceholders(text, values);
