import {
  type CustomerFindQuery,
  type CustomerInput,
  type CustomerUpdate,
  normaliseMsisdn,
  type PhoneCountry,
} from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit, SYSTEM_ACTOR } from '../../platform/audit.ts';
import { isNoChange } from '../../platform/changes.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { KycProvider } from '../../platform/kyc.ts';
import type { SmsGateway } from '../../platform/sms.ts';
import { phoneCountryOf } from '../partners/index.ts';
import { queueEventSms, renderSystemSms, type SmsValues } from '../sms/index.ts';
import { findCustomers } from './customer-search.ts';
import { type CustomerRow, customersRepository } from './customers.repository.ts';
import './customer-messages.ts';

export const KYC_QUEUE = 'customers.kyc';
/** A pending check older than this (its job was lost) may be requested again. */
const KYC_STALE_SECONDS = 15 * 60;

export interface KycJob {
  partner: string;
  customer_guid: string;
  send_sms: boolean;
}

/** Normalises a phone number for the partner's country, or fails with a field error. */
export function phoneOrFail(value: string, country: PhoneCountry, field: string): string {
  const msisdn = normaliseMsisdn(value, country);
  if (!msisdn) throw badRequest({ [field]: 'phone_invalid' });
  return msisdn;
}

/** A customer's values for an SMS template's parameters (a policy's values given by the caller). */
export const smsValuesOf = (c: CustomerRow, policy: SmsValues = {}): SmsValues => ({
  full_name: c.full_name,
  first_name: c.full_name.trim().split(/\s+/)[0] ?? '',
  msisdn: c.msisdn,
  national_id: c.national_id,
  ...policy,
});

const isUniqueViolation = (e: unknown, constraint: string) => {
  const err =
    (e as { cause?: { code?: string; constraint?: string } })?.cause ?? (e as { code?: string; constraint?: string });
  return err?.code === '23505' && err.constraint === constraint;
};

/**
 * Registers a customer (phone numbers already normalised) inside the caller's transaction: refused (409) when the
 * partner has a customer with this phone number or national id; audited. Registration and bulk onboarding share it.
 */
export async function registerCustomerIn(
  tx: Executor,
  actor: Actor,
  partner: string,
  data: Omit<CustomerInput, 'partner_guid'>,
  repo = customersRepository,
) {
  const dups = await repo.duplicates(tx, partner, data.msisdn, data.national_id);
  if (dups.some((d) => d.msisdn === data.msisdn)) throw conflict('customer_msisdn_exists');
  if (dups.length) throw conflict('customer_national_id_exists');
  const row = await repo.insert(tx, { ...data, partner_guid: partner, guid: uuidv7(), created_by: actor.username });
  await audit(tx, actor, {
    partner_guid: partner,
    entity_type: 'customer',
    entity_guid: row.guid,
    action: 'register',
    after: row,
  });
  await queueEventSms(tx, partner, 'CUSTOMER_REGISTERED', [{ customer_guid: row.guid }]);
  return row;
}

