import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FileReportType, ReportRun, ReportRunInput, ReportSchedule } from '@coverdesk/contract';
import { uuidv7 } from 'uuidv7';
import { type Actor, audit, SYSTEM_ACTOR } from '../../platform/audit.ts';
import type { Database, Executor } from '../../platform/db/client.ts';
import { badRequest, conflict, notFound } from '../../platform/http/errors.ts';
import type { Lang } from '../../platform/http/messages.ts';
import type { Jobs } from '../../platform/jobs.ts';
import type { Mailer } from '../../platform/mail.ts';
import { newKey, type Storage } from '../../platform/storage.ts';
import { reportCount } from './report-engine.ts';
import { CONTENT_TYPES, RENDERERS } from './report-renderers.ts';
import { type RunRow, reportsRepository as repo, type ScheduleRow } from './reports.repository.ts';
import type { ReportsService } from './reports.service.ts';

export const REPORT_RUNS_QUEUE = 'reports.runs';
export const REPORT_SCHEDULES_QUEUE = 'reports.schedules';

type Log = { error(obj: object, msg: string): void; warn(obj: object, msg: string): void };

const runOut = (r: RunRow): ReportRun => ({
  guid: r.guid,
  report: r.report,
  title: r.title,
  type: r.type as FileReportType,
  parameters: r.parameters,
  status: r.status as ReportRun['status'],
  processed: r.processed,
  total: r.total,
  filename: r.filename,
  size_bytes: r.size_bytes,
  error: r.error,
  created_at: r.created_at,
  finished_at: r.finished_at,
});

/** The period a scheduled delivery covers: the day, week (7 days) or month just past, ending yesterday. */
export function schedulePeriod(frequency: string, now = new Date()) {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const y = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
  if (frequency === 'daily') return { startDate: day(y), endDate: day(y) };
  if (frequency === 'weekly')
    return {
      startDate: day(new Date(Date.UTC(y.getUTCFullYear(), y.getUTCMonth(), y.getUTCDate() - 6))),
      endDate: day(y),
    };
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  return { startDate: day(first), endDate: day(last) };
}

/** When a schedule runs next: 06:00 UTC the next day, next Monday or the 1st of next month. */
export function nextRunAt(frequency: string, now = new Date()): string {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 6));
  if (frequency === 'daily') {
    if (at <= now) at.setUTCDate(at.getUTCDate() + 1);
  } else if (frequency === 'weekly') {
    at.setUTCDate(at.getUTCDate() + ((8 - at.getUTCDay()) % 7));
    if (at <= now) at.setUTCDate(at.getUTCDate() + 7);
  } else {
    at.setUTCDate(1);
    if (at <= now) at.setUTCMonth(at.getUTCMonth() + 1);
  }
  return at.toISOString();
}

/**
 * Exports as jobs: a run is a row (queued → running → done, failed or cancelled) with its progress; the worker renders
 * the file to a temporary file from the cursor and stores it (storage `putFile`), so a killed process leaves the run
 * `running`, and the sweep runs it again from the start (nothing was stored, nothing is done twice).
 */
