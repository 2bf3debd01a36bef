import {
  REMITTANCE_COLUMNS,
  REMITTANCE_OPTIONAL_COLUMNS,
  type RemittanceRow,
  remittanceRow,
  remittanceRowFor,
} from '@coverdesk/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import type { ImportDomain, RowOutcome, StagedRow } from '../../platform/imports/index.ts';
import { remittances } from './premiums.tables.ts';
import './payments.messages.ts';
import { moneyRuleOfBatch } from '../configuration/index.ts';

type Row = StagedRow<RemittanceRow>;

const refusal = (r: Row, today: string): RowOutcome | undefined =>
  r.row.remitted_date > today ? { line: r.line, status: 'failed', reason: 'remittance_date_future' } : undefined;

/**
 * Remittance files on the import engine: the operator's settlements of collected premiums to the insurer. The key is
 * the remittance reference: one already recorded for the partner is `already`, never recorded twice (unique key and
 * `on conflict do nothing`). Each chunk writes its remittances and one audit event each, in the engine's transaction.
 */
export const remittancesImport: ImportDomain<RemittanceRow> = {
  kind: 'remittances',
  columns: REMITTANCE_COLUMNS,
  optionalColumns: REMITTANCE_OPTIONAL_COLUMNS,
  schema: remittanceRow,
  // The file's amounts are read with the partner's money rule, recorded on the batch when it was uploaded.
  forBatch: (options) => ({ schema: remittanceRowFor(moneyRuleOfBatch(options)) }),
  keyOf: (row) => row.remittance_reference,

  async check(tx, ctx, rows) {
    const recorded = await tx
      .select({ ref: remittances.remittance_reference })
      .from(remittances)
      .where(
        and(
          eq(remittances.partner_guid, ctx.partner),
          inArray(
            remittances.remittance_reference,
            rows.map((r) => r.key),
          ),
        ),
      );
    const known = new Set(recorded.map((r) => r.ref));
    return rows.map(
      (r) =>
        (known.has(r.key) ? { line: r.line, status: 'already' } : undefined) ??
        refusal(r, ctx.today) ?? { line: r.line, status: 'valid' },
    );
  },

  async apply(tx, ctx, rows) {
    const outcomes = new Map<number, RowOutcome>();
    const accepted = rows.filter((r) => {
      const refused = refusal(r, ctx.today);
      if (refused) outcomes.set(r.line, refused);
      return !refused;
    });
    const withGuid = accepted.map((r) => ({ ...r, guid: uuidv7() }));
    const col = <T>(f: (r: (typeof withGuid)[number]) => T) => sql.param(withGuid.map(f));
    const inserted = withGuid.length
      ? (
          await tx.execute<{ guid: string }>(sql`
      with input as (
        select * from unnest(${col((r) => r.guid)}::uuid[], ${col((r) => r.row.remittance_reference)}::text[],
          ${col((r) => r.row.remitted_date)}::date[], ${col((r) => r.row.amount)}::bigint[],
          ${col((r) => r.row.period_start)}::date[], ${col((r) => r.row.period_end)}::date[],
          ${col((r) => r.row.bank_reference)}::text[], ${col((r) => r.row.note)}::text[], ${col(() => uuidv7())}::uuid[])
          as t(guid, remittance_reference, remitted_date, amount_cents, period_start, period_end, bank_reference, note, audit_guid)
      ), inserted as (
        insert into remittances (partner_guid, guid, remittance_reference, remitted_date, amount_cents, period_start,
          period_end, bank_reference, note, batch_guid, created_by)
        select ${ctx.partner}, guid, remittance_reference, remitted_date, amount_cents, period_start, period_end,
          bank_reference, note, ${ctx.batch.guid}, ${ctx.actor.username}
        from input
        on conflict (partner_guid, remittance_reference) do nothing
        returning *
      ), audited as (
        insert into audit_events (guid, partner_guid, actor_guid, actor_username, entity_type, entity_guid, action, after, reason)
        select i.audit_guid, ${ctx.partner}, ${ctx.actor.sub}, ${ctx.actor.username}, 'remittance', r.guid::text, 'import',
          to_jsonb(r), ${`batch ${ctx.batch.guid}`}
        from inserted r join input i on i.guid = r.guid
      )
      select guid from inserted`)
        ).rows.map((r) => r.guid)
      : [];
    const ok = new Set(inserted);
    for (const r of withGuid) outcomes.set(r.line, { line: r.line, status: ok.has(r.guid) ? 'applied' : 'already' });
    return rows.map((r) => outcomes.get(r.line)!);
  },
};
