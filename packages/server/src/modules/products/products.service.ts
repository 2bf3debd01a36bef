import {
  BENEFIT_TYPES,
  type BenefitInput,
  type BenefitType,
  type BenefitUpdate,
  benefitForPremium,
  CARDINALITIES,
  COVER_TYPES,
  GRANULARITIES,
  type Granularity,
  PAYMENT_METHODS,
  PRODUCT_TYPES,
  type ProductInput,
  type ProductPremiumInput,
  type ProductPremiumUpdate,
} from '@coverdesk/contract';
import { type Actor, audit } from '../../platform/audit.ts';
import { isNoChange } from '../../platform/changes.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { rethrowDatabaseError } from '../../platform/db/rethrow-database-error.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { benefitsRepository, premiumsRepository } from './product-items.repository.ts';
import './products.messages.ts';
import { type ProductRow, productsRepository } from './products.repository.ts';

type PremiumRow = NonNullable<Awaited<ReturnType<typeof premiumsRepository.get>>>;
type BenefitRow = NonNullable<Awaited<ReturnType<typeof benefitsRepository.get>>>;

const isGranularity = (g: string): g is Granularity => (GRANULARITIES as readonly string[]).includes(g);

/** The benefit a premium buys under its product (SPEC §9, benefit-rule.ts). */
export function premiumBenefit(product: ProductRow, amount: number, granularity: string, quantity: number) {
  // A product written before the granularity list was enforced compares without conversion.
  const g = isGranularity(granularity) ? granularity : 'monthly';
  const pg = isGranularity(product.granularity) ? product.granularity : g;
  return benefitForPremium({
    amount_in_cents: amount,
    granularity: g,
    quantity,
    fixed_indemnity_in_cents: product.fixed_indemnity_amount,
    product_granularity: pg,
  });
}

const toProduct = (row: ProductRow, currency: string | null) => ({
  ...row,
  product_guid: row.guid,
  currency_code: currency,
});
const toPremium = (row: PremiumRow, product: ProductRow) => {
  const b = premiumBenefit(product, row.amount_in_cents, row.granularity, row.quantity);
  return { ...row, benefit_in_cents: b.benefit_in_cents, benefit_basis: b.basis };
};
const toBenefit = (row: BenefitRow) => ({ ...row, benefit_type: row.benefit_type as BenefitType });

export const PRODUCT_METADATA = {
  types: [...PRODUCT_TYPES],
  cover_types: [...COVER_TYPES],
  granularities: [...GRANULARITIES],
  cardinalities: [...CARDINALITIES],
  payment_methods: [...PAYMENT_METHODS],
  benefit_types: [...BENEFIT_TYPES],
};

