import { normaliseMsisdn, type OnboardingRow, type PhoneCountry } from '@coverdesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { uuidv7 } from 'uuidv7';
import { auditFrom } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import { AppError, badRequest, conflict } from '../../platform/http/errors.ts';
import type { ApplyContext, RowOutcome, StagedRow } from '../../platform/imports/index.ts';
import { customers } from '../customers/index.ts';
import { phoneCountryOf } from '../partners/index.ts';
import { assertDates, assertEligible, pickPremium, policiesRepository } from '../policies/index.ts';
import { premiumsRepository, products } from '../products/index.ts';
import { queueEventSms } from '../sms/index.ts';
import { onboardingEntries } from './onboarding.tables.ts';

type Row = StagedRow<OnboardingRow>;
type Product = typeof products.$inferSelect;
type Eligible = Parameters<typeof assertEligible>[0];

/** A row's outcome when a rule refuses it: the service's message key (its first field error) and params. */
export function failure(line: number, e: AppError): RowOutcome {
  const field = e.fieldErrors ? Object.values(e.fieldErrors)[0] : undefined;
  return { line, status: 'failed', reason: field ?? e.key, params: e.params };
}

/** `column = any($1)`: one array parameter, not an `in` list of thousands of parameters to bind and parse. */
const anyOf = (column: AnyPgColumn, values: string[]) => sql`${column} = any(${sql.param(values)}::text[])`;

/** What a chunk needs read once: the country, products and their price lists, known customers, taken ids, done keys. */
async function contextOf(tx: Tx, ctx: ApplyContext, rows: Row[]) {
  const country: PhoneCountry = await phoneCountryOf(tx, ctx.partner);
  const codes = [...new Set(rows.map((r) => r.row.product_code.toUpperCase()))];
  const found = await tx.select().from(products).where(eq(products.partner_guid, ctx.partner));
  const productOf = new Map(
    found.filter((p) => codes.includes(p.code.toUpperCase())).map((p) => [p.code.toUpperCase(), p]),
  );
  const prices = new Map<string, Awaited<ReturnType<typeof premiumsRepository.listByProduct>>>();
  for (const p of productOf.values())
    prices.set(p.guid, await premiumsRepository.listByProduct(tx, ctx.partner, p.guid));
  const numbers = [...new Set(rows.map((r) => normaliseMsisdn(r.row.msisdn, country)).filter((m): m is string => !!m))];
  const ids = [...new Set(rows.map((r) => r.row.national_id).filter((n): n is string => !!n))];
  const pick = {
    guid: customers.guid,
    msisdn: customers.msisdn,
    status: customers.status,
    date_of_birth: customers.date_of_birth,
    national_id: customers.national_id,
  };
  const known = numbers.length
    ? await tx
        .select(pick)
        .from(customers)
        .where(and(eq(customers.partner_guid, ctx.partner), anyOf(customers.msisdn, numbers)))
    : [];
  const holders = ids.length
    ? await tx
        .select(pick)
        .from(customers)
        .where(and(eq(customers.partner_guid, ctx.partner), anyOf(customers.national_id, ids)))
    : [];
  const done = await tx
    .select({ key: onboardingEntries.row_key })
    .from(onboardingEntries)
    .where(
      and(
        eq(onboardingEntries.partner_guid, ctx.partner),
        anyOf(
          onboardingEntries.row_key,
          rows.map((r) => r.key),
        ),
      ),
    );
  return {
    country,
    productOf,
    prices,
    customerOf: new Map(known.map((c) => [c.msisdn, c])),
    takenIds: new Set(holders.map((c) => c.national_id!)),
    done: new Set(done.map((d) => d.key)),
  };
}

interface NewCustomer {
  guid: string;
  msisdn: string;
  row: OnboardingRow;
  beneficiary: string | null;
}
interface NewPolicy {
  guid: string;
  customer: string;
  product: Product;
  premium: { amount_in_cents: number; granularity: string };
  start: string;
  row: Row;
  created: boolean;
}

