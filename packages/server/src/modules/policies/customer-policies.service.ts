import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { notFound, unprocessable } from '../../platform/http/errors.ts';
import type { SmsGateway } from '../../platform/sms.ts';
import { customersRepository, smsValuesOf } from '../customers/index.ts';
import { renderSystemSms } from '../sms/index.ts';
import { policiesRepository } from './policies.repository.ts';

/** The calls on a customer that are about their policies (served here: the customers module knows no policy). */
export function createCustomerPoliciesService(database: Database, deps: { sms: SmsGateway }) {
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);
  const customerOf = async (tx: Executor, partner: string, guid: string) => {
    const row = await customersRepository.get(tx, partner, guid);
    if (!row) throw notFound('customer_not_found');
    return row;
  };
  return {
    policies: (partner: string, guid: string) =>
      scoped(partner, async (tx) => {
        await customerOf(tx, partner, guid);
        return policiesRepository.byCustomer(tx, partner, guid);
      }),

    /** Sends the premium reminder of the customer's active policies, in the customer's language. */
    sendRecurringSms: (actor: Actor, partner: string, guid: string) =>
      scoped(partner, async (tx) => {
        const c = await customerOf(tx, partner, guid);
        const active = (await policiesRepository.byCustomer(tx, partner, guid)).filter((p) => p.status === 'active');
        if (!active.length) throw unprocessable('no_active_policy');
        // The template names one policy: the active ones (at most five, to stay within one SMS) fill it together.
        const text = await renderSystemSms(
          tx,
          partner,
          'PREMIUM_REMINDER',
          c.language,
          smsValuesOf(c, {
            policy_number: active
              .slice(0, 5)
              .map((p) => p.policy_number)
              .join(', '),
            policy_status: 'active',
          }),
        );
        const sms = await deps.sms.send(tx, {
          partner_guid: partner,
          customer_guid: guid,
          msisdn: c.msisdn,
          text,
          kind: 'recurring_reminder',
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'customer',
          entity_guid: guid,
          action: 'send_recurring_sms',
          after: { sms_guid: sms.guid },
        });
        return sms;
      }),
  };
}
