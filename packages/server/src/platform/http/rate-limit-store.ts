import type pg from 'pg';

type Callback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/** One statement counts a hit: a new key or an elapsed window starts again at 1, else the count goes up. */
const COUNT_HIT = `
insert into rate_limit_hits as h (key, window_start, hits) values ($1, now(), 1)
on conflict (key) do update set
  hits = case when h.window_start + make_interval(secs => $2) <= now() then 1 else h.hits + 1 end,
  window_start = case when h.window_start + make_interval(secs => $2) <= now() then now() else h.window_start end
returning hits, greatest(0, extract(epoch from h.window_start + make_interval(secs => $2) - now()) * 1000)::float8 as ttl`;

const READ_HITS = `
select hits, greatest(0, extract(epoch from window_start + make_interval(secs => $2) - now()) * 1000)::float8 as ttl
from rate_limit_hits where key = $1 and window_start + make_interval(secs => $2) > now()`;

/**
 * A `@fastify/rate-limit` store in PostgreSQL (table `rate_limit_hits`): every server process on the database counts
 * into the same rows, so a client's limit holds however the load balancer spreads its calls. Each route keeps its
 * own counters, as the plugin's in-memory store does.
 */
export function postgresRateLimitStore(pool: pg.Pool) {
  return class PostgresRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, cb: Callback, timeWindowMs: number) {
      pool
        .query<{ hits: number; ttl: number }>(COUNT_HIT, [this.prefix + key, timeWindowMs / 1000])
        .then(({ rows }) => {
          cb(null, { current: rows[0]!.hits, ttl: Math.ceil(rows[0]!.ttl) });
          // Rows of windows long gone are swept now and then, by whichever process draws the lot.
          if (Math.random() < 0.01)
            pool.query("delete from rate_limit_hits where window_start < now() - interval '1 day'").catch(() => {});
        }, cb);
    }

    read(key: string, cb: Callback, timeWindowMs: number) {
      pool
        .query<{ hits: number; ttl: number }>(READ_HITS, [this.prefix + key, timeWindowMs / 1000])
        .then(({ rows }) => cb(null, { current: rows[0]?.hits ?? 0, ttl: Math.ceil(rows[0]?.ttl ?? 0) }), cb);
    }

    // The plugin passes its merged settings, the route under `routeInfo` (its typings say the route itself).
    child(routeOptions: object) {
      const route = (routeOptions as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new PostgresRateLimitStore(undefined, `${[route?.method].flat().join(',')} ${route?.url ?? ''} `);
    }
  };
}
