import { REPORT_COUNT_CAP, type ReportColumnType } from '@coverdesk/contract';
import type pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../../platform/db/client.ts';
import type { Lang } from '../../platform/http/messages.ts';
import type { DefinitionColumn, QueryValues, ReportDefinition } from './report-definition.ts';

/** One run of a definition: the partner, the period and the options the caller chose. */
export interface ReportRequest {
  def: ReportDefinition;
  partner: string;
  /** First day (inclusive), `YYYY-MM-DD`; dated reports only. */
  start?: string;
  /** Last day (inclusive), `YYYY-MM-DD`; dated reports only. */
  end?: string;
  approved: boolean;
  lang: Lang;
}

export interface PreparedQuery {
  text: string;
  values: unknown[];
}

/** A SQL string literal (standard_conforming_strings is on, the PostgreSQL default since 9.1). */
export function quoteLiteral(v: string): string {
  if (v.includes('\u0000')) throw new Error('NUL in a report value');
  return `'${v.replace(/'/g, "''")}'`;
}

const dayAfter = (d: string) => {
  const x = new Date(`${d}T00:00:00Z`);
  x.setUTCDate(x.getUTCDate() + 1);
  return x.toISOString().slice(0, 10);
};

/**
 * Builds the definition's query. `bind`: values become `$n` parameters (pages and cursors); `literal`: quoted literals
 * (COPY takes no parameters). Either way no value is ever written into the SQL unquoted.
 */
export function prepare(req: ReportRequest, mode: 'bind' | 'literal'): PreparedQuery {
  const values: unknown[] = [];
  const slot = (v: unknown, cast: string) => {
    if (mode === 'literal') {
      if (typeof v === 'boolean') return v ? 'true' : 'false';
      if (typeof v === 'number') return `${Number(v)}::${cast}`;
      if (Array.isArray(v)) return `array[${v.map((x) => quoteLiteral(String(x))).join(', ')}]::text[]`;
      return `${quoteLiteral(String(v))}::${cast}`;
    }
    values.push(v);
    return `$${values.length}::${cast}`;
  };
  const memo = new Map<string, string>();
  const once = (key: string, make: () => string) => {
    let s = memo.get(key);
    if (!s) {
      s = make();
      memo.set(key, s);
    }
    return s;
  };
  const v: QueryValues = {
    get partner() {
      return once('partner', () => slot(req.partner, 'uuid'));
    },
    get startDay() {
      return once('startDay', () => slot(req.start ?? '1970-01-01', 'date'));
    },
    get endDay() {
      return once('endDay', () => slot(dayAfter(req.end ?? '9999-12-30'), 'date'));
    },
    get start() {
      return once('start', () => `(${v.startDay}::timestamp at time zone 'UTC')`);
    },
    get end() {
      return once('end', () => `(${v.endDay}::timestamp at time zone 'UTC')`);
    },
    get approved() {
      return once('approved', () => slot(req.approved, 'boolean'));
    },
    value: (x) =>
      slot(
        x,
        typeof x === 'number' ? 'numeric' : typeof x === 'boolean' ? 'boolean' : Array.isArray(x) ? 'text[]' : 'text',
      ),
  };
  return { text: req.def.query(v), values };
}

/** A JSON-safe cell: counts and sums come as text from PostgreSQL (bigint, numeric); numbers become numbers. */
export function cellOf(type: ReportColumnType, raw: unknown): string | number | boolean | null {
  if (raw === null || raw === undefined) return null;
  if (type === 'money' || type === 'number') return Number(raw);
  if (raw instanceof Date) return raw.toISOString();
  if (typeof raw === 'object') return JSON.stringify(raw);
  return raw as string | number | boolean;
}

async function inScope<T>(
  database: Database,
  partner: string,
  fn: (client: pg.PoolClient) => Promise<T>,
  snapshot = false,
) {
  const client = await database.pool.connect();
  try {
    // `snapshot`: every statement sees the same data (a count, then the cursor over the same rows).
    await client.query(snapshot ? 'begin isolation level repeatable read read only' : 'begin read only');
    // Days are UTC days (`x::date`, the daily statistics), whatever the server's time zone.
    await client.query("select set_config('app.partner_guids', $1, true), set_config('timezone', 'UTC', true)", [
      partner,
    ]);
    const out = await fn(client);
    await client.query('commit');
    return out;
  } catch (err) {
    await client.query('rollback').catch(() => {});
    throw err;
  } finally {
    client.release();
  }
}

/**
 * One screen page of a report and how many rows the report has, both read in one snapshot (the count is the rows the
 * CSV, XLSX and PDF of the same moment hold). The count stops at `REPORT_COUNT_CAP`: past it, `count` is the cap and
 * `more` says the report has more rows than that (the screen reads "more than 10,000"; files are never capped).
 */
