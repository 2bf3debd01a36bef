import fs from 'node:fs';
import path from 'node:path';
import { partnerClaimConfig, partnerConfig, partnerEmailConfig, partnerGroupConfig } from '@coverdesk/contract';
import { inArray } from 'drizzle-orm';
import { addPartnersToUser, ensureUser, generatePassword } from '../identity/bootstrap.ts';
import { claims } from '../modules/claims/claims.tables.ts';
import { seedDemoClaims } from '../modules/claims/claims-demo.ts';
import { partnerConfigs } from '../modules/configuration/configuration.tables.ts';
import { countries } from '../modules/countries/countries.tables.ts';
import { bankDetails, beneficiaries, dependants } from '../modules/customers/customer-records.tables.ts';
import { customers } from '../modules/customers/customers.tables.ts';
import { seedDemoDebitOrders } from '../modules/debit-orders/debit-orders-demo.ts';
import { featureFlags } from '../modules/feature-flags/feature-flags.tables.ts';
import { partners } from '../modules/partners/partners.tables.ts';
import { payments } from '../modules/payments/payments.tables.ts';
import { premiums } from '../modules/payments/premiums.tables.ts';
import { policies } from '../modules/policies/policies.tables.ts';
import { products } from '../modules/products/products.tables.ts';
import { audit, SYSTEM_ACTOR } from '../platform/audit.ts';
import type { Tx } from '../platform/db/client.ts';
import type { AppContext } from '../platform/module.ts';
import { DEMO_COUNTRIES, DEMO_FEATURE_FLAGS, DEMO_PARTNERS } from './demo-catalogue.ts';
import { createRandom } from './demo-random.ts';
import { buildPartnerRows } from './demo-rows.ts';
import { seedDemoProducts } from './products-demo.ts';

export interface DemoUser {
  username: string;
  password: string;
  note: string;
}
export interface DemoResult {
  users: DemoUser[];
  /** Whether this start created the data (false: it was there already). */
  created: boolean;
  partners: { guid: string; code: string }[];
}

/** The seed of the generator: the same data every time. */
export const DEMO_SEED = 20_260_101;
const USERS_FILE = 'demo-users.json';

/** One demo user per role; `partners` are partner codes (all when omitted). */
const DEMO_USERS = [
  {
    username: 'demo.admin',
    first: 'Amani',
    last: 'Admin',
    roles: ['admin'],
    partners: undefined,
    note: 'administrator, all partners',
  },
  {
    username: 'demo.agent',
    first: 'Wanjiru',
    last: 'Agent',
    roles: ['call_centre_agent'],
    partners: ['AFYA', 'JAMII'],
    note: 'call-centre agent, Afya Bora and Jamii Cover',
  },
  {
    username: 'demo.assessor',
    first: 'Otieno',
    last: 'Assessor',
    roles: ['claims_assessor'],
    partners: ['JAMII'],
    note: 'claims assessor, Jamii Cover only',
  },
  {
    username: 'demo.finance',
    first: 'Kouassi',
    last: 'Finance',
    roles: ['finance_officer'],
    partners: undefined,
    note: 'finance officer, all partners',
  },
  {
    username: 'demo.partner',
    first: 'Aya',
    last: 'Partenaire',
    roles: ['partner_user'],
    partners: ['ASSUR_CI'],
    note: "partner user (read only), Assur Santé Côte d'Ivoire only",
  },
] as const;

async function insertChunked<T extends Record<string, unknown>>(
  tx: Tx,
  table: Parameters<Tx['insert']>[0],
  rows: T[],
  chunk = 500,
) {
  for (let i = 0; i < rows.length; i += chunk) await tx.insert(table).values(rows.slice(i, i + chunk) as never);
}

/**
 * Demo data for a laptop or a demo (DEMO_DATA): two countries, three partners with configs, feature flags, products of
 * four types, a few hundred customers with policies, payments and claims in every status, debit orders with a collection
 * run and cashback, and one user per role.
 * Created once, in one transaction (all or nothing); later starts find the partners and only read back the demo
 * users' passwords (kept in DATA_DIR/demo-users.json, mode 0600, like the admin's).
 */
