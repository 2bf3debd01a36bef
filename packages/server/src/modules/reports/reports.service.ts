import { PassThrough } from 'node:stream';
import {
  type CustomReport,
  type CustomReportInput,
  type FileReportType,
  PREMIUM_REPORT_MAX_MONTHS,
  type ReportTable,
} from '@coverdesk/contract';
import type { FastifyReply } from 'fastify';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { AppError, badRequest, notFound, unprocessable } from '../../platform/http/errors.ts';
import type { Lang } from '../../platform/http/messages.ts';
import { contentDisposition } from '../../platform/storage.ts';
import { compileCustom, DATASETS, datasetList, validateCustom } from './custom-datasets.ts';
import { definitionOf, REPORT_DEFINITIONS } from './definitions/index.ts';
import type { ReportDefinition } from './report-definition.ts';
import { type ReportRequest, reportPage } from './report-engine.ts';
import { CONTENT_TYPES, RENDERERS, type ReportHeading } from './report-renderers.ts';
import { type CustomRow, reportsRepository as repo } from './reports.repository.ts';
import './reports.messages.ts';

type Log = { error(obj: object, msg: string): void };

export interface ReportParams {
  startDate?: string;
  endDate?: string;
  status?: 'Approved';
}

/** The first day the premium window allows: the same day `months` months ago (UTC). */
export function windowStart(months: number, today = new Date()): string {
  const d = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - months, today.getUTCDate()));
  return d.toISOString().slice(0, 10);
}

const CUSTOM_PREFIX = 'custom:';

/**
 * Built-in and custom reports: resolves a definition, checks its parameters (SPEC §5), and renders it as a screen
 * page or streams it as a file. Exports as jobs are in `report-runs.service.ts`.
 */
