import crypto from 'node:crypto';
import { RECOVER_PASSWORD_PAGE } from '@coverdesk/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Config } from '../platform/config.ts';
import type { Executor } from '../platform/db/client.ts';
import type { Mailer } from '../platform/mail.ts';
import { actionTokens } from './identity.tables.ts';
import type { UserRow } from './users.repository.ts';

export const tokenHash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

const TEXTS = {
  en: {
    subject: 'Set your CoverDesk password',
    body: (name: string, link: string, minutes: number) =>
      `Hello ${name},\n\nUse this link to set a new CoverDesk password. It works once, for ${minutes} minutes:\n\n${link}\n\nIf you did not ask for this, you can ignore this email: your password stays as it is.\n`,
  },
  fr: {
    subject: 'Définissez votre mot de passe CoverDesk',
    body: (name: string, link: string, minutes: number) =>
      `Bonjour ${name},\n\nUtilisez ce lien pour définir un nouveau mot de passe CoverDesk. Il ne sert qu'une fois, pendant ${minutes} minutes :\n\n${link}\n\nSi vous n'avez rien demandé, ignorez cet e-mail : votre mot de passe reste inchangé.\n`,
  },
};

/** Creates a one-time UPDATE_PASSWORD token valid `lifespan` seconds; only its SHA-256 is kept. */
export async function createActionToken(tx: Executor, userId: string, lifespan: number) {
  const token = crypto.randomBytes(32).toString('base64url');
  await tx.insert(actionTokens).values({
    token_hash: tokenHash(token),
    user_id: userId,
    actions: ['UPDATE_PASSWORD'],
    expires_at: new Date(Date.now() + lifespan * 1000).toISOString(),
  });
  return token;
}

/** The identity's emails: one-time "set your password" links (forgot password, admin's execute-actions-email). */
export function createAccountEmails(config: Config, mailer: Mailer) {
  return {
    /**
     * Creates a one-time token valid `lifespan` seconds (only its SHA-256 is kept) and queues the email in `tx`.
     * The outbox row carries the user's partners so only admins who may see the user can read it.
     */
    async sendResetLink(tx: Executor, user: UserRow, lifespan: number, kind: 'forgot_password' | 'execute_actions') {
      const token = await createActionToken(tx, user.id, lifespan);
      const link = `${config.publicUrl}${RECOVER_PASSWORD_PAGE}?token=${encodeURIComponent(token)}`;
      const t = user.language === 'fr' ? TEXTS.fr : TEXTS.en;
      const name = [user.first_name, user.last_name].filter(Boolean).join(' ') || user.username;
      return mailer.enqueue(tx, {
        to: user.email!,
        subject: t.subject,
        text: t.body(name, link, Math.max(1, Math.round(lifespan / 60))),
        kind: `identity.${kind}`,
        meta: { user_id: user.id, partners: user.partners },
      });
    },

    dispatch: (guid: string) => mailer.dispatch(guid),

    /** Whether a token is valid (unused, unexpired), without consuming it. */
    async usable(tx: Executor, token: string) {
      const [row] = await tx
        .select({ user_id: actionTokens.user_id })
        .from(actionTokens)
        .where(
          and(
            eq(actionTokens.token_hash, tokenHash(token)),
            isNull(actionTokens.used_at),
            gt(actionTokens.expires_at, new Date().toISOString()),
          ),
        );
      return Boolean(row);
    },

    /** Consumes a valid token (unused, unexpired) and answers its user id, or undefined. */
    async consume(tx: Executor, token: string) {
      const [row] = await tx
        .update(actionTokens)
        .set({ used_at: sql`now()` })
        .where(
          and(
            eq(actionTokens.token_hash, tokenHash(token)),
            isNull(actionTokens.used_at),
            gt(actionTokens.expires_at, new Date().toISOString()),
          ),
        )
        .returning();
      return row?.user_id;
    },
  };
}
export type AccountEmails = ReturnType<typeof createAccountEmails>;
