import type { CustomerOverview } from '@coverdesk/contract';
import type { Database } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import type { SmsGateway } from '../../platform/sms.ts';
import { customersRepository } from '../customers/index.ts';
import { paidUp } from '../policies/index.ts';
import { customerOverviewRepository as repo } from './customer-overview.repository.ts';

/** The caller view (issue 13): one scoped read of what an agent needs while the customer is on the phone. */
export function createCustomerOverviewService(database: Database, sms: SmsGateway) {
  return {
    overview: (partner: string, guid: string): Promise<CustomerOverview> =>
      database.scoped([partner], async (tx) => {
        if (!(await customersRepository.get(tx, partner, guid))) throw notFound('customer_not_found');
        const policies = (await repo.policies(tx, partner, guid)).map(({ paid_cents, ...p }) => ({
          ...p,
          // Paid-until only where something was paid: a policy nothing was paid on is not "paid until" its start.
          paid_until: paid_cents > 0 ? paidUp(p, paid_cents).paid_until : null,
        }));
        const payments = await repo.lastPayments(tx, partner, guid, 5);
        const open_claims = await repo.openClaims(tx, partner, guid, 10);
        const messages = await sms.listForCustomer(tx, partner, guid, 5);
        return {
          policies,
          payments,
          open_claims,
          sms: messages.map((m) => ({
            guid: m.guid,
            customer_guid: m.customer_guid,
            msisdn: m.msisdn,
            text: m.text,
            kind: m.kind,
            status: m.status,
            created_at: m.created_at,
            delivered_at: m.delivered_at,
          })),
        };
      }),
  };
}
