import { bigint, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { partnerOwned, ts } from '../../platform/db/columns.ts';

/** Report exports run as jobs (migration 0019): progress, the stored file, and the user who asked. */
export const reportRuns = pgTable(
  'report_runs',
  {
    ...partnerOwned(),
    user_sub: text().notNull(),
    report: text().notNull(),
    title: text().notNull(),
    type: text().notNull(),
    language: text().notNull(),
    parameters: jsonb().$type<Record<string, string>>().notNull().default({}),
    status: text().notNull().default('queued'),
    processed: integer().notNull().default(0),
    total: integer(),
    attempts: integer().notNull().default(0),
    filename: text(),
    storage_key: text(),
    size_bytes: bigint({ mode: 'number' }),
    error: text(),
    /** Email the file to this address when done (scheduled delivery). */
    deliver_to: text(),
    schedule_guid: uuid(),
    started_at: ts(),
    finished_at: ts(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid], name: 'report_runs_pk' }),
    index('report_runs_user_idx').on(t.partner_guid, t.user_sub, t.created_at),
  ],
);

/** Custom reports (saved with the query builder) and report-engine uploads: one dataset, columns, filters, sums. */
export const customReports = pgTable(
  'custom_reports',
  {
    ...partnerOwned(),
    origin: text().notNull().default('custom'),
    name: text().notNull(),
    description: text(),
    dataset: text().notNull(),
    columns: jsonb().$type<string[]>().notNull(),
    filters: jsonb().$type<{ field: string; op: string; value: unknown }[]>().notNull().default([]),
    group_by: jsonb().$type<string[]>().notNull().default([]),
    sums: jsonb().$type<string[]>().notNull().default([]),
    created_by: text(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid], name: 'custom_reports_pk' }),
    index('custom_reports_list_idx').on(t.partner_guid, t.origin, t.updated_at),
  ],
);

/** A user's scheduled delivery of a report by email (daily, weekly or monthly, for the period just past). */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    ...partnerOwned(),
    user_sub: text().notNull(),
    email: text().notNull(),
    language: text().notNull(),
    report: text().notNull(),
    title: text().notNull(),
    type: text().notNull(),
    frequency: text().notNull(),
    status: text(),
    next_run_at: ts().notNull(),
    last_run_at: ts(),
  },
  (t) => [
    primaryKey({ columns: [t.partner_guid, t.guid], name: 'report_schedules_pk' }),
    index('report_schedules_user_idx').on(t.partner_guid, t.user_sub),
  ],
);
