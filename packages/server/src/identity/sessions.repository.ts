import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../platform/db/client.ts';
import { sessions } from './identity.tables.ts';

export type SessionRow = typeof sessions.$inferSelect;

export const sessionsRepository = {
  async insert(db: Executor, row: typeof sessions.$inferInsert) {
    const [out] = await db.insert(sessions).values(row).returning();
    return out!;
  },

  async get(db: Executor, id: string) {
    const [row] = await db.select().from(sessions).where(eq(sessions.id, id));
    return row;
  },

  /** Rotation: swaps the refresh token id only if `oldJti` is still the current one (else it was reused). */
  async rotate(db: Executor, id: string, oldJti: string, newJti: string, expiresAt: string) {
    const [row] = await db
      .update(sessions)
      .set({ refresh_jti: newJti, expires_at: expiresAt })
      .where(and(eq(sessions.id, id), eq(sessions.refresh_jti, oldJti), isNull(sessions.revoked_at)))
      .returning();
    return row;
  },

  async revoke(db: Executor, id: string) {
    const [row] = await db
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(sessions.id, id), isNull(sessions.revoked_at)))
      .returning();
    return row;
  },

  /** Every live session of a user (password changed, user disabled or deleted). */
  async revokeAllOf(db: Executor, userId: string) {
    const rows = await db
      .update(sessions)
      .set({ revoked_at: sql`now()` })
      .where(and(eq(sessions.user_id, userId), isNull(sessions.revoked_at)))
      .returning({ id: sessions.id });
    return rows.map((r) => r.id);
  },
};
