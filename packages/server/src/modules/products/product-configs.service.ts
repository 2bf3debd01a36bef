import type {
  ExtendedMembershipConfigInput,
  ExtendedMembershipPremiumInput,
  GroupProductConfigInput,
  GroupProductConfigUpdate,
  MembershipConfigInput,
  MembershipConfigUpdate,
} from '@coverdesk/contract';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { rethrowDatabaseError } from '../../platform/db/rethrow-database-error.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import {
  extendedConfigsRepository,
  extendedPremiumsRepository,
  groupConfigsRepository,
  membershipConfigsRepository,
} from './product-items.repository.ts';
import './products.messages.ts';
import { productsRepository } from './products.repository.ts';

/**
 * The per-product configurations: extended membership premiums and config, membership config, group config.
 * Each config is one per product: POST refuses a second one (409), PUT changes it (by guid in the body, as SPEC §7
 * has no path id), GET reads it by `product_guid`.
 */
export function createProductConfigsService(database: Database) {
  const inPartner = <T>(partner: string, fn: (tx: Tx) => Promise<T>) =>
    database.scoped([partner], fn).catch(rethrowDatabaseError);
  const needProduct = async (tx: Tx, partner: string, guid: string) => {
    if (!(await productsRepository.get(tx, partner, guid))) throw notFound('product_not_found');
  };
  const one = async <T>(row: Promise<T | undefined>) => {
    const r = await row;
    if (!r) throw notFound();
    return r;
  };
  const record = (
    tx: Tx,
    actor: Actor,
    partner: string,
    type: string,
    action: string,
    guid: string,
    before: unknown,
    after: unknown,
  ) => audit(tx, actor, { partner_guid: partner, entity_type: type, entity_guid: guid, action, before, after });

  return {
    createExtendedPremium: (actor: Actor, partner: string, input: ExtendedMembershipPremiumInput) =>
      inPartner(partner, async (tx) => {
        await needProduct(tx, partner, input.product_guid);
        const row = (await extendedPremiumsRepository.insert(tx, partner, input))!;
        await record(tx, actor, partner, 'extended_membership_premium', 'create', row.guid, null, row);
        return row;
      }),

    listExtendedPremiums: (partner: string, product: string) =>
      inPartner(partner, async (tx) => {
        await needProduct(tx, partner, product);
        return extendedPremiumsRepository.listByProduct(tx, partner, product);
      }),

    getExtendedConfig: (partner: string, product: string) =>
      inPartner(partner, async (tx) => {
        await needProduct(tx, partner, product);
        return one(extendedConfigsRepository.listByProduct(tx, partner, product).then((r) => r[0]));
      }),

    /** PUT sets the product's extended membership config, creating it the first time. */
    putExtendedConfig: (actor: Actor, partner: string, input: ExtendedMembershipConfigInput) =>
      inPartner(partner, async (tx) => {
        await needProduct(tx, partner, input.product_guid);
        const [before] = await extendedConfigsRepository.listByProduct(tx, partner, input.product_guid);
        const row = before
          ? (await extendedConfigsRepository.update(tx, partner, before.guid, input))!
          : (await extendedConfigsRepository.insert(tx, partner, input))!;
        await record(
          tx,
          actor,
          partner,
          'extended_membership_config',
          before ? 'update' : 'create',
          row.guid,
          before ?? null,
          row,
        );
        return row;
      }),

    getMembershipConfig: (partner: string, product: string) =>
      inPartner(partner, async (tx) => {
        await needProduct(tx, partner, product);
        return one(membershipConfigsRepository.listByProduct(tx, partner, product).then((r) => r[0]));
      }),

    createMembershipConfig: (actor: Actor, partner: string, input: MembershipConfigInput) =>
      inPartner(partner, async (tx) => {
        await needProduct(tx, partner, input.product_guid);
        const row = await membershipConfigsRepository.insert(tx, partner, input);
        if (!row) throw conflict('config_exists');
        await record(tx, actor, partner, 'membership_config', 'create', row.guid, null, row);
        return row;
      }),

    updateMembershipConfig: (actor: Actor, partner: string, input: MembershipConfigUpdate) =>
      inPartner(partner, async (tx) => {
        const { guid, ...values } = input;
        const before = await one(membershipConfigsRepository.get(tx, partner, guid));
        if (before.product_guid !== values.product_guid) throw notFound();
        const row = (await membershipConfigsRepository.update(tx, partner, guid, values))!;
        await record(tx, actor, partner, 'membership_config', 'update', guid, before, row);
        return row;
      }),

    getGroupConfig: (partner: string, product: string) =>
      inPartner(partner, async (tx) => {
        await needProduct(tx, partner, product);
        const row = await one(groupConfigsRepository.listByProduct(tx, partner, product).then((r) => r[0]));
        return { ...row, id: row.guid };
      }),

    createGroupConfig: (actor: Actor, partner: string, input: GroupProductConfigInput) =>
      inPartner(partner, async (tx) => {
        await needProduct(tx, partner, input.product_guid);
        const row = await groupConfigsRepository.insert(tx, partner, input);
        if (!row) throw conflict('config_exists');
        await record(tx, actor, partner, 'group_product_config', 'create', row.guid, null, row);
        return { ...row, id: row.guid };
      }),

    updateGroupConfig: (actor: Actor, partner: string, input: GroupProductConfigUpdate) =>
      inPartner(partner, async (tx) => {
        const { guid, ...values } = input;
        const before = await one(groupConfigsRepository.get(tx, partner, guid));
        if (before.product_guid !== values.product_guid) throw notFound();
        const row = (await groupConfigsRepository.update(tx, partner, guid, values))!;
        await record(tx, actor, partner, 'group_product_config', 'update', guid, before, row);
        return { ...row, id: row.guid };
      }),
  };
}
export type ProductConfigsService = ReturnType<typeof createProductConfigsService>;
