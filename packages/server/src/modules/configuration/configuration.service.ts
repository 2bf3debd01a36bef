import {
  type EmailClientDefinition,
  partnerClaimConfig,
  partnerConfig,
  partnerEmailConfig,
  partnerGroupConfig,
} from '@coverdesk/contract';
import type { z } from 'zod';
import { type Actor, audit } from '../../platform/audit.ts';
import { isNoChange } from '../../platform/changes.ts';
import type { Database } from '../../platform/db/client.ts';
import { notFound, unprocessable } from '../../platform/http/errors.ts';
import { partnersRepository } from '../partners/index.ts';
import { type ConfigKind, partnerConfigsRepository } from './configuration.repository.ts';

const SCHEMAS = {
  config: partnerConfig,
  claim_config: partnerClaimConfig,
  group_config: partnerGroupConfig,
  email_config: partnerEmailConfig,
} as const;
type Doc<K extends ConfigKind> = z.output<(typeof SCHEMAS)[K]>;

/**
 * Reads a stored document through its schema, so fields never set (or added since) get their defaults. A stored
 * value that no longer validates (a rule got stricter) falls back to the default for that field only.
 */
export function readConfig<K extends ConfigKind>(kind: K, stored: unknown): Doc<K> {
  const schema = SCHEMAS[kind] as unknown as z.ZodType<Doc<K>>;
  const doc = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const parsed = schema.safeParse(doc);
  if (parsed.success) return parsed.data;
  const bad = new Set(parsed.error.issues.map((i) => String(i.path[0])));
  const kept = Object.fromEntries(Object.entries(doc).filter(([k]) => !bad.has(k)));
  const retry = schema.safeParse(kept);
  return retry.success ? retry.data : schema.parse({});
}

export function createPartnerConfigsService(database: Database, opts: { smtpAvailable: boolean }) {
  const repo = partnerConfigsRepository;
  return {
    get: <K extends ConfigKind>(partner: string, kind: K) =>
      database.scoped([partner], async (tx) => {
        if (!(await partnersRepository.get(tx, partner))) throw notFound();
        return readConfig(kind, await repo.get(tx, partner, kind));
      }),

    /** Replaces one document; the change is audited before → after. */
    put: <K extends ConfigKind>(actor: Actor, partner: string, kind: K, doc: Doc<K>) =>
      database.scoped([partner], async (tx) => {
        if (!(await partnersRepository.lockForUpdate(tx, partner))) throw notFound();
        if (kind === 'email_config' && (doc as Doc<'email_config'>).client === 'smtp' && !opts.smtpAvailable)
          throw unprocessable('email_client_unavailable');
        const before = readConfig(kind, await repo.get(tx, partner, kind, true));
        if (isNoChange(before, doc)) return doc;
        await repo.put(tx, partner, kind, doc);
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: `partner_${kind}`,
          entity_guid: partner,
          action: 'update',
          before,
          after: doc,
        });
        return doc;
      }),

    emailClients: (): EmailClientDefinition[] => [
      {
        code: 'outbox',
        name: 'Outbox',
        description: 'Emails are kept in the outbox table and can be read in the internal dashboard.',
        available: true,
      },
      {
        code: 'smtp',
        name: 'SMTP',
        description: 'Emails are sent through the SMTP server configured by SMTP_URL.',
        available: opts.smtpAvailable,
      },
    ],
  };
}
