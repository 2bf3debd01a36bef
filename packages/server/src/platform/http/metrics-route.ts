import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { metricsText, observeRequest, registry } from '../metrics.ts';
import { AppError } from './errors.ts';

/**
 * A request from this machine: its socket's peer is a loopback address and it did not come through a proxy (a
 * reverse proxy on the same host connects from loopback on behalf of anyone; it says so with a forwarding header).
 */
function fromLoopback(request: FastifyRequest) {
  const peer = request.raw.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || /^(::ffff:)?127\./.test(peer);
  const h = request.headers;
  return loopback && !h['x-forwarded-for'] && !h.forwarded && !h['x-real-ip'];
}

function bearerMatches(request: FastifyRequest, token: string | undefined) {
  const header = request.headers.authorization;
  if (!token || !header?.startsWith('Bearer ')) return false;
  const given = Buffer.from(header.slice(7));
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

/**
 * `GET /metrics` (Prometheus text format) for requests from this machine or bearing `METRICS_TOKEN`; anyone else gets
 * 403. Also times every request: one histogram observation per answer, by route template, method and status class.
 */
export function registerMetrics(app: FastifyInstance, opts: { token: string | undefined }) {
  app.addHook('onResponse', (request, reply, done) => {
    observeRequest(request.routeOptions.url ?? 'unmatched', request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!fromLoopback(request) && !bearerMatches(request, opts.token)) throw new AppError(403, 'forbidden');
    return reply
      .type(registry.contentType)
      .header('cache-control', 'no-store')
      .send(await metricsText());
  });
}
