import { GRANULARITIES, type Granularity } from '@coverdesk/contract';
import { and, eq } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { productBenefits, productPremiums } from '../modules/products/product-items.tables.ts';
import { products } from '../modules/products/products.tables.ts';
import {
  claimConditions,
  claimRejectionReasons,
  healthDiagnoses,
  hospitals,
} from '../modules/reference/reference.tables.ts';
import type { Executor } from '../platform/db/client.ts';

/** One period's premium, in cents, for a demo product of each granularity. */
const BASE_PREMIUM: Record<Granularity, number> = { daily: 1_000, weekly: 5_000, monthly: 20_000, yearly: 200_000 };

const HOSPITALS: Record<string, [string, string, string][]> = {
  KE: [
    ['KNH', 'Kenyatta National Hospital', 'Nairobi'],
    ['AKUH', 'Aga Khan University Hospital', 'Nairobi'],
    ['TNH', 'The Nairobi Hospital', 'Nairobi'],
    ['MPSHAH', 'MP Shah Hospital', 'Nairobi'],
    ['CGH', 'Coast General Teaching and Referral Hospital', 'Mombasa'],
    ['MTRH', 'Moi Teaching and Referral Hospital', 'Eldoret'],
  ],
  CI: [
    ['CHUCOC', 'CHU de Cocody', 'Abidjan'],
    ['CHUTRE', 'CHU de Treichville', 'Abidjan'],
    ['CHUYOP', 'CHU de Yopougon', 'Abidjan'],
    ['PISAM', 'Polyclinique Internationale Sainte Anne-Marie', 'Abidjan'],
    ['CHUBKE', 'CHU de Bouaké', 'Bouaké'],
  ],
};

const FRENCH = new Set(['CI']);
const DIAGNOSES: [string, string, string][] = [
  ['B54', 'Unspecified malaria', 'Paludisme, sans précision'],
  ['A09', 'Infectious gastroenteritis and colitis', 'Gastro-entérite et colite infectieuses'],
  ['J18', 'Pneumonia, organism unspecified', 'Pneumopathie à micro-organisme non précisé'],
  ['O80', 'Single spontaneous delivery', 'Accouchement unique et spontané'],
  ['S72', 'Fracture of femur', 'Fracture du fémur'],
  ['I10', 'Essential (primary) hypertension', 'Hypertension essentielle (primitive)'],
  ['E11', 'Type 2 diabetes mellitus', 'Diabète sucré de type 2'],
  ['K35', 'Acute appendicitis', 'Appendicite aiguë'],
];
const REJECTION_REASONS: [string, string, string][] = [
  [
    'WAITING_PERIOD',
    'The event happened within the waiting period',
    "L'événement est survenu pendant le délai de carence",
  ],
  ['NOT_COVERED', 'The event is not covered by the product', "L'événement n'est pas couvert par le produit"],
  ['LATE_SUBMISSION', 'The claim was submitted too late', 'La demande a été soumise trop tard'],
  ['MISSING_DOCUMENTS', 'Required documents were not received', "Les documents requis n'ont pas été reçus"],
  ['POLICY_LAPSED', 'The policy had lapsed on the event date', 'La police était suspendue à la date de l’événement'],
  [
    'HOSPITAL_DAYS',
    'The stay is shorter than the minimum hospital days',
    "Le séjour est plus court que le minimum de jours d'hospitalisation",
  ],
];
const CONDITIONS: [string, string, string][] = [
  ['ILLNESS', 'Illness', 'Maladie'],
  ['ACCIDENT', 'Accident', 'Accident'],
  ['MATERNITY', 'Maternity', 'Maternité'],
  ['SURGERY', 'Surgery', 'Chirurgie'],
  ['DEATH_NATURAL', 'Death from natural causes', 'Décès de cause naturelle'],
  ['DEATH_ACCIDENTAL', 'Accidental death', 'Décès accidentel'],
];

/** The name of a demo claim condition (by code) as the partner of that country lists it. */
export function demoConditionName(code: string, countryCode: string): string {
  const entry = CONDITIONS.find(([c]) => c === code);
  if (!entry) throw new Error(`unknown demo condition ${code}`);
  return FRENCH.has(countryCode) ? entry[2] : entry[1];
}

export interface ProductsDemoResult {
  premiums: number;
  benefits: number;
  hospitals: number;
  diagnoses: number;
  rejection_reasons: number;
  conditions: number;
}

