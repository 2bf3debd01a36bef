import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Jobs, startJobs } from '../../platform/jobs.ts';
import { createSimulatedKycProvider } from '../../platform/kyc.ts';
import { createSimulatedSmsGateway } from '../../platform/sms.ts';
import { createTestApp, PARTNER_A, roleOf, type TestApp } from '../../test/test-app.ts';
import { customerPayload, seedPartners } from './customers.fixtures.ts';
import { createCustomersService, KYC_QUEUE, type KycJob } from './customers.service.ts';

// The real queue (pg-boss) with the provider's delay at 0: the request answers at once, the worker completes it.
let t: TestApp;
let jobs: Jobs;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t);
  jobs = await startJobs(t.url, pino({ level: 'silent' }), { runWorkers: true });
});
afterAll(async () => {
  await jobs.stop();
  await t.close();
});

describe('KYC through the job queue', () => {
  it('answers at once with a job id, then the worker marks the customer verified', async () => {
    const agent = roleOf('call_centre_agent', PARTNER_A);
    const c = (
      await t.call(agent, {
        method: 'POST',
        url: '/api/customers/register',
        payload: customerPayload(),
        partner: PARTNER_A,
      })
    ).json();
    const service = createCustomersService(t.database, {
      jobs,
      sms: createSimulatedSmsGateway(),
      kyc: createSimulatedKycProvider({ delaySeconds: 0 }),
    });
    await jobs.work<KycJob>(KYC_QUEUE, async (job) => {
      await service.runKyc(job);
    });
    const answer = await service.requestKyc({ sub: 'agent', username: 'agent' }, PARTNER_A, c.guid, false);
    expect(answer).toMatchObject({ kyc_status: 'pending', expected_seconds: 0, job_id: expect.any(String) });
    let status = 'pending';
    for (let i = 0; i < 60 && status === 'pending'; i++) {
      await new Promise((r) => setTimeout(r, 250));
      status = (await t.call(agent, { method: 'GET', url: `/api/customers/${c.guid}`, partner: PARTNER_A })).json()
        .kyc_status;
    }
    expect(status).toBe('verified');
  });
});
