import { normaliseMsisdn } from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { Database, Executor } from '../../platform/db/client.ts';
import { badRequest, notFound } from '../../platform/http/errors.ts';
import { phoneCountryOf } from '../partners/index.ts';
import { groupsRepository as repo } from './groups.repository.ts';
import './groups.messages.ts';

/**
 * The two public group calls (SPEC §6, no token). The partner is named by its public code (the one it shows on its
 * USSD menus and leaflets), never by a guid; an unknown code is a plain 404. Answers say nothing of the partner's
 * internals: the callback answers `{ received: true }`, the products list names, ages, member range and prices only.
 */
export function createPublicGroupsService(database: Database) {
  /** The partner of a public code (system read: the caller has no partner scope). */
  async function partnerOf(code: string) {
    const r = await database.system((tx) =>
      tx.execute<{ guid: string }>(sql`select guid from partners where lower(code) = lower(${code}) limit 1`),
    );
    const guid = r.rows[0]?.guid;
    if (!guid) throw notFound('partner_code_unknown');
    return guid;
  }
  const productOpen = async (tx: Executor, partner: string, product: string) => {
    const r = await tx.execute(sql`
      select 1 from products p join group_product_configs c on c.partner_guid = p.partner_guid and c.product_guid = p.guid
      where p.partner_guid = ${partner} and p.guid = ${product} and p.active`);
    return r.rows.length > 0;
  };

  return {
    async callBack(input: { partner_code: string; msisdn: string; name: string | null; product_guid: string | null }) {
      const partner = await partnerOf(input.partner_code);
      return database.scoped([partner], async (tx) => {
        const msisdn = normaliseMsisdn(input.msisdn, await phoneCountryOf(tx, partner));
        if (!msisdn) throw badRequest({ msisdn: 'phone_invalid' });
        if (input.product_guid && !(await productOpen(tx, partner, input.product_guid)))
          throw badRequest({ product_guid: 'invalid_value' });
        await repo.insertCallback(tx, {
          partner_guid: partner,
          guid: uuidv7(),
          msisdn,
          name: input.name,
          product_guid: input.product_guid,
        });
        return { received: true as const };
      });
    },

    products: async (code: string) => productsOf(await partnerOf(code)),
    /** The same list for a signed-in user of the partner. */
    productsOf,
  };

  function productsOf(partner: string) {
    return database.scoped([partner], async (tx) => {
      const r = await tx.execute<{
        guid: string;
        name: string;
        minimum_age: number;
        maximum_age: number;
        min_members: number;
        max_members: number;
        allow_dependants: boolean;
        premiums: { amount_in_cents: number; granularity: string }[] | null;
      }>(sql`
          select p.guid, p.name, p.minimum_age, p.maximum_age, c.min_members, c.max_members, c.allow_dependants,
            (select json_agg(json_build_object('amount_in_cents', pp.amount_in_cents, 'granularity', pp.granularity)
               order by pp.amount_in_cents)
             from product_premiums pp where pp.partner_guid = p.partner_guid and pp.product_guid = p.guid and pp.active)
              premiums
          from products p join group_product_configs c on c.partner_guid = p.partner_guid and c.product_guid = p.guid
          where p.partner_guid = ${partner} and p.active order by p.name`);
      return r.rows.map((p) => ({
        guid: p.guid,
        name: p.name,
        description: null,
        minimum_age: p.minimum_age,
        maximum_age: p.maximum_age,
        min_members: p.min_members,
        max_members: p.max_members,
        allow_dependants: p.allow_dependants,
        premiums: (p.premiums ?? []).map((x) => ({
          amount_in_cents: Number(x.amount_in_cents),
          granularity: x.granularity,
        })),
      }));
    });
  }
}