/**
 * Demo data for the products and reference lists of one partner: premiums and a fixed, a variable and a cashback
 * indemnity on each of the partner's existing products, and its hospitals (for `countryCode`, which must exist),
 * diagnoses, claim rejection reasons and claim conditions. Idempotent: a product that already has premiums keeps
 * them, a benefit type a product already has is not added again, list entries are keyed by code. Run it in a
 * transaction that may write the partner's rows (`database.system` or `database.scoped([partnerGuid], …)`).
 * Returns how many rows it added.
 */
export async function seedDemoProducts(
  tx: Executor,
  partnerGuid: string,
  countryCode: string,
): Promise<ProductsDemoResult> {
  const out: ProductsDemoResult = {
    premiums: 0,
    benefits: 0,
    hospitals: 0,
    diagnoses: 0,
    rejection_reasons: 0,
    conditions: 0,
  };
  const french = FRENCH.has(countryCode);
  const list = await tx.select().from(products).where(eq(products.partner_guid, partnerGuid));
  for (const product of list) {
    const g: Granularity = (GRANULARITIES as readonly string[]).includes(product.granularity)
      ? (product.granularity as Granularity)
      : 'monthly';
    const existing = await tx
      .select({ guid: productPremiums.guid })
      .from(productPremiums)
      .where(and(eq(productPremiums.partner_guid, partnerGuid), eq(productPremiums.product_guid, product.guid)));
    if (existing.length === 0) {
      const base = BASE_PREMIUM[g];
      const tiers = [
        { amount_in_cents: base, quantity: 1 },
        { amount_in_cents: base * 2, quantity: 1 },
        { amount_in_cents: base, quantity: 3 },
      ];
      await tx.insert(productPremiums).values(
        tiers.map((tier) => ({
          ...tier,
          partner_guid: partnerGuid,
          guid: uuidv7(),
          product_guid: product.guid,
          granularity: g,
        })),
      );
      out.premiums += tiers.length;
    }
    const types = new Set(
      (
        await tx
          .select({ type: productBenefits.benefit_type })
          .from(productBenefits)
          .where(and(eq(productBenefits.partner_guid, partnerGuid), eq(productBenefits.product_guid, product.guid)))
      ).map((r) => r.type),
    );
    const fixed = product.fixed_indemnity_amount || 500_000;
    const benefits = [
      {
        benefit_type: 'fixed_indemnity',
        name: french ? 'Capital versé au sinistre' : 'Lump sum per claim',
        amount_benefit: fixed,
        max_amount: null,
        cashback_percentage: null,
      },
      {
        benefit_type: 'variable_indemnity',
        name: french ? 'Factures médicales jusqu’au plafond' : 'Medical bills up to the limit',
        amount_benefit: fixed * 2,
        max_amount: fixed * 10,
        cashback_percentage: null,
      },
      {
        benefit_type: 'cashback_indemnity',
        name: french ? 'Remise sans sinistre' : 'No-claim cashback',
        amount_benefit: 0,
        max_amount: null,
        cashback_percentage: 10,
      },
    ].filter((b) => !types.has(b.benefit_type));
    if (benefits.length) {
      await tx
        .insert(productBenefits)
        .values(benefits.map((b) => ({ ...b, partner_guid: partnerGuid, guid: uuidv7(), product_guid: product.guid })));
      out.benefits += benefits.length;
    }
  }

  const rows = (entries: [string, string, string][]) =>
    entries.map(([code, en, fr]) => ({ partner_guid: partnerGuid, guid: uuidv7(), code, name: french ? fr : en }));
  out.hospitals = (
    await tx
      .insert(hospitals)
      .values(
        (HOSPITALS[countryCode] ?? []).map(([code, name, town]) => ({
          partner_guid: partnerGuid,
          guid: uuidv7(),
          code,
          name,
          town,
          country_code: countryCode,
        })),
      )
      .onConflictDoNothing()
      .returning({ guid: hospitals.guid })
  ).length;
  out.diagnoses = (
    await tx
      .insert(healthDiagnoses)
      .values(rows(DIAGNOSES))
      .onConflictDoNothing()
      .returning({ guid: healthDiagnoses.guid })
  ).length;
  out.rejection_reasons = (
    await tx
      .insert(claimRejectionReasons)
      .values(rows(REJECTION_REASONS))
      .onConflictDoNothing()
      .returning({ guid: claimRejectionReasons.guid })
  ).length;
  out.conditions = (
    await tx
      .insert(claimConditions)
      .values(rows(CONDITIONS))
      .onConflictDoNothing()
      .returning({ guid: claimConditions.guid })
  ).length;
  return out;
}