/** Products, premiums and benefits of the selected partner. Every change is audited in its transaction. */
export function createProductsService(
  database: Database,
  repo = productsRepository,
  premiums = premiumsRepository,
  benefits = benefitsRepository,
) {
  const inPartner = <T>(partner: string, fn: (tx: Tx) => Promise<T>) =>
    database.scoped([partner], fn).catch(rethrowDatabaseError);
  const productOf = async (tx: Tx, partner: string, guid: string) => {
    const row = await repo.get(tx, partner, guid);
    if (!row) throw notFound('product_not_found');
    return row;
  };

  return {
    metadata: () => PRODUCT_METADATA,
    premiumMetadata: () => ({ granularities: [...GRANULARITIES], min_quantity: 1 }),

    list: (partner: string, q: { type?: string; active_only?: boolean; paid?: boolean }) =>
      inPartner(partner, async (tx) => {
        const currency = await repo.currencyOf(tx, partner);
        return (await repo.list(tx, partner, q)).map((r) => toProduct(r, currency));
      }),

    get: (partner: string, guid: string) =>
      inPartner(partner, async (tx) => {
        const row = await productOf(tx, partner, guid);
        const [currency, premiumRows, benefitRows] = [
          await repo.currencyOf(tx, partner),
          await premiums.listByProduct(tx, partner, guid),
          await benefits.listByProduct(tx, partner, guid),
        ];
        return {
          ...toProduct(row, currency),
          premiums: premiumRows.map((p) => toPremium(p, row)),
          benefits: benefitRows.map(toBenefit),
        };
      }),

    create: (actor: Actor, partner: string, input: ProductInput) =>
      inPartner(partner, async (tx) => {
        if (await repo.codeTaken(tx, partner, input.code)) throw conflict('product_code_exists');
        const row = await repo.insert(tx, partner, input);
        if (!row) throw conflict('product_code_exists');
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'product',
          entity_guid: row.guid,
          action: 'create',
          after: row,
        });
        return toProduct(row, await repo.currencyOf(tx, partner));
      }),

    update: (actor: Actor, partner: string, guid: string, input: ProductInput) =>
      inPartner(partner, async (tx) => {
        const before = await productOf(tx, partner, guid);
        if (isNoChange(before, input)) return toProduct(before, await repo.currencyOf(tx, partner));
        if (await repo.codeTaken(tx, partner, input.code, guid)) throw conflict('product_code_exists');
        const row = (await repo.update(tx, partner, guid, input))!;
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'product',
          entity_guid: guid,
          action: 'update',
          before,
          after: row,
        });
        return toProduct(row, await repo.currencyOf(tx, partner));
      }),

    listPremiums: (partner: string, product: string) =>
      inPartner(partner, async (tx) => {
        const row = await productOf(tx, partner, product);
        return (await premiums.listByProduct(tx, partner, product)).map((p) => toPremium(p, row));
      }),

    createPremium: (actor: Actor, partner: string, input: ProductPremiumInput) =>
      inPartner(partner, async (tx) => {
        const product = await productOf(tx, partner, input.product_guid);
        const row = (await premiums.insert(tx, partner, input))!;
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'product_premium',
          entity_guid: row.guid,
          action: 'create',
          after: row,
        });
        return toPremium(row, product);
      }),

    updatePremium: (actor: Actor, partner: string, guid: string, input: ProductPremiumUpdate) =>
      inPartner(partner, async (tx) => {
        const before = await premiums.get(tx, partner, guid);
        if (!before) throw notFound();
        const product = await productOf(tx, partner, before.product_guid);
        if (isNoChange(before, input)) return toPremium(before, product);
        const row = (await premiums.update(tx, partner, guid, input))!;
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'product_premium',
          entity_guid: guid,
          action: 'update',
          before,
          after: row,
        });
        return toPremium(row, product);
      }),

    removePremium: (actor: Actor, partner: string, guid: string) =>
      inPartner(partner, async (tx) => {
        const row = await premiums.remove(tx, partner, guid);
        if (!row) throw notFound();
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'product_premium',
          entity_guid: guid,
          action: 'delete',
          before: row,
        });
      }),

    createBenefit: (actor: Actor, partner: string, type: BenefitType, input: BenefitInput) =>
      inPartner(partner, async (tx) => {
        await productOf(tx, partner, input.product_guid);
        const row = (await benefits.insert(tx, partner, { ...input, benefit_type: type }))!;
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: type,
          entity_guid: row.guid,
          action: 'create',
          after: row,
        });
        return toBenefit(row);
      }),

    updateBenefit: (actor: Actor, partner: string, type: BenefitType, guid: string, input: BenefitUpdate) =>
      inPartner(partner, async (tx) => {
        const before = await benefits.get(tx, partner, guid);
        if (!before || before.benefit_type !== type) throw notFound();
        if (isNoChange(before, input)) return toBenefit(before);
        const row = (await benefits.update(tx, partner, guid, input))!;
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: type,
          entity_guid: guid,
          action: 'update',
          before,
          after: row,
        });
        return toBenefit(row);
      }),

    removeBenefit: (actor: Actor, partner: string, type: BenefitType, guid: string) =>
      inPartner(partner, async (tx) => {
        const before = await benefits.get(tx, partner, guid);
        if (!before || before.benefit_type !== type) throw notFound();
        await benefits.remove(tx, partner, guid);
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: type,
          entity_guid: guid,
          action: 'delete',
          before,
        });
      }),

    /**
     * A policy's premium and the benefit it buys: quantity 1, one period of the policy's granularity. The policies
     * module reads the policy and asks here (the product's rules live in this module).
     */
    premiumRateOf: (
      partner: string,
      policy: { guid: string; product_guid: string; premium_cents: number; granularity: string },
    ) =>
      inPartner(partner, async (tx) => {
        const product = await productOf(tx, partner, policy.product_guid);
        const b = premiumBenefit(product, policy.premium_cents, policy.granularity, 1);
        return {
          policy_guid: policy.guid,
          product_guid: product.guid,
          product_code: product.code,
          premium_in_cents: policy.premium_cents,
          granularity: policy.granularity,
          benefit_in_cents: b.benefit_in_cents,
          benefit_basis: b.basis,
          currency_code: await repo.currencyOf(tx, partner),
          benefits: (await benefits.listByProduct(tx, partner, product.guid)).map(toBenefit),
        };
      }),
  };
}
export type ProductsService = ReturnType<typeof createProductsService>;
