import type { LoyaltyRun, LoyaltySettings, LoyaltySettingsInput } from '@coverdesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Actor, audit, auditFrom } from '../../platform/audit.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { conflict, notFound } from '../../platform/http/errors.ts';
import { importBatchOf } from '../../platform/imports/index.ts';
import { policiesRepository } from '../policies/index.ts';
import { type LoyaltyRunRow, loyaltyRuns, loyaltySettings } from './loyalty.tables.ts';
import './loyalty.messages.ts';

const EMPTY_SETTINGS: LoyaltySettings = {
  product_guid: null,
  spend_threshold_cents: 0,
  period_days: 30,
  updated_at: null,
};

async function countsOf(tx: Tx, partner: string, batch: string) {
  const r = await tx.execute<{ granted: number; renewed: number }>(sql`
    select count(*) filter (where action = 'granted')::int as granted,
      count(*) filter (where action = 'renewed')::int as renewed
    from loyalty_allocations where partner_guid = ${partner} and batch_guid = ${batch}`);
  return r.rows[0] ?? { granted: 0, renewed: 0 };
}

const out = (run: LoyaltyRunRow, c: { granted: number; renewed: number }): LoyaltyRun => ({
  batch_guid: run.batch_guid,
  mode: run.mode,
  product_guid: run.product_guid,
  spend_threshold_cents: run.spend_threshold_cents,
  period_start: run.period_start,
  period_end: run.period_end,
  granted: c.granted,
  renewed: c.renewed,
  backed_up: run.backed_up,
  undone_at: run.undone_at,
  undone_by: run.undone_by,
});

/** Loyalty settings, what a run did, and undo (the run's backup restored). Files are the import engine's. */
export function createLoyaltyService(database: Database) {
  const scoped = <T>(partner: string, fn: (tx: Tx) => Promise<T>) => database.scoped([partner], fn);
  const runOf = async (tx: Tx, partner: string, batch: string, forUpdate = false) => {
    const q = tx
      .select()
      .from(loyaltyRuns)
      .where(and(eq(loyaltyRuns.partner_guid, partner), eq(loyaltyRuns.batch_guid, batch)));
    const [run] = forUpdate ? await q.for('update') : await q;
    if (!run) throw notFound('loyalty_run_not_found');
    return run;
  };

  return {
    settings: (partner: string) =>
      scoped(partner, async (tx): Promise<LoyaltySettings> => {
        const [row] = await tx.select().from(loyaltySettings).where(eq(loyaltySettings.partner_guid, partner));
        return row
          ? {
              product_guid: row.product_guid,
              spend_threshold_cents: row.spend_threshold_cents,
              period_days: row.period_days,
              updated_at: row.updated_at,
            }
          : EMPTY_SETTINGS;
      }),

    saveSettings: (actor: Actor, partner: string, input: LoyaltySettingsInput) =>
      scoped(partner, async (tx): Promise<LoyaltySettings> => {
        if (!(await policiesRepository.product(tx, partner, input.product_guid)))
          throw notFound('loyalty_product_not_found');
        const [before] = await tx.select().from(loyaltySettings).where(eq(loyaltySettings.partner_guid, partner));
        const values = { ...input, updated_by: actor.username, updated_at: sql`now()` as unknown as string };
        const [row] = await tx
          .insert(loyaltySettings)
          .values({ partner_guid: partner, ...values })
          .onConflictDoUpdate({ target: loyaltySettings.partner_guid, set: values })
          .returning();
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'loyalty_settings',
          entity_guid: partner,
          action: 'update',
          before: before ?? null,
          after: row,
        });
        return {
          product_guid: row!.product_guid,
          spend_threshold_cents: row!.spend_threshold_cents,
          period_days: row!.period_days,
          updated_at: row!.updated_at,
        };
      }),

    run: (partner: string, batch: string) =>
      scoped(partner, async (tx) => out(await runOf(tx, partner, batch), await countsOf(tx, partner, batch))),

    /**
     * Undoes a completed run from its backup, in one transaction: a granted policy is cancelled, a renewed one gets
     * its end date and status back. Each policy change is audited; the run is marked undone (once).
     */
    undo: (actor: Actor, partner: string, batch: string) =>
      scoped(partner, async (tx) => {
        const run = await runOf(tx, partner, batch, true);
        if (run.undone_at) throw conflict('loyalty_already_undone');
        const b = await importBatchOf(tx, partner, batch);
        if (!b || b.dry_run || (b.status !== 'completed' && b.status !== 'cancelled'))
          throw conflict('loyalty_not_undoable');
        const counts = await countsOf(tx, partner, batch);
        // One statement: each kept change reversed (granted → cancelled; renewed → its state before), audited with
        // the policy before (the snapshot the statement reads) and after.
        const reversed = await tx.execute<{ n: number }>(sql`
          with kept as (
            select * from loyalty_allocations where partner_guid = ${partner} and batch_guid = ${batch}
          ), prior as (
            select p.* from policies p join kept k on p.partner_guid = k.partner_guid and p.guid = k.policy_guid
          ), changed as (
            update policies p set
              status = case when k.action = 'granted' or k.before is null then 'cancelled' else k.before->>'status' end,
              valid_until = case when k.action = 'granted' or k.before is null then p.valid_until
                else (k.before->>'valid_until')::date end,
              cancelled_at = case when k.action = 'granted' or k.before is null then now() else p.cancelled_at end,
              updated_at = now()
            from kept k where p.partner_guid = ${partner} and p.guid = k.policy_guid
            returning p.*
          ), audited as (
            ${auditFrom(actor, {
              partner_guid: partner,
              entity_type: 'policy',
              entity_guid: sql`c.guid::text`,
              action: 'loyalty_undo',
              before: sql`to_jsonb(b)`,
              after: sql`to_jsonb(c)`,
              reason: `loyalty batch ${batch} undone`,
              from: sql`changed c join prior b on b.guid = c.guid`,
            })}
          )
          select count(*)::int as n from changed`);
        const [undone] = await tx
          .update(loyaltyRuns)
          .set({ undone_at: sql`now()` as unknown as string, undone_by: actor.username })
          .where(and(eq(loyaltyRuns.partner_guid, partner), eq(loyaltyRuns.batch_guid, batch)))
          .returning();
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'import_batch',
          entity_guid: batch,
          action: 'loyalty_undo',
          before: { undone_at: null },
          after: { undone_at: undone!.undone_at, policies: reversed.rows[0]?.n ?? 0 },
        });
        return out(undone!, counts);
      }),
  };
}
