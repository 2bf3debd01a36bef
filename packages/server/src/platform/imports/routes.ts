import { IMPORT_MAX_BYTES, type ImportRoutes, type RouteDef } from '@coverdesk/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { TokenVerifier } from '../auth.ts';
import { AppError } from '../http/errors.ts';
import { idempotencyKeyOf } from '../http/idempotency-key.ts';
import { registerRoutes } from '../http/routes.ts';
import type { AppContext } from '../module.ts';
import { contentDisposition } from '../storage.ts';
import type { ImportService } from './service.ts';

/**
 * Registers an import domain's route table (`defineImportRoutes` in the contract) on its service. `options` gives the
 * batch options each extra path (multipart or signed-URL start) implies (e.g. `{ uploadBundle: { payment_type: 'bundle' } }`); `upload` and
 * `start` take `defaults`.
 */
export async function registerImportRoutes<R extends ImportRoutes & Record<string, RouteDef>>(
  app: FastifyInstance,
  routes: R,
  service: ImportService<never> | ImportService,
  ctx: Pick<AppContext, 'actorOf'> & { verifier: TokenVerifier },
  options: {
    defaults?: Record<string, unknown>;
    byUpload?: Partial<Record<keyof R, Record<string, unknown>>>;
    /**
     * Batch options read from the request (the upload's query or the start body), checked by the domain before
     * anything is written (e.g. the group a members file is for); merged over the defaults.
     */
    optionsOf?: (partner: string, input: Record<string, unknown>) => Promise<Record<string, unknown>>;
  } = {},
) {
  const s = service as ImportService;
  const defaults = options.defaults ?? {};
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });
    const uploadHandler =
      (opts: Record<string, unknown>) =>
      async ({
        request,
        partner,
        query,
        lang,
      }: {
        request: never;
        partner: string;
        query: never;
        lang: 'en' | 'fr';
      }) => {
        const req = request as import('fastify').FastifyRequest;
        // A JSON (or any other) body on an upload is the wrong media type: 415, as a JSON route answers a form.
        if (!req.isMultipart()) throw new AppError(415, 'multipart_required');
        const key = idempotencyKeyOf(req);
        const fromRequest = options.optionsOf ? await options.optionsOf(partner, query as Record<string, unknown>) : {};
        const file = await req.file();
        return s.startFromMultipart(
          ctx.actorOf(req),
          partner,
          file,
          { dryRun: (query as { dry_run: boolean }).dry_run, options: { ...opts, ...fromRequest }, key },
          lang,
        );
      };
    const startHandler =
      (opts: Record<string, unknown>) =>
      async ({
        body,
        partner,
        request,
        lang,
      }: {
        body: { filename: string; dry_run: boolean };
        partner: string;
        request: never;
        lang: 'en' | 'fr';
      }) => {
        const req = request as import('fastify').FastifyRequest;
        // The request's options (e.g. the partner's money rule) apply to every start path, as to `start`.
        const fromRequest = options.optionsOf ? await options.optionsOf(partner, body as Record<string, unknown>) : {};
        const all = { ...opts, ...fromRequest };
        return s.startFromStorage(ctx.actorOf(req), partner, body, { options: all, key: idempotencyKeyOf(req) }, lang);
      };
    const extraNames = Object.keys(routes).filter((k) => !(k in BASE));
    // Extra paths with a body start from a signed-URL upload (`startPaths`); the others are multipart uploads.
    const extraHandler = (k: string) => {
      const opts = { ...defaults, ...(options.byUpload?.[k as keyof R] ?? {}) };
      return routes[k]!.body ? startHandler(opts) : uploadHandler(opts);
    };
    registerRoutes(
      scope,
      Object.fromEntries(extraNames.map((k) => [k, routes[k]!])),
      Object.fromEntries(extraNames.map((k) => [k, extraHandler(k)])) as never,
      ctx.verifier,
    );
    const base = Object.fromEntries(Object.keys(BASE).map((k) => [k, routes[k]])) as unknown as ImportRoutes;
    registerRoutes(
      scope,
      base,
      {
        template: ({ reply }) =>
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', contentDisposition(`${s.domain.kind}-template.csv`))
            .send(s.template()),
        signedUrl: ({ query, partner }) => s.signUpload(partner, query.filename),
        start: async ({ body, partner, request, lang }) =>
          s.startFromStorage(
            ctx.actorOf(request),
            partner,
            body,
            {
              options: {
                ...defaults,
                ...(options.optionsOf ? await options.optionsOf(partner, body as Record<string, unknown>) : {}),
              },
              key: idempotencyKeyOf(request),
            },
            lang,
          ),
        upload: uploadHandler(defaults) as never,
        list: ({ query, partner, lang }) => s.list(partner, query, lang),
        get: ({ params, partner, lang }) => s.get(partner, params.batch_guid, lang),
        rows: ({ params, query, partner, lang }) => s.rows(partner, params.batch_guid, query, lang),
        errorFile: async ({ params, partner, lang, reply }) => {
          const { name, body } = await s.errorFile(partner, params.batch_guid, lang);
          return reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', contentDisposition(name))
            .header('cache-control', 'private, no-store')
            .send(body);
        },
        cancel: ({ params, partner, request, lang }) =>
          s.cancel(ctx.actorOf(request), partner, params.batch_guid, lang),
        apply: ({ params, partner, request, lang }) => s.apply(ctx.actorOf(request), partner, params.batch_guid, lang),
      },
      ctx.verifier,
    );
  });
}

const BASE = {
  template: 1,
  signedUrl: 1,
  start: 1,
  upload: 1,
  list: 1,
  get: 1,
  rows: 1,
  errorFile: 1,
  cancel: 1,
  apply: 1,
};
