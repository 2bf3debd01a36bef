import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { createSimulatedSmsGateway } from '../../platform/sms.ts';
import type { SystemSmsCode } from './sms-render.ts';

/** The customer events that send the customer a system SMS (migration 0031's templates of the same codes). */
export type EventSmsCode = Exclude<SystemSmsCode, 'PREMIUM_REMINDER' | 'KYC_VERIFIED' | 'KYC_FAILED'>;

/** Whom an event SMS goes to, and the policy it names (its number and product fill the template). */
export interface EventSmsTarget {
  customer_guid: string;
  policy_guid?: string | null;
}

const gateway = createSimulatedSmsGateway();

/**
 * Queues the event's system SMS for each target inside the caller's transaction (so it goes only if the change
 * commits), in one INSERT ... SELECT however many targets: a bulk path's chunk passes all its rows at once. The text is
 * the partner's template of the code in the customer's language (English when the partner has none in it), its `%s`
 * filled in order with the values its parameters name (as `renderSmsTemplate` does: `format` with the other `%`
 * escaped). No partner or product setting turns event SMS off: every event sends.
 */
export async function queueEventSms(
  tx: Executor,
  partner: string,
  code: EventSmsCode,
  targets: readonly EventSmsTarget[],
): Promise<number> {
  if (!targets.length) return 0;
  const customers = sql.param(targets.map((t) => t.customer_guid));
  const policies = sql.param(targets.map((t) => t.policy_guid ?? null));
  return queueEventSmsFrom(
    tx,
    partner,
    code,
    sql`select * from unnest(${customers}::uuid[], ${policies}::uuid[]) with ordinality as t(customer_guid, policy_guid, n)`,
  );
}

/**
 * `queueEventSms` with its targets selected in SQL (`customer_guid, policy_guid, n`: the order they are queued in), so
 * a set-based writer passes the rows it changed without reading them back.
 */
export async function queueEventSmsFrom(tx: Executor, partner: string, code: EventSmsCode, targets: SQL) {
  // Each target's customer, policy and product by one index probe (`lateral … limit 1`): joined as sets, a chunk of
  // ten thousand targets had the planner hash every customer of the partner (1.3 s a chunk at 1,000,000 customers).
  return gateway.sendSelected(
    tx,
    partner,
    sql`
      -- The code's templates read once (a language or two), each as a format string and its parameter names.
      with templates as materialized (
        select s.language, regexp_replace(s.text, '%(?!s)', '%%', 'g') as fmt,
          array(select k.name from jsonb_array_elements_text(s.parameters) with ordinality as k(name, n) order by k.n)
            as names
        from sms_templates s where s.partner_guid = ${partner} and s.code = ${code}::text
      )
      select c.guid as customer_guid, c.msisdn, ${code.toLowerCase()}::text as kind,
        format(tpl.fmt, variadic array(select coalesce(v.vals ->> k.name, '') from unnest(tpl.names)
            with ordinality as k(name, n) order by k.n) || array_fill(''::text, array[20])) as text
      from (${targets}) as t
      join lateral (select guid, msisdn, full_name, national_id, language from customers
        where partner_guid = ${partner} and guid = t.customer_guid limit 1) c on true
      left join lateral (select policy_number, status, product_guid from policies
        where partner_guid = ${partner} and guid = t.policy_guid limit 1) p on true
      left join lateral (select name from products
        where partner_guid = ${partner} and guid = p.product_guid limit 1) pr on true
      cross join lateral (
        select jsonb_build_object('full_name', c.full_name, 'first_name', split_part(btrim(c.full_name), ' ', 1),
          'msisdn', c.msisdn, 'national_id', c.national_id, 'policy_number', p.policy_number,
          'product_name', pr.name, 'policy_status', p.status) as vals
      ) v
      join lateral (
        select x.fmt, x.names from templates x where x.language in (c.language, 'en')
        order by x.language = c.language desc limit 1
      ) tpl on true
      order by t.n`,
  );
}