export function createReportsService(database: Database, log: Log) {
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);

  function requestOf(def: ReportDefinition, partner: string, p: ReportParams, lang: Lang): ReportRequest {
    if (def.dated) {
      const missing: Record<string, string> = {};
      if (!p.startDate) missing.startDate = 'required';
      if (!p.endDate) missing.endDate = 'required';
      if (Object.keys(missing).length) throw badRequest(missing);
    }
    if (p.startDate && p.endDate && p.endDate < p.startDate) throw badRequest({ endDate: 'end_before_start' });
    if ((p.startDate && !p.endDate) || (!p.startDate && p.endDate))
      throw badRequest(p.startDate ? { endDate: 'required' } : { startDate: 'required' });
    if (def.windowMonths && p.startDate) {
      const from = windowStart(def.windowMonths ?? PREMIUM_REPORT_MAX_MONTHS);
      if (p.startDate < from) throw unprocessable('premium_report_window', { months: def.windowMonths, from });
    }
    if (p.status === 'Approved' && !def.approvable) throw badRequest({ status: 'report_not_approvable' });
    return { def, partner, start: p.startDate, end: p.endDate, approved: p.status === 'Approved', lang };
  }

  const customKey = (guid: string) => `${CUSTOM_PREFIX}${guid}`;
  const compile = (row: CustomRow) =>
    compileCustom(
      {
        name: row.name,
        description: row.description ?? undefined,
        dataset: row.dataset as CustomReportInput['dataset'],
        columns: row.columns,
        filters: row.filters as CustomReportInput['filters'],
        group_by: row.group_by,
        sums: row.sums,
      },
      customKey(row.guid),
    );

  async function loadCustom(partner: string, guid: string, origin?: 'custom' | 'engine') {
    const row = await scoped(partner, (tx) => repo.getCustom(tx, partner, guid));
    if (!row || (origin && row.origin !== origin)) throw notFound('report_not_found');
    return row;
  }

  /** A built-in report name or `custom:<guid>`. */
  async function definitionFor(partner: string, report: string): Promise<ReportDefinition> {
    if (report.startsWith(CUSTOM_PREFIX)) {
      const guid = report.slice(CUSTOM_PREFIX.length);
      if (!/^[0-9a-f-]{36}$/i.test(guid)) throw notFound('report_not_found');
      return compile(await loadCustom(partner, guid.toLowerCase()));
    }
    const def = definitionOf(report);
    if (!def) throw notFound('report_not_found');
    return def;
  }

  async function headingOf(req: ReportRequest): Promise<ReportHeading> {
    const p = await scoped(req.partner, (tx) => repo.partnerHeading(tx, req.partner));
    return {
      title: req.def.title[req.lang],
      partnerName: p.name,
      parameters: parametersText(req),
      generatedAt: new Date(),
      currency: p.currency_code,
    };
  }

  function parametersText(req: ReportRequest) {
    const fr = req.lang === 'fr';
    const parts: string[] = [];
    if (req.start && req.end) parts.push(fr ? `du ${req.start} au ${req.end}` : `${req.start} to ${req.end}`);
    else parts.push(fr ? 'situation du jour' : 'as of today');
    if (req.approved) parts.push(fr ? 'statut : Approuvé' : 'status: Approved');
    return parts.join(' · ');
  }

  async function page(req: ReportRequest, pageNo: number, size: number): Promise<ReportTable> {
    const [heading, rows] = await Promise.all([headingOf(req), reportPage(database, req, pageNo, size)]).catch(
      (err) => {
        if (err instanceof AppError) throw err;
        log.error({ err, report: req.def.name }, 'report page failed');
        throw new AppError(500, 'error_generating_report');
      },
    );
    return {
      name: req.def.name,
      title: heading.title,
      columns: req.def.columns.map((c) => ({ key: c.key, label: c.label[req.lang], type: c.type })),
      items: rows.items,
      count: rows.count,
      more: rows.more,
      currency_code: heading.currency,
    };
  }

  function fileName(req: ReportRequest, type: FileReportType) {
    const base = req.def.name.startsWith(CUSTOM_PREFIX) ? req.def.title.en : req.def.name;
    const safe = base.replace(/[^A-Za-z0-9_-]+/g, '_').slice(0, 60) || 'report';
    const period = req.start && req.end ? `_${req.start}_${req.end}` : `_${new Date().toISOString().slice(0, 10)}`;
    return `${safe}${req.approved ? '_approved' : ''}${period}.${type}`;
  }

  /** Streams a report file to the reply: rows go from the cursor to the client batch by batch. */
  async function streamTo(reply: FastifyReply, req: ReportRequest, type: FileReportType) {
    const heading = await headingOf(req);
    const out = new PassThrough();
    const abort = new AbortController();
    reply.raw.once('close', () => {
      if (!out.writableFinished) abort.abort();
    });
    RENDERERS[type](database, req, heading, out, { signal: abort.signal }).catch((err) => {
      if (!abort.signal.aborted) log.error({ err, report: req.def.name }, 'report stream failed');
      out.destroy(err as Error);
    });
    return reply
      .type(CONTENT_TYPES[type])
      .header('content-disposition', contentDisposition(fileName(req, type)))
      .header('cache-control', 'private, no-store')
      .send(out);
  }

  /** `GET api/reports/{name}` and the generate calls: a page for `type=json`, else a streamed file. */
  async function render(
    reply: FastifyReply,
    def: ReportDefinition,
    partner: string,
    q: ReportParams & { type: 'json' | FileReportType; page: number; size: number },
    lang: Lang,
  ) {
    const req = requestOf(def, partner, q, lang);
    if (q.type === 'json') return page(req, q.page, q.size);
    await streamTo(reply, req, q.type);
    return undefined;
  }

  const customOut = (row: CustomRow): CustomReport => ({
    guid: row.guid,
    id: row.guid,
    origin: row.origin as CustomReport['origin'],
    name: row.name,
    description: row.description ?? undefined,
    dataset: row.dataset as CustomReport['dataset'],
    columns: row.columns,
    filters: row.filters as CustomReport['filters'],
    group_by: row.group_by,
    sums: row.sums,
    created_by: row.created_by,
    created_at: row.created_at,
    updated_at: row.updated_at,
  });

  return {
    requestOf,
    definitionFor,
    headingOf,
    fileName,
    customKey,
    catalogue: (lang: Lang) => ({
      items: REPORT_DEFINITIONS.map((d) => ({
        name: d.name,
        title: d.title[lang],
        description: d.description[lang],
        dated: d.dated,
        approvable: Boolean(d.approvable),
        premium_window_months: d.windowMonths ?? null,
        group: d.group,
      })),
    }),
    datasets: (lang: Lang) => ({ items: datasetList(lang) }),
    async builtIn(reply: FastifyReply, partner: string, name: string, q: Parameters<typeof render>[3], lang: Lang) {
      const def = definitionOf(name);
      if (!def) throw notFound('report_not_found');
      return render(reply, def, partner, q, lang);
    },
    async generate(
      reply: FastifyReply,
      partner: string,
      guid: string,
      q: Parameters<typeof render>[3],
      lang: Lang,
      origin: 'custom' | 'engine',
    ) {
      return render(reply, compile(await loadCustom(partner, guid, origin)), partner, q, lang);
    },
    async listCustom(partner: string, origin: 'custom' | 'engine', pageNo: number, size: number) {
      const r = await scoped(partner, (tx) => repo.listCustom(tx, partner, origin, pageNo, size));
      return { items: r.items.map(customOut), count: r.count };
    },
    async createCustom(actor: Actor, partner: string, input: CustomReportInput, origin: 'custom' | 'engine') {
      validateCustom(input);
      return scoped(partner, async (tx) => {
        const [row] = await repo.insertCustom(tx, {
          partner_guid: partner,
          guid: uuidv7(),
          origin,
          name: input.name,
          description: input.description ?? null,
          dataset: input.dataset,
          columns: input.columns,
          filters: input.filters,
          group_by: input.group_by,
          sums: input.sums,
          created_by: actor.username,
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'report',
          entity_guid: row!.guid,
          action: origin === 'engine' ? 'upload' : 'create',
          after: input,
        });
        return customOut(row!);
      });
    },
    async updateCustom(actor: Actor, partner: string, guid: string, input: CustomReportInput) {
      return scoped(partner, async (tx) => {
        const before = await repo.getCustom(tx, partner, guid);
        if (before?.origin !== 'custom') throw notFound('report_not_found');
        validateCustom(input);
        const [row] = await repo.updateCustom(tx, partner, guid, {
          name: input.name,
          description: input.description ?? null,
          dataset: input.dataset,
          columns: input.columns,
          filters: input.filters,
          group_by: input.group_by,
          sums: input.sums,
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'report',
          entity_guid: guid,
          action: 'update',
          before: customOut(before),
          after: input,
        });
        return customOut(row!);
      });
    },
    async removeCustom(actor: Actor, partner: string, guid: string) {
      await scoped(partner, async (tx) => {
        const before = await repo.getCustom(tx, partner, guid);
        if (before?.origin !== 'custom') throw notFound('report_not_found');
        await repo.deleteCustom(tx, partner, guid);
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'report',
          entity_guid: guid,
          action: 'delete',
          before: customOut(before),
        });
      });
    },
    datasetNames: Object.keys(DATASETS),
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