export async function seedDemoData(ctx: AppContext, adminId: string, today = new Date().toISOString().slice(0, 10)) {
  const { database } = ctx;
  const codes = DEMO_PARTNERS.map((p) => p.code);
  const existing = await database.db
    .select({ guid: partners.guid, code: partners.code })
    .from(partners)
    .where(inArray(partners.code, codes));
  const usersFile = path.join(ctx.config.dataDir, USERS_FILE);

  if (existing.length === codes.length) {
    await addPartnersToUser(
      database.db,
      adminId,
      existing.map((p) => p.guid),
    );
    return { users: readUsers(usersFile), created: false, partners: existing } satisfies DemoResult;
  }

  const r = createRandom(DEMO_SEED);
  const clock = Date.parse(`${today}T00:00:00Z`);
  const guidOf = new Map(existing.map((p) => [p.code, p.guid]));
  for (const p of DEMO_PARTNERS) if (!guidOf.has(p.code)) guidOf.set(p.code, r.uuid(clock - 600 * 86_400_000));

  await database.system(async (tx) => {
    await tx.insert(countries).values(DEMO_COUNTRIES).onConflictDoNothing();
    for (const p of DEMO_PARTNERS) {
      if (existing.some((e) => e.code === p.code)) continue; // someone made a partner with this code: leave it alone
      const guid = guidOf.get(p.code)!;
      const [row] = await tx
        .insert(partners)
        .values({
          guid,
          name: p.name,
          code: p.code,
          country_code: p.country,
          default_language: p.default_language,
          insurer: p.insurer,
          service_name: p.service_name,
          ussd_code: p.ussd_code,
          whatsapp_number: p.whatsapp_number,
          call_centre_number: p.call_centre_number,
        })
        .returning();
      const docs = {
        config: partnerConfig.parse(p.config),
        claim_config: partnerClaimConfig.parse(p.claim_config),
        group_config: partnerGroupConfig.parse(p.group_config),
        email_config: partnerEmailConfig.parse(p.email_config),
      };
      // The partner's insert already wrote its settings row (a database trigger); the demo fills it.
      await tx
        .insert(partnerConfigs)
        .values({ partner_guid: guid, ...docs })
        .onConflictDoUpdate({ target: partnerConfigs.partner_guid, set: docs });
      const rows = buildPartnerRows(p, guid, r, today);
      await insertChunked(tx, products, rows.products);
      await insertChunked(tx, customers, rows.customers);
      await insertChunked(tx, policies, rows.policies);
      await insertChunked(tx, payments, rows.payments);
      await insertChunked(tx, premiums, rows.premiums);
      await insertChunked(tx, claims, rows.claims);
      await insertChunked(tx, dependants, rows.dependants);
      await insertChunked(tx, beneficiaries, rows.beneficiaries);
      await insertChunked(tx, bankDetails, rows.bankDetails);
      // Premiums, benefits and reference lists (products module), then callbacks, pre-authorisations, complex-claim
      // expenses and payouts on the claims above (claims module).
      await seedDemoProducts(tx, guid, p.country);
      await seedDemoClaims(tx, guid);
      // Debit orders, the day's collection run, the bank's answers and cashback (payments module, its services' rules).
      await seedDemoDebitOrders(database, tx, guid, today);
      await audit(tx, SYSTEM_ACTOR, {
        partner_guid: guid,
        entity_type: 'partner',
        entity_guid: guid,
        action: 'create',
        after: row,
        reason: 'demo data',
      });
    }
    await tx
      .insert(featureFlags)
      .values(
        DEMO_FEATURE_FLAGS.map((f) => ({
          guid: r.uuid(clock),
          name: f.name,
          description: f.description,
          enabled: f.enabled ?? true,
          partner_guids: f.partners.map((c) => guidOf.get(c)!),
        })),
      )
      .onConflictDoNothing();
  });

  const all = [...guidOf.values()];
  await addPartnersToUser(database.db, adminId, all);
  const users: DemoUser[] = [];
  for (const u of DEMO_USERS) {
    const password = generatePassword();
    const partnerGuids = (u.partners ?? codes).map((c) => guidOf.get(c)!);
    const { created } = await ensureUser(database.db, {
      username: u.username,
      password,
      email: `${u.username}@coverdesk.example`,
      first_name: u.first,
      last_name: u.last,
      roles: [...u.roles],
      partners: partnerGuids,
    });
    if (created) users.push({ username: u.username, password, note: u.note });
  }
  if (users.length) {
    fs.mkdirSync(ctx.config.dataDir, { recursive: true });
    fs.writeFileSync(usersFile, `${JSON.stringify(users, null, 2)}\n`, { mode: 0o600 });
  }
  return {
    users,
    created: true,
    partners: DEMO_PARTNERS.map((p) => ({ code: p.code, guid: guidOf.get(p.code)! })),
  } satisfies DemoResult;
}

function readUsers(file: string): DemoUser[] {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as DemoUser[];
  } catch {
    return [];
  }
}
