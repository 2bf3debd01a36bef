import { customerInput } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Tx } from '../../platform/db/client.ts';
import { AppError, conflict, unprocessable } from '../../platform/http/errors.ts';
import type { Lang } from '../../platform/http/messages.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { KycProvider } from '../../platform/kyc.ts';
import type { SmsGateway } from '../../platform/sms.ts';
import { createCustomerRecordsService, createCustomersService, customersRepository } from '../customers/index.ts';
import { createPurchaseService, laterOf, todayIso } from '../policies/index.ts';
import { groupOf, missingOf, reasonText, within } from './group-common.ts';
import { groupsRepository as repo } from './groups.repository.ts';
import { quote, registrationOut } from './groups.service.ts';
import './groups.messages.ts';

export const GROUP_REGISTER_QUEUE = 'groups.register';
export interface GroupRegisterJob {
  partner: string;
  run: string;
  actor: Actor;
}
export interface RegistrationDeps {
  database: Database;
  jobs: Jobs;
  sms: SmsGateway;
  kyc: KycProvider;
  now?: () => Date;
  log?: { error(o: object, m: string): void };
}

/**
 * Registration of a group (`POST groups/v2/register`): the call checks the group can be registered (the quotation's
 * blocker: product active, eligible members within the group configuration's range) and queues one run; the job
 * turns each pending principal into a customer (found by phone number when the partner already has them), their
 * dependants and a policy of the group's product — each member in one transaction through the customers and
 * policies services, all or nothing. A member that fails keeps its reason and stays `failed`; the others go on.
 * Idempotent: registered members are skipped, so a retried or resumed job never registers anyone twice.
 */
