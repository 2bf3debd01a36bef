import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { Jobs } from '../jobs.ts';

/**
 * Probes for a load balancer or Kubernetes (docs/operations/README.md):
 * - `GET /health` (liveness): the process answers HTTP; it reads nothing, so a database outage never gets a healthy
 *   process restarted.
 * - `GET /ready` (readiness): 200 only when this process can do its work: PostgreSQL answers (migrations are applied
 *   before the server listens, so a listening server has none pending) and, when it runs job workers, they run.
 *   503 otherwise. The body says which part is down: `{ status, database, jobs: { workers, queues } }`.
 */
export function registerProbes(app: FastifyInstance, deps: { database: Database; jobs: Jobs }) {
  app.get('/health', { schema: { hide: true } }, async () => ({ status: 'UP' }));
  app.get('/ready', { schema: { hide: true } }, async (_req, reply) => {
    const database = await deps.database.pool.query('select 1').then(
      () => 'UP' as const,
      () => 'DOWN' as const,
    );
    const jobs = deps.jobs.status?.() ?? { workers: 'off' as const, queues: 0 };
    const up = database === 'UP' && jobs.workers !== 'stopped';
    return reply.status(up ? 200 : 503).send({ status: up ? 'UP' : 'DOWN', database, jobs });
  });
}
