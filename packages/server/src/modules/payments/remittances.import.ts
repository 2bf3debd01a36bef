import {
  REMITTANCE_COLUMNS,
  REMITTANCE_OPTIONAL_COLUMNS,
  type RemittanceRow,
  remittanceRow,
  remittanceRowFor,
} from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import { auditFrom } from '../../platform/audit.ts';
import {
  type ApplyContext,
  type ImportDomain,
  markStagedRows,
  type StagedChunk,
  stagedRows,
} from '../../platform/imports/index.ts';
import './payments.messages.ts';
import { moneyRuleOfBatch } from '../configuration/index.ts';

/**
 * The chunk's rows judged once (the dry run and applying share it): a remittance dated after today is refused
 * (`future`), one whose reference the partner already recorded is `known`; the others would be recorded.
 */
const decided = (ctx: ApplyContext, chunk: StagedChunk) => sql`decided as (
  select s.row_id, s.line, s.value,
    case when (s.value->>'remitted_date')::date > ${ctx.today}::date then 'future'
      when exists (select 1 from remittances x where x.partner_guid = ${ctx.partner}
        and x.remittance_reference = s.value->>'remittance_reference') then 'known' end as refusal
  from (${stagedRows(chunk)}) s
)`;

/** The outcome columns of a refused row: a future date fails with its reason, a known reference is `already`. */
const refused = sql`case d.refusal when 'future' then 'failed' else 'already' end as status,
  case d.refusal when 'future' then 'remittance_date_future' else 'import_already_recorded' end as reason,
  null::jsonb as reason_params`;

/**
 * Remittance files on the import engine: the operator's settlements of collected premiums to the insurer. The key is
 * the remittance reference: one already recorded for the partner is `already`, never recorded twice (unique key and
 * `on conflict do nothing`). A remittance dated after today fails. Each chunk writes its remittances, one audit event
 * each and its rows' outcomes in one statement, in the engine's transaction.
 */
export const remittancesImport: ImportDomain<RemittanceRow> = {
  kind: 'remittances',
  columns: REMITTANCE_COLUMNS,
  optionalColumns: REMITTANCE_OPTIONAL_COLUMNS,
  schema: remittanceRow,
  // The file's amounts are read with the partner's money rule, recorded on the batch when it was uploaded.
  forBatch: (options) => ({ schema: remittanceRowFor(moneyRuleOfBatch(options)) }),
  keyOf: (row) => row.remittance_reference,

  async checkStaged(tx, ctx, chunk) {
    await markStagedRows(tx, chunk, sql`select d.row_id, ${refused} from decided d where d.refusal is not null`, {
      with: decided(ctx, chunk),
    });
  },

  async applyStaged(tx, ctx, chunk) {
    await markStagedRows(
      tx,
      chunk,
      sql`select d.row_id, ${refused} from decided d where d.refusal is not null
        union all
        select i.row_id, case when x.guid is null then 'already' else 'applied' end,
          case when x.guid is null then 'import_already_recorded' end, null::jsonb
        from input i left join inserted x on x.guid = i.guid`,
      {
        with: sql`${decided(ctx, chunk)}, input as (
          select d.row_id, d.line, cd_uuidv7() as guid, d.value->>'remittance_reference' as remittance_reference,
            (d.value->>'remitted_date')::date as remitted_date, (d.value->>'amount')::bigint as amount_cents,
            (d.value->>'period_start')::date as period_start, (d.value->>'period_end')::date as period_end,
            d.value->>'bank_reference' as bank_reference, d.value->>'note' as note
          from decided d where d.refusal is null
        ), inserted as (
          insert into remittances (partner_guid, guid, remittance_reference, remitted_date, amount_cents, period_start,
            period_end, bank_reference, note, batch_guid, created_by)
          select ${ctx.partner}, guid, remittance_reference, remitted_date, amount_cents, period_start, period_end,
            bank_reference, note, ${ctx.batch.guid}, ${ctx.actor.username}
          from input order by line
          on conflict (partner_guid, remittance_reference) do nothing
          returning *
        ), audited as (
          ${auditFrom(ctx.actor, {
            partner_guid: ctx.partner,
            entity_type: 'remittance',
            entity_guid: sql`r.guid::text`,
            action: 'import',
            after: sql`to_jsonb(r)`,
            reason: `batch ${ctx.batch.guid}`,
            from: sql`inserted r`,
          })}
        )`,
      },
    );
  },
};
