import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { createRealm, type Realm } from './identity/realm.ts';
import { MODULES } from './modules.ts';
import { externalIssuerVerifier } from './platform/auth.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { constraintColumnsOf } from './platform/http/database-errors.ts';
import { AppError, errorHandler } from './platform/http/errors.ts';
import { clientErrorHandler, frameworkErrors } from './platform/http/framework-errors.ts';
import { registerInputGuards } from './platform/http/input-guards.ts';
import { registerMetrics } from './platform/http/metrics-route.ts';
import { openApiTransform } from './platform/http/openapi.ts';
import { partnerRestrictedOf } from './platform/http/partner-restriction.ts';
import { registerProbes } from './platform/http/probes.ts';
import { postgresRateLimitStore } from './platform/http/rate-limit-store.ts';
import { helmetHeaders, securityHeaderOptions } from './platform/http/security-headers.ts';
import { responseSerializer } from './platform/http/serializer.ts';
import { readImportMetrics } from './platform/imports/index.ts';
import type { Jobs } from './platform/jobs.ts';
import { createMailer, type Mailer } from './platform/mail.ts';
import { onScrape, setSlowStatementMs } from './platform/metrics.ts';
import type { AppContext } from './platform/module.ts';
import { storageFor } from './platform/storage.ts';

export interface BuiltApp {
  app: FastifyInstance;
  realm: Realm;
  mailer: Mailer;
  ctx: AppContext;
}

export async function buildApp(
  config: Config,
  deps: { database: Database; jobs: Jobs; logger: Logger },
): Promise<BuiltApp> {
  const app: FastifyInstance = Fastify({
    loggerInstance: deps.logger as unknown as FastifyBaseLogger,
    genReqId: (req) => (req.headers['x-request-id'] as string) || randomUUID(),
    requestIdHeader: 'x-request-id',
    bodyLimit: 1024 * 1024,
    trustProxy: true,
    // Keycloak answers `…/users/` like `…/users`, and its admin client sends the trailing slash.
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors,
    clientErrorHandler,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ check: config.checkResponses }));
  app.setErrorHandler(errorHandler);
  app.decorate('constraintColumns', constraintColumnsOf(deps.database.pool));
  app.decorate('partnerRestricted', partnerRestrictedOf(deps.database.pool));
  app.decorate('partnerCodeOf', async (partner: string) => {
    const r = await deps.database.pool.query<{ code: string }>('select code from partners where guid = $1', [partner]);
    return r.rows[0]?.code ?? null;
  });
  setSlowStatementMs(config.slowStatementMs);
  registerMetrics(app, { token: config.metricsToken });
  if (deps.jobs.readQueueMetrics) app.addHook('onClose', onScrape('job_queues', deps.jobs.readQueueMetrics));
  app.addHook(
    'onClose',
    onScrape('imports', () => readImportMetrics(deps.database)),
  );
  // The API reads JSON (and forms for the OAuth token call): any other body is a 415, not a string zod then refuses.
  app.removeContentTypeParser('text/plain');
  registerInputGuards(app);
  // Security headers (Helmet's defaults and our CSP): the same on every answer, so Helmet runs once at start and each
  // answer gets the headers it wrote (its middleware chain cost as much as the rest of a small answer's hooks).
  const securityHeaders = helmetHeaders(securityHeaderOptions({ sentry: Boolean(config.sentryDsn) }));
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    reply.headers(securityHeaders);
    done();
  });

  await app.register(formbody);
  // Counted in PostgreSQL: several server processes on one database share the limits.
  await app.register(rateLimit, { global: false, store: postgresRateLimitStore(deps.database.pool) });
  await app.register(swagger, {
    openapi: {
      info: { title: 'CoverDesk platform API', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  const realm = await createRealm(config, deps.database);
  const verifier = config.identityIssuerUrl ? await externalIssuerVerifier(config.identityIssuerUrl) : realm.verifier;
  const mailer = createMailer(deps.database, {
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: deps.logger,
    jobs: deps.jobs,
    storage: storageFor(config.dataDir),
  });
  await mailer.registerJobs(deps.jobs);
  const ctx: AppContext = {
    config,
    database: deps.database,
    verifier,
    realm,
    jobs: deps.jobs,
    mailer,
    actorOf: (request) => ({
      sub: request.user?.sub ?? 'anonymous',
      username: request.user?.username ?? 'anonymous',
      requestId: request.id,
    }),
  };
  for (const mod of MODULES) await mod(app, ctx);

  registerProbes(app, deps);

  const index = path.join(config.webDist, 'index.html');
  if (fs.existsSync(index)) {
    await app.register(fastifyStatic, { root: config.webDist, wildcard: false, index: false, maxAge: '1h' });
    const html = fs.readFileSync(index, 'utf8');
    app.get('/', { schema: { hide: true } }, (_req, reply) =>
      reply.type('text/html').header('cache-control', 'no-cache').send(html),
    );
    app.get('/*', { schema: { hide: true } }, (req, reply) => {
      const url = req.url.split('?')[0]!;
      if (/^\/(api|identity|oauth|report-engine)\//.test(url)) throw new AppError(404, 'route_not_found');
      const file = path.join(config.webDist, url);
      if (file.startsWith(config.webDist) && fs.existsSync(file) && fs.statSync(file).isFile()) {
        const immutable = url.startsWith('/assets/');
        return reply
          .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
          .sendFile(url.slice(1));
      }
      return reply.type('text/html').header('cache-control', 'no-cache').send(html);
    });
  }
  app.setNotFoundHandler((request, reply) => errorHandler(new AppError(404, 'route_not_found'), request, reply));
  return { app, realm, mailer, ctx };
}