/**
 * Applies a chunk of onboarding rows set by set: each row is judged by the same rules as registration and purchase
 * (phone number, product, no second customer with this national id, start date, age, premium offered — the policies
 * module's `assertDates`, `assertEligible` and `pickPremium`), then the accepted rows' customers, policies, audit
 * events and keys are written in one statement. A refused row writes nothing (all or nothing per row). Answers
 * undefined when the statement fails (e.g. a concurrent registration took a number): the caller then goes row by row.
 */
export async function onboardAll(tx: Tx, ctx: ApplyContext, rows: Row[]): Promise<RowOutcome[] | undefined> {
  const c = await contextOf(tx, ctx, rows);
  const outcomes: RowOutcome[] = [];
  const fresh: NewCustomer[] = [];
  const bought: NewPolicy[] = [];
  for (const r of rows) {
    if (c.done.has(r.key)) {
      outcomes.push({ line: r.line, status: 'already' });
      continue;
    }
    try {
      const msisdn = normaliseMsisdn(r.row.msisdn, c.country);
      if (!msisdn) throw badRequest({ msisdn: 'phone_invalid' });
      const beneficiary = r.row.beneficiary_msisdn ? normaliseMsisdn(r.row.beneficiary_msisdn, c.country) : null;
      if (r.row.beneficiary_msisdn && !beneficiary) throw badRequest({ beneficiary_msisdn: 'phone_invalid' });
      const product = c.productOf.get(r.row.product_code.toUpperCase());
      if (!product) throw new AppError(404, 'onboarding_product_not_found', { code: r.row.product_code });
      const known = c.customerOf.get(msisdn);
      if (!known && r.row.national_id && c.takenIds.has(r.row.national_id))
        throw conflict('customer_national_id_exists');
      const customer = known ?? {
        guid: uuidv7(),
        msisdn,
        status: 'active',
        date_of_birth: r.row.date_of_birth,
        national_id: r.row.national_id,
      };
      const start = r.row.start_date ?? ctx.today;
      assertDates(start, ctx.today);
      assertEligible(customer as Eligible, product, start);
      const premium = pickPremium(c.prices.get(product.guid) ?? [], product, r.row.premium);
      if (!premium) throw new AppError(400, 'invalid_input', {}, { premium_cents: 'premium_not_offered' });
      if (!known) {
        fresh.push({ guid: customer.guid, msisdn, row: r.row, beneficiary });
        c.customerOf.set(msisdn, customer);
        if (r.row.national_id) c.takenIds.add(r.row.national_id);
      }
      bought.push({ guid: uuidv7(), customer: customer.guid, product, premium, start, row: r, created: !known });
      c.done.add(r.key);
      outcomes.push({ line: r.line, status: 'applied' });
    } catch (e) {
      if (e instanceof AppError) outcomes.push(failure(r.line, e));
      else throw e;
    }
  }
  if (!bought.length) return outcomes;
  try {
    await tx.transaction(async (sp) => {
      // The statement queues its events' documents itself; the audit trigger skips them meanwhile (migration 0032).
      await sp.execute(sql`select set_config('app.event_documents_queued', 'on', true)`);
      await insertAll(sp, ctx, fresh, bought);
      await sp.execute(sql`select set_config('app.event_documents_queued', '', true)`);
    });
  } catch {
    return undefined;
  }
  return outcomes;
}

const list = <T, V>(xs: T[], f: (x: T) => V) => sql.param(xs.map(f));

/**
 * One statement for the chunk: customers, policies, their audit events and the keys. The audit events and keys are
 * written from the statement's own rows (no join back to its input: each insert reads what it needs), and the foreign
 * keys are checked when the statement ends, so the keys may name policies inserted beside them.
 */
