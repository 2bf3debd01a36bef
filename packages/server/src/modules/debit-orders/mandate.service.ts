import type { Database } from '../../platform/db/client.ts';
import { notFound } from '../../platform/http/errors.ts';
import { bankDetailsRepository, customersRepository, maskAccount } from '../customers/index.ts';
import { partnerCountry } from '../partners/index.ts';
import { debitOrdersRepository } from './debit-orders.repository.ts';

/**
 * The public mandate page: a debit order's mandate, or else a customer's bank details mandate (served here, above
 * customers, since a debit order's mandate is looked up first).
 */
export function createMandateService(database: Database) {
  return {
    /**
     * Public (the client sends the token value `None`): answers only for an existing, unguessable mandate
     * reference, and only masked details. Looked up across partners by its unique reference.
     */
    mandate: (reference: string) =>
      database.system(async (tx) => {
        const order = await debitOrdersRepository.byMandate(tx, reference);
        if (order) {
          const d = order.d;
          const holder = await customersRepository.get(tx, d.partner_guid, d.customer_guid);
          const partner = await partnerCountry(tx, d.partner_guid);
          return {
            mandate_reference: d.mandate_reference,
            partner_name: partner?.partner_name ?? '',
            customer_name: holder?.full_name ?? '',
            bank_name: d.bank_name,
            account_holder: d.account_holder,
            account_number_masked: maskAccount(d.account_number),
            account_type: 'debit_order',
            created_at: d.created_at,
            mandate_status: d.mandate_status,
            amount_in_cents: d.amount_in_cents,
            day: d.day,
            policy_number: order.policy_number,
          };
        }
        const bank = await bankDetailsRepository.byMandate(tx, reference);
        if (!bank) throw notFound();
        const holder = await customersRepository.get(tx, bank.partner_guid, bank.customer_guid);
        const partner = await partnerCountry(tx, bank.partner_guid);
        return {
          mandate_reference: bank.mandate_reference,
          partner_name: partner?.partner_name ?? '',
          customer_name: holder?.full_name ?? '',
          bank_name: bank.bank_name,
          account_holder: bank.account_holder,
          account_number_masked: maskAccount(bank.account_number),
          account_type: bank.account_type,
          created_at: bank.created_at,
        };
      }),
  };
}
