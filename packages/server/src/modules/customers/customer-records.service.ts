import { randomBytes } from 'node:crypto';
import type {
  BankDetailInput,
  BankDetailUpdate,
  BeneficiaryInput,
  BeneficiaryUpdate,
  DependantInput,
} from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../platform/audit.ts';
import { isNoChange } from '../../platform/changes.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { notFound, unprocessable } from '../../platform/http/errors.ts';
import { phoneCountryOf } from '../partners/index.ts';
import { bankDetailsRepository, beneficiariesRepository, dependantsRepository } from './customer-records.repository.ts';
import { customersRepository } from './customers.repository.ts';
import { phoneOrFail } from './customers.service.ts';
import './customer-messages.ts';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
/** `MD` + 16 random base-32 characters (80 bits): unguessable, since the mandate call is public. */
export function newMandateReference() {
  const bytes = randomBytes(16);
  return `MD${Array.from(bytes, (b) => CROCKFORD[b & 31]).join('')}`;
}

/** An account number with all but its last four digits hidden. */
export const maskAccount = (account: string) => `${'*'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}`;

/** Dependants, beneficiaries and bank details of a customer: every call partner-scoped, every change audited. */
export function createCustomerRecordsService(database: Database) {
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);
  const customerOf = async (tx: Executor, partner: string, guid: string) => {
    const c = await customersRepository.get(tx, partner, guid);
    if (!c) throw notFound('customer_not_found');
    return c;
  };
  const found = <T>(row: T | undefined): T => {
    if (!row) throw notFound();
    return row;
  };
  const phone = async (partner: string, value: string | null, field: string) =>
    value ? phoneOrFail(value, await phoneCountryOf(database.db, partner), field) : null;
  const log = (
    tx: Executor,
    actor: Actor,
    partner: string,
    type: string,
    guid: string,
    action: string,
    before?: unknown,
    after?: unknown,
  ) => audit(tx, actor, { partner_guid: partner, entity_type: type, entity_guid: guid, action, before, after });
  const syncHasBankAccount = async (tx: Executor, partner: string, customerGuid: string) => {
    const left = await bankDetailsRepository.listOf(tx, partner, customerGuid);
    await customersRepository.update(tx, partner, customerGuid, { has_bank_account: left.length > 0 });
  };

  return {
    dependants: {
      get: (partner: string, guid: string) =>
        scoped(partner, async (tx) => found(await dependantsRepository.get(tx, partner, guid))),
      listOf: (partner: string, customerGuid: string) =>
        scoped(partner, async (tx) => {
          await customerOf(tx, partner, customerGuid);
          return dependantsRepository.listOf(tx, partner, customerGuid);
        }),
      async create(actor: Actor, partner: string, customerGuid: string, input: DependantInput) {
        const msisdn = await phone(partner, input.msisdn, 'msisdn');
        return scoped(partner, async (tx) => {
          await customerOf(tx, partner, customerGuid);
          const row = await dependantsRepository.insert(tx, {
            ...input,
            msisdn,
            partner_guid: partner,
            guid: uuidv7(),
            customer_guid: customerGuid,
          });
          await log(tx, actor, partner, 'dependant', row.guid, 'create', undefined, row);
          return row;
        });
      },
      async update(actor: Actor, partner: string, guid: string, input: DependantInput) {
        const msisdn = await phone(partner, input.msisdn, 'msisdn');
        return scoped(partner, async (tx) => {
          const before = found(await dependantsRepository.get(tx, partner, guid));
          if (isNoChange(before, { ...input, msisdn })) return before;
          const row = await dependantsRepository.update(tx, partner, guid, { ...input, msisdn });
          await log(tx, actor, partner, 'dependant', guid, 'update', before, row);
          return row!;
        });
      },
      remove: (actor: Actor, partner: string, guid: string) =>
        scoped(partner, async (tx) => {
          const row = found(await dependantsRepository.remove(tx, partner, guid));
          await log(tx, actor, partner, 'dependant', guid, 'delete', row);
        }),
    },

    beneficiaries: {
      listOf: (partner: string, customerGuid: string) =>
        scoped(partner, async (tx) => {
          await customerOf(tx, partner, customerGuid);
          return beneficiariesRepository.listOf(tx, partner, customerGuid);
        }),
      async create(actor: Actor, partner: string, input: BeneficiaryInput) {
        const msisdn = await phone(partner, input.msisdn, 'msisdn');
        return scoped(partner, async (tx) => {
          await customerOf(tx, partner, input.customer_guid);
          const taken = await beneficiariesRepository.shareTaken(tx, partner, input.customer_guid);
          if (taken + input.percentage > 100) throw unprocessable('beneficiary_share_exceeded', { taken });
          const row = await beneficiariesRepository.insert(tx, {
            ...input,
            msisdn,
            partner_guid: partner,
            guid: uuidv7(),
          });
          await log(tx, actor, partner, 'beneficiary', row.guid, 'create', undefined, row);
          return row;
        });
      },
      async update(actor: Actor, partner: string, guid: string, input: BeneficiaryUpdate) {
        const msisdn = await phone(partner, input.msisdn, 'msisdn');
        return scoped(partner, async (tx) => {
          const before = found(await beneficiariesRepository.get(tx, partner, guid));
          if (isNoChange(before, { ...input, msisdn })) return before;
          const taken = await beneficiariesRepository.shareTaken(tx, partner, before.customer_guid, guid);
          if (taken + input.percentage > 100) throw unprocessable('beneficiary_share_exceeded', { taken });
          const row = await beneficiariesRepository.update(tx, partner, guid, { ...input, msisdn });
          await log(tx, actor, partner, 'beneficiary', guid, 'update', before, row);
          return row!;
        });
      },
      remove: (actor: Actor, partner: string, guid: string) =>
        scoped(partner, async (tx) => {
          const row = found(await beneficiariesRepository.remove(tx, partner, guid));
          await log(tx, actor, partner, 'beneficiary', guid, 'delete', row);
        }),
    },

    bankDetails: {
      listOf: (partner: string, customerGuid: string) =>
        scoped(partner, async (tx) => {
          await customerOf(tx, partner, customerGuid);
          return bankDetailsRepository.listOf(tx, partner, customerGuid);
        }),
      /** The customer who holds bank detail :id. */
      holder: (partner: string, guid: string) =>
        scoped(partner, async (tx) => {
          const bank = found(await bankDetailsRepository.get(tx, partner, guid));
          return customerOf(tx, partner, bank.customer_guid);
        }),
      create: (actor: Actor, partner: string, input: BankDetailInput) =>
        scoped(partner, async (tx) => {
          await customerOf(tx, partner, input.customer_guid);
          const row = await bankDetailsRepository.insert(tx, {
            ...input,
            partner_guid: partner,
            guid: uuidv7(),
            mandate_reference: newMandateReference(),
          });
          await syncHasBankAccount(tx, partner, input.customer_guid);
          await log(tx, actor, partner, 'bank_detail', row.guid, 'create', undefined, row);
          return row;
        }),
      update: (actor: Actor, partner: string, guid: string, input: BankDetailUpdate) =>
        scoped(partner, async (tx) => {
          const before = found(await bankDetailsRepository.get(tx, partner, guid));
          if (isNoChange(before, input)) return before;
          const row = await bankDetailsRepository.update(tx, partner, guid, input);
          await log(tx, actor, partner, 'bank_detail', guid, 'update', before, row);
          return row!;
        }),
      /**
       * SPEC §7 lists both `DELETE bank_details/{guid}` and `DELETE bank_details/{customer_guid}` on one path: a guid
       * of a bank detail removes that one; otherwise a guid of a customer removes all of that customer's bank details.
       */
      remove: (actor: Actor, partner: string, guid: string) =>
        scoped(partner, async (tx) => {
          const one = await bankDetailsRepository.remove(tx, partner, guid);
          const removed = one ? [one] : [];
          if (!one) {
            await customerOf(tx, partner, guid);
            removed.push(...(await bankDetailsRepository.removeOf(tx, partner, guid)));
          }
          for (const row of removed) await log(tx, actor, partner, 'bank_detail', row.guid, 'delete', row);
          if (removed[0]) await syncHasBankAccount(tx, partner, removed[0].customer_guid);
        }),
    },
  };
}
export type CustomerRecordsService = ReturnType<typeof createCustomerRecordsService>;
