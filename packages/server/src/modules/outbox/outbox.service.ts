import type { SmsOutboxQuery } from '@coverdesk/contract';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Database } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import type { SmsGateway, SmsRow } from '../../platform/sms.ts';
import { outboxRepository } from './email-outbox.repository.ts';
import { smsOutboxRepository as smsRepo } from './sms-outbox.repository.ts';

const toItem = (r: SmsRow) => ({
  guid: r.guid,
  customer_guid: r.customer_guid,
  msisdn: r.msisdn,
  text: r.text,
  kind: r.kind,
  status: r.status,
  provider_reference: r.provider_reference,
  error: r.error,
  created_at: r.created_at,
  sent_at: r.sent_at,
  delivered_at: r.delivered_at,
});

/** Outboxes: a resend is a new message with the same content; the first keeps its delivery state. */
export function createOutboxService(deps: { database: Database; mailer: Mailer; sms: SmsGateway }) {
  const { database, mailer, sms } = deps;

  return {
    async resendEmail(actor: Actor, caller: Principal, guid: string) {
      const copy = await database.scoped(caller.partners, async (tx) => {
        const email = await outboxRepository.get(tx, guid, caller.partners);
        if (!email) throw notFound();
        const meta = (email.meta ?? {}) as Record<string, unknown>;
        const g = await mailer.enqueue(tx, {
          to: email.to_address,
          subject: email.subject,
          text: email.text_body,
          html: email.html_body ?? undefined,
          kind: email.kind,
          about_partner_guid: email.about_partner_guid,
          meta: { ...meta, resent_from: guid },
        });
        await audit(tx, actor, {
          partner_guid: email.about_partner_guid,
          entity_type: 'email',
          entity_guid: guid,
          action: 'resend',
          after: { guid: g, to: email.to_address, kind: email.kind },
        });
        return g;
      });
      await mailer.dispatch(copy);
      return { guid: copy };
    },

    async listSms(partner: string, q: SmsOutboxQuery) {
      const page = await database.scoped([partner], (tx) => smsRepo.list(tx, partner, q));
      return { items: page.items.map(toItem), count: page.count };
    },

    resendSms: (actor: Actor, partner: string, guid: string) =>
      database.scoped([partner], async (tx) => {
        const first = await smsRepo.get(tx, partner, guid);
        if (!first) throw notFound();
        const row = await sms.send(tx, {
          partner_guid: partner,
          customer_guid: first.customer_guid,
          msisdn: first.msisdn,
          text: first.text,
          kind: first.kind,
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'sms',
          entity_guid: guid,
          action: 'resend',
          after: { guid: row.guid, msisdn: row.msisdn, status: row.status },
        });
        return { guid: row.guid };
      }),
  };
}