export function createGroupRegistration(deps: RegistrationDeps) {
  const { database, jobs } = deps;
  const now = deps.now ?? (() => new Date());

  async function registerMember(tx: Tx, actor: Actor, partner: string, memberGuid: string, today: string) {
    const m = await repo.member(tx, partner, memberGuid, { forUpdate: true });
    if (!m || m.status === 'registered') return false;
    const missing = missingOf(m);
    if (missing.length) throw unprocessable('group_member_missing', { fields: missing.join(', ') });
    const g = await groupOf(tx, partner, m.group_guid);
    const inner = within(database, tx);
    const customers = createCustomersService(inner, { jobs, sms: deps.sms, kyc: deps.kyc });
    const records = createCustomerRecordsService(inner);
    const [existing] = (await customersRepository.duplicates(tx, partner, m.msisdn!, null)).filter(
      (c) => c.msisdn === m.msisdn,
    );
    const customer =
      existing ??
      (await customers.register(
        actor,
        partner,
        customerInput.parse({
          msisdn: m.msisdn,
          full_name: m.full_name,
          date_of_birth: m.date_of_birth,
          national_id: m.national_id,
          gender: m.gender,
        }),
      ));
    for (const d of await repo.dependantsOf(tx, partner, m.guid)) {
      if (d.status === 'registered') continue;
      const dep = await records.dependants.create(actor, partner, customer.guid, {
        full_name: d.full_name!,
        relationship: d.relationship as never,
        gender: d.gender as never,
        date_of_birth: d.date_of_birth,
        national_id: d.national_id,
        msisdn: d.msisdn,
      });
      await repo.updateMember(tx, partner, d.guid, {
        status: 'registered',
        error: null,
        customer_guid: customer.guid,
        dependant_guid: dep.guid,
      });
    }
    const policy = await createPurchaseService(inner, now).buy(actor, partner, {
      customer_guid: customer.guid,
      product_guid: g.product_guid,
      start_date: laterOf(g.start_date, today),
      premium_cents: g.premium_cents,
      channel: 'WebClient',
      valid_until: null,
      beneficiary: null,
      branch: null,
    });
    const after = await repo.updateMember(tx, partner, m.guid, {
      status: 'registered',
      error: null,
      customer_guid: customer.guid,
      policy_guid: policy.guid,
    });
    if (g.status !== 'registered') await repo.update(tx, partner, g.guid, { status: 'registered' });
    await audit(tx, actor, {
      partner_guid: partner,
      entity_type: 'group_member',
      entity_guid: m.guid,
      action: 'register',
      before: m,
      after,
    });
    return true;
  }

  const reasonOf = (e: unknown) => {
    if (!(e instanceof AppError)) return reasonText('group_member_error');
    const field = e.fieldErrors ? Object.entries(e.fieldErrors)[0] : undefined;
    return field ? reasonText(field[1], { field: field[0] }) : reasonText(e.key, e.params);
  };

  return {
    /** Checks and queues a run (202); 409 while one runs, 422 with the quotation's blocker. */
    async start(actor: Actor, partner: string, groupGuid: string, lang: Lang) {
      const run = await database
        .scoped([partner], async (tx) => {
          await groupOf(tx, partner, groupGuid, { forUpdate: true });
          const q = await quote(tx, partner, groupGuid, lang, todayIso(now()));
          if (q.blocker) throw new AppError(422, 'invalid_input', {}, { group_id: q.blocker });
          const row = await repo.insertRegistration(tx, {
            partner_guid: partner,
            guid: uuidv7(),
            group_guid: groupGuid,
            status: 'queued',
            total: q.eligible,
            created_by: actor.username,
            created_by_guid: actor.sub,
          });
          if (!row) throw conflict('group_registration_running');
          await audit(tx, actor, {
            partner_guid: partner,
            entity_type: 'group',
            entity_guid: groupGuid,
            action: 'register',
            after: { registration: row.guid },
          });
          return row;
        })
        .catch((e) => {
          const code = (e as { cause?: { code?: string } })?.cause?.code ?? (e as { code?: string }).code;
          if (code === '23505') throw conflict('group_registration_running');
          throw e;
        });
      await jobs.send(
        GROUP_REGISTER_QUEUE,
        { partner, run: run.guid, actor: { sub: actor.sub, username: actor.username } } satisfies GroupRegisterJob,
        { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 3600 },
      );
      return registrationOut(run, lang);
    },

    /** Stops the group's queued or running registration (409 when none runs); a queued one stops at once. */
    cancel: (actor: Actor, partner: string, groupGuid: string, lang: Lang) =>
      database.scoped([partner], async (tx) => {
        await groupOf(tx, partner, groupGuid);
        const run = await repo.latestRegistration(tx, partner, groupGuid);
        if (!run || (run.status !== 'queued' && run.status !== 'running'))
          throw conflict('group_registration_not_running');
        const after = await repo.updateRegistration(tx, partner, run.guid, {
          cancel_requested: true,
          ...(run.status === 'queued' ? { status: 'cancelled', finished_at: now().toISOString() } : {}),
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'group',
          entity_guid: groupGuid,
          action: 'cancel_registration',
          before: { status: run.status },
          after: { status: after.status },
        });
        return registrationOut(after, lang);
      }),

    /** The job: every pending or failed principal, one transaction each; progress on the run row. */
    async run(job: GroupRegisterJob) {
      const { partner, actor } = job;
      const run = await database.scoped([partner], (tx) => repo.registration(tx, partner, job.run));
      if (!run || (run.status !== 'queued' && run.status !== 'running')) return;
      const today = todayIso(now());
      const todo = await database.scoped([partner], (tx) =>
        repo.principals(tx, partner, run.group_guid, ['pending', 'failed']),
      );
      let { registered, failed } = { registered: 0, failed: 0 };
      await database.scoped([partner], (tx) =>
        repo.updateRegistration(tx, partner, run.guid, { status: 'running', total: todo.length, processed: 0 }),
      );
      for (const [i, m] of todo.entries()) {
        try {
          const done = await database.scoped([partner], (tx) => registerMember(tx, actor, partner, m.guid, today));
          if (done) registered++;
        } catch (e) {
          if (!(e instanceof AppError)) deps.log?.error({ err: e, member: m.guid }, 'group member registration failed');
          failed++;
          await database.scoped([partner], (tx) =>
            repo.updateMember(tx, partner, m.guid, { status: 'failed', error: reasonOf(e) }),
          );
        }
        if ((i + 1) % 25 === 0 || i === todo.length - 1) {
          const fresh = await database.scoped([partner], (tx) =>
            repo.updateRegistration(tx, partner, run.guid, { processed: i + 1, registered, failed }),
          );
          if (fresh.cancel_requested && i < todo.length - 1) {
            await database.scoped([partner], (tx) =>
              repo.updateRegistration(tx, partner, run.guid, { status: 'cancelled', finished_at: now().toISOString() }),
            );
            return;
          }
        }
      }
      await database.scoped([partner], (tx) =>
        repo.updateRegistration(tx, partner, run.guid, {
          status: 'completed',
          processed: todo.length,
          registered,
          failed,
          finished_at: now().toISOString(),
        }),
      );
    },
  };
}
