import type { inlineJobs } from '../../platform/jobs.ts';
import type { TestApp } from '../../test/test-app.ts';
import { DEBIT_RUN_QUEUE, type DebitRunJob, executeRun } from './debit-collection.ts';

/** Runs the collection-run jobs the app queued, as the worker would (oldest first); answers the runs' jobs. */
export async function drainDebitRuns(t: TestApp, opts: { stopAfterChunks?: number; chunk?: number } = {}) {
  const sent = (t.jobs as ReturnType<typeof inlineJobs>).sent;
  const jobs: DebitRunJob[] = [];
  for (let i = 0; i < sent.length; ) {
    if (sent[i]!.queue === DEBIT_RUN_QUEUE) jobs.push(sent.splice(i, 1)[0]!.data as DebitRunJob);
    else i++;
  }
  for (const job of jobs) await executeRun(t.database, job, opts);
  return jobs;
}

/** POST run, then the job, then the run as read by GET runs/{guid} (or the POST's answer when it was refused). */
export async function runAndWait(t: TestApp, user: Parameters<TestApp['call']>[0], partner: string, date: string) {
  const r = await t.call(user, {
    method: 'POST',
    url: '/api/debit_order_transactions/run',
    payload: { date },
    partner,
  });
  if (r.statusCode !== 202) return r;
  await drainDebitRuns(t);
  return t.call(user, { method: 'GET', url: `/api/debit_order_transactions/runs/${r.json().guid}`, partner });
}