export async function reportPage(database: Database, req: ReportRequest, page: number, size: number) {
  const q = prepare(req, 'bind');
  const n = q.values.length;
  return inScope(
    database,
    req.partner,
    async (client) => {
      const counted = await client.query({
        text: `select count(*)::int as n from (select 1 from (${q.text}) r limit $${n + 1}) c`,
        values: [...q.values, REPORT_COUNT_CAP + 1],
      });
      const total = Number(counted.rows[0]?.n ?? 0);
      const rows = await client.query({
        text: `select * from (${q.text}) r limit $${n + 1} offset $${n + 2}`,
        values: [...q.values, size, (page - 1) * size],
      });
      const items = rows.rows.map((r: Record<string, unknown>) =>
        Object.fromEntries(req.def.columns.map((c) => [c.key, cellOf(c.type, r[c.key])])),
      );
      const more = total > REPORT_COUNT_CAP;
      return { items, count: more ? REPORT_COUNT_CAP : total, more };
    },
    true,
  );
}

/** How many rows a report has (the progress total of an export). */
export async function reportCount(database: Database, req: ReportRequest): Promise<number> {
  const q = prepare(req, 'bind');
  return inScope(database, req.partner, async (client) => {
    const r = await client.query({ text: `select count(*)::int as n from (${q.text}) r`, values: q.values });
    return Number(r.rows[0]?.n ?? 0);
  });
}

export const CURSOR_BATCH = 5000;

/**
 * Streams every row of a report from a server-side cursor, `CURSOR_BATCH` rows at a time, as arrays in column order:
 * no row cap, never more than one batch in memory. `onBatch` may be slow (it is awaited: backpressure).
 * `onTotal`: the rows are counted first, in the same snapshot as the cursor (so the count is the rows that follow),
 * and the count given before the first batch (a PDF's "Page n of N").
 */
export async function streamRows(
  database: Database,
  req: ReportRequest,
  onBatch: (rows: unknown[][]) => Promise<void> | void,
  opts: { signal?: AbortSignal; onTotal?: (rows: number) => Promise<void> | void } = {},
): Promise<number> {
  const q = prepare(req, 'bind');
  const keys = req.def.columns.map((c) => `r.${quoteIdent(c.key)}`).join(', ');
  const counted = Boolean(opts.onTotal);
  return inScope(
    database,
    req.partner,
    async (client) => {
      if (opts.onTotal) {
        const c = await client.query({ text: `select count(*)::bigint as n from (${q.text}) r`, values: q.values });
        await opts.onTotal(Number(c.rows[0]?.n ?? 0));
      }
      await client.query({
        text: `declare report_rows no scroll cursor for select ${keys} from (${q.text}) r`,
        values: q.values,
      });
      let total = 0;
      for (;;) {
        if (opts.signal?.aborted) throw new Error('report cancelled');
        const r = await client.query({ text: `fetch ${CURSOR_BATCH} from report_rows`, rowMode: 'array' });
        if (r.rows.length === 0) break;
        total += r.rows.length;
        await onBatch(r.rows as unknown[][]);
        if (r.rows.length < CURSOR_BATCH) break;
      }
      await client.query('close report_rows');
      return total;
    },
    counted,
  );
}

export const quoteIdent = (s: string) => `"${s.replace(/"/g, '""')}"`;

/** How a column is written as CSV text by PostgreSQL itself (amounts in currency units, instants in UTC). */
function csvExpression(c: DefinitionColumn): string {
  const k = `r.${quoteIdent(c.key)}`;
  switch (c.type) {
    case 'money':
      return `(${k} / 100.0)::numeric(20, 2)`;
    case 'datetime':
      return `to_char(${k} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
    default:
      return k;
  }
}

/**
 * Streams a report as CSV rows straight from `COPY (query) TO STDOUT`: PostgreSQL formats the rows, Node only pipes
 * the bytes (the speed of COPY itself). The caller writes the header line first.
 */
export async function copyCsv(database: Database, req: ReportRequest, out: NodeJS.WritableStream): Promise<void> {
  const q = prepare(req, 'literal');
  const cols = req.def.columns.map(csvExpression).join(', ');
  await inScope(database, req.partner, async (client) => {
    const stream = client.query(copyTo(`copy (select ${cols} from (${q.text}) r) to stdout with (format csv)`));
    await new Promise<void>((resolve, reject) => {
      stream.on('error', reject);
      stream.on('end', resolve);
      stream.pipe(out as NodeJS.WritableStream & { end: () => void }, { end: false });
    });
  });
}
