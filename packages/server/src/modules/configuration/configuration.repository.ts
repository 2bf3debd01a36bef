import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { partnerConfigs } from './configuration.tables.ts';

export type ConfigKind = 'config' | 'claim_config' | 'group_config' | 'email_config';

/** SQL for a partner's settings documents. Call inside `database.scoped([partner], …)`. */
export const partnerConfigsRepository = {
  async get(db: Executor, partnerGuid: string, kind: ConfigKind, forUpdate = false) {
    const q = db
      .select({ doc: partnerConfigs[kind] })
      .from(partnerConfigs)
      .where(eq(partnerConfigs.partner_guid, partnerGuid));
    const [row] = await (forUpdate ? q.for('update') : q);
    return row?.doc as Record<string, unknown> | undefined;
  },
  async put(db: Executor, partnerGuid: string, kind: ConfigKind, doc: unknown) {
    await db
      .insert(partnerConfigs)
      .values({ partner_guid: partnerGuid, [kind]: doc })
      .onConflictDoUpdate({
        target: partnerConfigs.partner_guid,
        set: { [kind]: doc, updated_at: sql`now()` },
      });
  },
};