export function createCustomersService(
  database: Database,
  deps: { jobs: Jobs; sms: SmsGateway; kyc: KycProvider },
  repo = customersRepository,
) {
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);
  const mustGet = async (tx: Executor, partner: string, guid: string) => {
    const row = await repo.get(tx, partner, guid);
    if (!row) throw notFound('customer_not_found');
    return row;
  };
  const normalised = async <T extends { msisdn: string; beneficiary_msisdn: string | null }>(
    partner: string,
    input: T,
  ) => {
    const country = await phoneCountryOf(database.db, partner);
    const errors: Record<string, string> = {};
    const msisdn = normaliseMsisdn(input.msisdn, country);
    if (!msisdn) errors.msisdn = 'phone_invalid';
    const beneficiary = input.beneficiary_msisdn ? normaliseMsisdn(input.beneficiary_msisdn, country) : null;
    if (input.beneficiary_msisdn && !beneficiary) errors.beneficiary_msisdn = 'phone_invalid';
    if (Object.keys(errors).length) throw badRequest(errors);
    return { ...input, msisdn: msisdn!, beneficiary_msisdn: beneficiary };
  };
  const refuseDuplicates = async (
    tx: Executor,
    partner: string,
    c: { msisdn: string; national_id: string | null },
    except?: string,
  ) => {
    const dups = await repo.duplicates(tx, partner, c.msisdn, c.national_id, except);
    if (dups.some((d) => d.msisdn === c.msisdn)) throw conflict('customer_msisdn_exists');
    if (dups.length) throw conflict('customer_national_id_exists');
  };
  const translateUnique = (e: unknown): never => {
    if (isUniqueViolation(e, 'customers_partner_msisdn_key')) throw conflict('customer_msisdn_exists');
    throw e;
  };

  const service = {
    find: (partner: string, q: CustomerFindQuery) =>
      findCustomers(database, partner, q, { page: q.page, size: q.size }),

    get: (partner: string, guid: string) => scoped(partner, (tx) => mustGet(tx, partner, guid)),

    async register(actor: Actor, partner: string, { partner_guid: _selected, ...input }: CustomerInput) {
      const data = await normalised(partner, input);
      return scoped(partner, (tx) => registerCustomerIn(tx, actor, partner, data, repo)).catch(translateUnique);
    },

    async update(actor: Actor, partner: string, guid: string, { partner_guid: _selected, ...input }: CustomerUpdate) {
      const data = await normalised(partner, input);
      return scoped(partner, async (tx) => {
        const before = await mustGet(tx, partner, guid);
        if (isNoChange(before, data)) return before;
        await refuseDuplicates(tx, partner, data, guid);
        const loyalty =
          data.loyalty_opt_in === before.loyalty_opt_in
            ? {}
            : { loyalty_registered_at: data.loyalty_opt_in ? sql`now()` : null };
        const row = await repo.update(tx, partner, guid, { ...data, ...loyalty });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'customer',
          entity_guid: guid,
          action: 'update',
          before,
          after: row,
        });
        return row!;
      }).catch(translateUnique);
    },

    registrationStatus: (partner: string, guid: string) =>
      scoped(partner, async (tx) => {
        const c = await mustGet(tx, partner, guid);
        return {
          customer_guid: c.guid,
          registered: true,
          status: c.status,
          registration_channel: c.registration_channel,
          kyc_status: c.kyc_status,
          registered_at: c.created_at,
        };
      }),

    loyalty: (actor: Actor, partner: string, input: { customer_guid: string; opt_in: boolean }) =>
      scoped(partner, async (tx) => {
        const before = await mustGet(tx, partner, input.customer_guid);
        const row = await repo.update(tx, partner, before.guid, {
          loyalty_opt_in: input.opt_in,
          loyalty_registered_at: input.opt_in ? (before.loyalty_registered_at ?? sql`now()`) : null,
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'customer',
          entity_guid: before.guid,
          action: input.opt_in ? 'loyalty_register' : 'loyalty_unregister',
          before: { loyalty_opt_in: before.loyalty_opt_in },
          after: { loyalty_opt_in: row!.loyalty_opt_in, loyalty_registered_at: row!.loyalty_registered_at },
        });
        return row!;
      }),

    /** Marks the check pending and schedules the provider's answer; the call answers at once. */
    async requestKyc(actor: Actor, partner: string, guid: string, sendSms: boolean) {
      const row = await scoped(partner, async (tx) => {
        const before = await mustGet(tx, partner, guid);
        const requested = before.kyc_requested_at ? Date.parse(before.kyc_requested_at) : 0;
        if (
          before.kyc_status === 'pending' &&
          Date.now() - requested < (deps.kyc.delaySeconds + KYC_STALE_SECONDS) * 1000
        )
          throw conflict('kyc_pending');
        const after = await repo.update(tx, partner, guid, {
          kyc_status: 'pending',
          kyc_requested_at: sql`now()`,
          kyc_checked_at: null,
          kyc_reason: null,
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'customer',
          entity_guid: guid,
          action: 'request_kyc',
          before: { kyc_status: before.kyc_status },
          after: { kyc_status: 'pending' },
        });
        return after!;
      });
      const job: KycJob = { partner, customer_guid: guid, send_sms: sendSms };
      const jobId = await deps.jobs.send(KYC_QUEUE, job, {
        startAfter: deps.kyc.delaySeconds,
        retryLimit: 3,
        retryBackoff: true,
      });
      return {
        customer_guid: row.guid,
        job_id: jobId,
        kyc_status: row.kyc_status,
        expected_seconds: deps.kyc.delaySeconds,
      };
    },

    /** The job: asks the provider and records verified/failed with the time (and an SMS when asked). */
    runKyc: (job: KycJob) =>
      scoped(job.partner, async (tx) => {
        const c = await repo.get(tx, job.partner, job.customer_guid);
        if (c?.kyc_status !== 'pending') return c;
        const result = await deps.kyc.check(c);
        const row = await repo.update(tx, job.partner, c.guid, {
          kyc_status: result.verified ? 'verified' : 'failed',
          kyc_checked_at: sql`now()`,
          kyc_reason: result.reason,
        });
        await audit(tx, SYSTEM_ACTOR, {
          partner_guid: job.partner,
          entity_type: 'customer',
          entity_guid: c.guid,
          action: 'kyc_result',
          before: { kyc_status: 'pending' },
          after: { kyc_status: row!.kyc_status, kyc_reason: result.reason },
        });
        if (job.send_sms) {
          const code = result.verified ? 'KYC_VERIFIED' : 'KYC_FAILED';
          const text = await renderSystemSms(tx, job.partner, code, c.language, smsValuesOf(c));
          await deps.sms.send(tx, {
            partner_guid: job.partner,
            customer_guid: c.guid,
            msisdn: c.msisdn,
            text,
            kind: 'kyc_result',
          });
        }
        return row;
      }),

    sms: (partner: string, guid: string) =>
      scoped(partner, async (tx) => {
        await mustGet(tx, partner, guid);
        return deps.sms.listForCustomer(tx, partner, guid);
      }),
  };
  return service;
}
export type CustomersService = ReturnType<typeof createCustomersService>;
export type { CustomerRow };