export function createReportRunsService(
  database: Database,
  reports: ReportsService,
  storage: Storage,
  jobs: Jobs,
  mailer: Mailer,
  log: Log,
) {
  const scoped = <T>(partner: string, fn: (tx: Executor) => Promise<T>) => database.scoped([partner], fn);

  async function create(
    actor: Actor,
    partner: string,
    input: ReportRunInput,
    lang: Lang,
    extra: { deliver_to?: string; schedule_guid?: string } = {},
  ) {
    const def = await reports.definitionFor(partner, input.report);
    const req = reports.requestOf(def, partner, input, lang);
    const parameters: Record<string, string> = {};
    if (req.start) parameters.startDate = req.start;
    if (req.end) parameters.endDate = req.end;
    if (req.approved) parameters.status = 'Approved';
    const row = await scoped(partner, async (tx) => {
      const [r] = await repo.insertRun(tx, {
        partner_guid: partner,
        guid: uuidv7(),
        user_sub: actor.sub,
        report: input.report,
        title: def.title[lang],
        type: input.type,
        language: lang,
        parameters,
        deliver_to: extra.deliver_to ?? null,
        schedule_guid: extra.schedule_guid ?? null,
      });
      await audit(tx, actor, {
        partner_guid: partner,
        entity_type: 'report_run',
        entity_guid: r!.guid,
        action: 'create',
        after: { report: input.report, type: input.type, parameters },
      });
      return r!;
    });
    await jobs.send(REPORT_RUNS_QUEUE, { partner, guid: row.guid });
    return runOut(row);
  }

  async function execute(partner: string, guid: string) {
    const claimed = await scoped(partner, (tx) => repo.claimRun(tx, partner, guid));
    if (!claimed) return;
    const tmp = path.join(os.tmpdir(), `coverdesk-report-${guid}.part`);
    const abort = new AbortController();
    try {
      if (claimed.attempts > 3) throw new Error('too many attempts');
      const def = await reports.definitionFor(partner, claimed.report);
      const p = claimed.parameters;
      const req = reports.requestOf(
        def,
        partner,
        { startDate: p.startDate, endDate: p.endDate, status: p.status === 'Approved' ? 'Approved' : undefined },
        claimed.language as Lang,
      );
      const total = await reportCount(database, req);
      await scoped(partner, (tx) => repo.updateRun(tx, partner, guid, { total }));
      const type = claimed.type as FileReportType;
      const heading = await reports.headingOf(req);
      const out = fs.createWriteStream(tmp, { mode: 0o600 });
      await RENDERERS[type](database, req, heading, out, {
        signal: abort.signal,
        onProgress: async (processed) => {
          const [u] = await scoped(partner, (tx) => repo.updateRun(tx, partner, guid, { processed }));
          if (u?.status === 'cancelled') abort.abort();
        },
      });
      const filename = reports.fileName(req, type);
      const key = newKey(`reports/${partner}`, filename);
      const size = (await fs.promises.stat(tmp)).size;
      await storage.putFile(key, tmp, CONTENT_TYPES[type]);
      const done = await scoped(partner, async (tx) => {
        const current = await repo.getRun(tx, partner, guid);
        if (current?.status === 'cancelled') return null;
        const [u] = await repo.updateRun(tx, partner, guid, {
          status: 'done',
          processed: total,
          filename,
          storage_key: key,
          size_bytes: size,
          finished_at: new Date().toISOString(),
        });
        if (u?.deliver_to) {
          const fr = u.language === 'fr';
          const emailGuid = await mailer.enqueue(tx, {
            to: u.deliver_to,
            subject: fr ? `Rapport : ${u.title}` : `Report: ${u.title}`,
            text: fr
              ? `Bonjour,\n\nVoici le rapport « ${u.title} » (${Object.values(u.parameters).join(' – ')}).\n\nCoverDesk`
              : `Hello,\n\nAttached is the report "${u.title}" (${Object.values(u.parameters).join(' – ')}).\n\nCoverDesk`,
            kind: 'report_delivery',
            about_partner_guid: partner,
            meta: { partners: [partner], report_run: guid },
            attachments: [{ key, filename, content_type: CONTENT_TYPES[type] }],
          });
          return { emailGuid };
        }
        return {};
      });
      if (done?.emailGuid) await mailer.dispatch(done.emailGuid);
    } catch (err) {
      const cancelled = abort.signal.aborted;
      if (!cancelled) log.error({ err, guid }, 'report run failed');
      await scoped(partner, (tx) =>
        repo.updateRun(tx, partner, guid, {
          ...(cancelled ? {} : { status: 'failed', error: 'error_generating_report' }),
          finished_at: new Date().toISOString(),
        }),
      );
    } finally {
      await fs.promises.rm(tmp, { force: true });
    }
  }

  /** Runs what is queued (and what a stopped process left running); answers how many it ran. */
  async function runPending(limit = 20) {
    const rows = await database.system((tx) => repo.pendingRuns(tx, limit));
    for (const r of rows) await execute(r.partner_guid, r.guid);
    return rows.length;
  }

  /** Queues the runs of every due schedule and moves each schedule to its next slot (once, however many workers). */
  async function runSchedules() {
    const due = await database.system(async (tx) => {
      const rows = await repo.dueSchedules(tx, 100);
      for (const s of rows) await repo.advanceSchedule(tx, s.partner_guid, s.guid, nextRunAt(s.frequency));
      return rows;
    });
    for (const s of due) {
      const def = await reports.definitionFor(s.partner_guid, s.report).catch(() => null);
      if (!def) continue;
      const period = def.dated ? schedulePeriod(s.frequency) : {};
      await create(
        { ...SYSTEM_ACTOR, sub: s.user_sub },
        s.partner_guid,
        {
          report: s.report,
          type: s.type as FileReportType,
          ...period,
          ...(s.status === 'Approved' ? { status: 'Approved' as const } : {}),
        },
        s.language as Lang,
        { deliver_to: s.email, schedule_guid: s.guid },
      ).catch((err) => log.warn({ err, schedule: s.guid }, 'scheduled report not queued'));
    }
    return due.length;
  }

  const scheduleOut = (s: ScheduleRow): ReportSchedule => ({
    guid: s.guid,
    report: s.report,
    title: s.title,
    type: s.type as FileReportType,
    frequency: s.frequency as ReportSchedule['frequency'],
    ...(s.status === 'Approved' ? { status: 'Approved' as const } : {}),
    email: s.email,
    next_run_at: s.next_run_at,
    last_run_at: s.last_run_at,
    created_at: s.created_at,
  });

  return {
    create,
    execute,
    runPending,
    runSchedules,
    async list(partner: string, user: string, page: number, size: number) {
      const r = await scoped(partner, (tx) => repo.listRuns(tx, partner, user, page, size));
      return { items: r.items.map(runOut), count: r.count };
    },
    async get(partner: string, user: string, guid: string) {
      const r = await scoped(partner, (tx) => repo.getRun(tx, partner, guid));
      if (!r || r.user_sub !== user) throw notFound('report_not_found');
      return runOut(r);
    },
    async cancel(actor: Actor, partner: string, guid: string) {
      return scoped(partner, async (tx) => {
        const r = await repo.getRun(tx, partner, guid);
        if (!r || r.user_sub !== actor.sub) throw notFound('report_not_found');
        if (r.status !== 'queued' && r.status !== 'running') throw conflict('report_run_finished');
        const [u] = await repo.updateRun(tx, partner, guid, {
          status: 'cancelled',
          finished_at: new Date().toISOString(),
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'report_run',
          entity_guid: guid,
          action: 'cancel',
        });
        return runOut(u!);
      });
    },
    async download(partner: string, user: string, guid: string) {
      const r = await scoped(partner, (tx) => repo.getRun(tx, partner, guid));
      if (!r || r.user_sub !== user) throw notFound('report_not_found');
      if (r.status !== 'done' || !r.storage_key || !r.filename) throw conflict('report_run_not_ready');
      const s = await storage.signDownload(r.storage_key, { filename: r.filename });
      return { url: s.url, filename: r.filename, expires_at: s.expiresAt };
    },
    async schedules(partner: string, user: string) {
      const rows = await scoped(partner, (tx) => repo.listSchedules(tx, partner, user));
      return { items: rows.map(scheduleOut) };
    },
    async schedule(
      actor: Actor & { email?: string },
      partner: string,
      input: { report: string; type: FileReportType; frequency: string; status?: 'Approved'; email?: string },
      lang: Lang,
    ) {
      const email = input.email ?? actor.email;
      if (!email) throw badRequest({ email: 'schedule_email_required' });
      const def = await reports.definitionFor(partner, input.report);
      if (input.status === 'Approved' && !def.approvable) throw badRequest({ status: 'report_not_approvable' });
      return scoped(partner, async (tx) => {
        const [s] = await repo.insertSchedule(tx, {
          partner_guid: partner,
          guid: uuidv7(),
          user_sub: actor.sub,
          email,
          language: lang,
          report: input.report,
          title: def.title[lang],
          type: input.type,
          frequency: input.frequency,
          status: input.status ?? null,
          next_run_at: nextRunAt(input.frequency),
        });
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'report_schedule',
          entity_guid: s!.guid,
          action: 'create',
          after: { ...input, email },
        });
        return scheduleOut(s!);
      });
    },
    async unschedule(actor: Actor, partner: string, guid: string) {
      await scoped(partner, async (tx) => {
        const [s] = await repo.deleteSchedule(tx, partner, actor.sub, guid);
        if (!s) throw notFound('report_not_found');
        await audit(tx, actor, {
          partner_guid: partner,
          entity_type: 'report_schedule',
          entity_guid: guid,
          action: 'delete',
          before: scheduleOut(s),
        });
      });
    },
  };
}
export type ReportRunsService = ReturnType<typeof createReportRunsService>;