async function insertAll(tx: Tx, ctx: ApplyContext, fresh: NewCustomer[], bought: NewPolicy[]) {
  const year = Number(ctx.today.slice(0, 4));
  const code = (await policiesRepository.partnerCode(tx, ctx.partner)) ?? 'P';
  const last = await policiesRepository.reserveNumbers(tx, ctx.partner, year, bought.length);
  const first = last - bought.length + 1;
  const number = (i: number) => `${code}-${year}-${String(first + i).padStart(6, '0')}`;
  const details = JSON.stringify({ channel: 'BulkOnboarding' });
  const actor = ctx.actor;
  await tx.execute(sql`
    with c_ins as (
      insert into customers (partner_guid, guid, msisdn, full_name, date_of_birth, national_id, gender, beneficiary_name,
        beneficiary_msisdn, registration_channel, created_by)
      select ${ctx.partner}, guid, msisdn, full_name, date_of_birth, national_id, gender, beneficiary_name,
        beneficiary_msisdn, 'WebClient', ${actor.username}
      from unnest(${list(fresh, (x) => x.guid)}::uuid[], ${list(fresh, (x) => x.msisdn)}::text[],
        ${list(fresh, (x) => x.row.full_name)}::text[], ${list(fresh, (x) => x.row.date_of_birth)}::date[],
        ${list(fresh, (x) => x.row.national_id)}::text[], ${list(fresh, (x) => x.row.gender)}::text[],
        ${list(fresh, (x) => x.row.beneficiary_name)}::text[], ${list(fresh, (x) => x.beneficiary)}::text[])
        as t(guid, msisdn, full_name, date_of_birth, national_id, gender, beneficiary_name, beneficiary_msisdn)
      returning *
    ), c_aud as (
      ${auditFrom(actor, {
        partner_guid: ctx.partner,
        entity_type: 'customer',
        entity_guid: sql`c.guid::text`,
        action: 'register',
        after: sql`to_jsonb(c)`,
        from: sql`c_ins c`,
      })}
      returning guid, entity_guid, 'customer_registered' as event
    ), p_in as (
      select * from unnest(${list(bought, (x) => x.guid)}::uuid[], ${sql.param(bought.map((_x, i) => number(i)))}::text[],
        ${list(bought, (x) => x.customer)}::uuid[], ${list(bought, (x) => x.product.guid)}::uuid[],
        ${list(bought, (x) => x.premium.amount_in_cents)}::bigint[], ${list(bought, (x) => x.premium.granularity)}::text[],
        ${list(bought, (x) => x.start)}::date[], ${list(bought, (x) => x.row.key)}::text[],
        ${list(bought, (x) => x.row.line)}::int[], ${list(bought, (x) => x.created)}::boolean[])
        as t(guid, policy_number, customer_guid, product_guid, premium_cents, granularity, start_date, row_key, line, created)
    ), p_ins as (
      insert into policies (partner_guid, guid, policy_number, customer_guid, product_guid, premium_cents, granularity,
        start_date, status, additional_details)
      select ${ctx.partner}, guid, policy_number, customer_guid, product_guid, premium_cents, granularity, start_date,
        'pending', ${details}::jsonb
      from p_in
      returning *
    ), p_aud as (
      ${auditFrom(actor, {
        partner_guid: ctx.partner,
        entity_type: 'policy',
        entity_guid: sql`p.guid::text`,
        action: 'purchase',
        after: sql`to_jsonb(p)`,
        from: sql`p_ins p`,
      })}
      returning guid, entity_guid, 'policy_purchased' as event
    ), documents as (
      -- What the audit trigger (template_jobs_from_audit) queues per event, for the whole chunk at once.
      insert into template_jobs (partner_guid, guid, template_guid, entity_guid, trigger, source_key)
      select ${ctx.partner}, cd_uuidv7(), t.guid, a.entity_guid::uuid, 'Event', a.guid::text
      from (select * from c_aud union all select * from p_aud) a
      join document_templates t on t.partner_guid = ${ctx.partner} and t.trigger = 'Event' and t.active
        and t.event = a.event
      on conflict do nothing
    )
    insert into onboarding_entries (partner_guid, row_key, batch_guid, line, customer_guid, policy_guid, customer_created)
    select ${ctx.partner}, row_key, ${ctx.batch.guid}, line, customer_guid, guid, created
    from p_in`);
  await queueEventSms(
    tx,
    ctx.partner,
    'CUSTOMER_REGISTERED',
    fresh.map((x) => ({ customer_guid: x.guid })),
  );
}
