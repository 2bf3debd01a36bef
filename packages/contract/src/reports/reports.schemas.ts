import { z } from 'zod';
import { emailAddress, guid, INT4_MAX, isoDate, isoDateTime, requiredText } from '../common/ids.ts';
import { pageParam, sizeParam } from '../common/paging.ts';

/** Reports of SPEC §7 that take a period (`startDate`, `endDate`). */
export const DATED_REPORTS = [
  'premium_received_report',
  'payment_received_report',
  'daily_stats_report',
  'all_created_policies',
  'claim_finalisation_report',
  'registered_customers',
  'preauthorization',
  'death-claim-report',
  'hospital-claim-report',
  'reimbursement',
  'refunds_report',
  'vas_agents',
  'web_agents',
  'claims_paid_report',
  'claim_notification_report',
  'claims_register',
  'premium_register',
  // Debit orders and group schemes (SPEC §1, §2 domains; the §7 list predates them).
  'debit_order_collections',
  'group_premiums',
] as const;
/** Reports of SPEC §7 that take the type only: they show the state of today. */
export const UNDATED_REPORTS = [
  'claims_payable_report',
  'policy_suspended',
  'all_open_claims_report',
  'premium_due',
  'debit_order_mandates',
  'group_members',
] as const;
export const REPORT_NAMES = [...DATED_REPORTS, ...UNDATED_REPORTS] as const;
export type ReportName = (typeof REPORT_NAMES)[number];
export const reportName = z.enum(REPORT_NAMES);
/** Reports limited to the previous 3 months (SPEC §5, §9). */
export const PREMIUM_WINDOW_REPORTS: readonly ReportName[] = ['premium_received_report', 'premium_register'];

/** `type` of a report call: the screen's JSON page or a file. */
export const REPORT_TYPES = ['json', 'csv', 'xlsx', 'pdf'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
export const FILE_REPORT_TYPES = ['csv', 'xlsx', 'pdf'] as const;
export type FileReportType = (typeof FILE_REPORT_TYPES)[number];
/**
 * SPEC §7 names the spreadsheet export `xls`: it is accepted wherever a file type is, and means the XLSX workbook,
 * served as what it is (`.xlsx`, the XLSX content type): an `.xls` name on an XLSX file makes Excel warn that the
 * format and the extension do not match. Input only: answers always say `xlsx`.
 */
export const SPREADSHEET_ALIAS = 'xls';
const xlsAsXlsx = <T extends string>(t: T | typeof SPREADSHEET_ALIAS) =>
  (t === SPREADSHEET_ALIAS ? 'xlsx' : t) as Exclude<T, typeof SPREADSHEET_ALIAS>;
/** A report call's `type` as sent: the REPORT_TYPES or `xls` (read as `xlsx`). */
export const reportTypeInput = z.enum([...REPORT_TYPES, SPREADSHEET_ALIAS]).transform(xlsAsXlsx);
/** An export's file type as sent: the FILE_REPORT_TYPES or `xls` (read as `xlsx`). */
export const fileReportTypeInput = z.enum([...FILE_REPORT_TYPES, SPREADSHEET_ALIAS]).transform(xlsAsXlsx);
/** A report's screen counts its rows up to this many; past it the screen says "more than" (files are not capped). */
export const REPORT_COUNT_CAP = 10_000;
export const REPORT_COLUMN_TYPES = ['text', 'number', 'money', 'date', 'datetime'] as const;
export type ReportColumnType = (typeof REPORT_COLUMN_TYPES)[number];

/** A report's period bound: a real day PostgreSQL and the period's day after can both hold. */
export const reportDate = isoDate.refine((d) => d >= '1900-01-01' && d <= '9998-12-31', { message: 'date' });

/** `status=Approved` narrows a claim report to approved claims (SPEC §4). */
export const REPORT_QUERY_STATUSES = ['Approved'] as const;

export const reportParameters = z.object({
  type: reportTypeInput,
  startDate: reportDate.optional(),
  endDate: reportDate.optional(),
  status: z.enum(REPORT_QUERY_STATUSES).optional(),
});
export type ReportParameters = z.infer<typeof reportParameters>;
export const reportQuery = reportParameters.extend({ page: pageParam(), size: sizeParam(500, 25) });
export type ReportQuery = z.infer<typeof reportQuery>;

export const reportColumn = z.object({ key: z.string(), label: z.string(), type: z.enum(REPORT_COLUMN_TYPES) });
export type ReportColumn = z.infer<typeof reportColumn>;
export const reportCell = z.union([z.string(), z.number(), z.boolean(), z.null()]);
/** One page of a report on screen. */
export const reportTable = z.object({
  name: z.string(),
  title: z.string(),
  columns: z.array(reportColumn),
  items: z.array(z.record(z.string(), reportCell)),
  count: z.number().int().max(INT4_MAX),
  /** The report has more than `REPORT_COUNT_CAP` rows: `count` is that cap, not the total (files hold every row). */
  more: z.boolean(),
  currency_code: z.string().nullable(),
});
export type ReportTable = z.infer<typeof reportTable>;

/** What the report list screen shows of each built-in report. */
export const reportInfo = z.object({
  name: z.string(),
  title: z.string(),
  description: z.string(),
  dated: z.boolean(),
  approvable: z.boolean(),
  premium_window_months: z.number().int().nullable(),
  group: z.enum(['premiums', 'policies', 'customers', 'claims', 'agents', 'debit_orders', 'groups']),
});
export const reportCatalogue = z.object({ items: z.array(reportInfo) });

// ---- Runs (exports as jobs) --------------------------------------------------------------------------------------

export const REPORT_RUN_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export const reportRunInput = z.object({
  /** A built-in report name, or `custom:<guid>` for a saved custom report. */
  report: requiredText(60),
  type: fileReportTypeInput,
  startDate: reportDate.optional(),
  endDate: reportDate.optional(),
  status: z.enum(REPORT_QUERY_STATUSES).optional(),
});
export type ReportRunInput = z.infer<typeof reportRunInput>;
export const reportRun = z.object({
  guid,
  report: z.string(),
  title: z.string(),
  type: z.enum(FILE_REPORT_TYPES),
  parameters: z.record(z.string(), z.string()),
  status: z.enum(REPORT_RUN_STATUSES),
  processed: z.number().int(),
  total: z.number().int().nullable(),
  filename: z.string().nullable(),
  size_bytes: z.number().int().nullable(),
  error: z.string().nullable(),
  created_at: isoDateTime,
  finished_at: isoDateTime.nullable(),
});
export type ReportRun = z.infer<typeof reportRun>;
export const reportRunList = z.object({ items: z.array(reportRun), count: z.number().int().max(INT4_MAX) });
export const reportRunDownload = z.object({ url: z.string(), filename: z.string(), expires_at: isoDateTime });

// ---- Custom reports ----------------------------------------------------------------------------------------------

export const CUSTOM_DATASETS = ['customers', 'policies', 'payments', 'claims', 'payouts', 'preauthorizations'] as const;
export type CustomDataset = (typeof CUSTOM_DATASETS)[number];
export const FILTER_OPERATORS = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'contains', 'in'] as const;
const fieldKey = z.string().regex(/^[a-z][a-z0-9_]{0,40}$/, 'invalid_value');
export const customFilter = z.object({
  field: fieldKey,
  op: z.enum(FILTER_OPERATORS),
  value: z.union([z.string().max(200), z.number(), z.boolean(), z.array(z.string().max(200)).max(50)]),
});
export const customReportInput = z.object({
  name: requiredText(120),
  description: z.string().max(500).optional(),
  dataset: z.enum(CUSTOM_DATASETS),
  columns: z.array(fieldKey).min(1).max(30),
  filters: z.array(customFilter).max(20).default([]),
  group_by: z.array(fieldKey).max(5).default([]),
  sums: z.array(fieldKey).max(10).default([]),
});
export type CustomReportInput = z.infer<typeof customReportInput>;
export const customReport = customReportInput.extend({
  guid,
  id: guid,
  origin: z.enum(['custom', 'engine']),
  created_by: z.string().nullable(),
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type CustomReport = z.infer<typeof customReport>;
export const customReportList = z.object({ items: z.array(customReport), count: z.number().int().max(INT4_MAX) });

export const datasetField = z.object({
  key: z.string(),
  label: z.string(),
  type: z.enum(REPORT_COLUMN_TYPES),
  summable: z.boolean(),
  /** The period filter of `generate` applies to this field. */
  period: z.boolean(),
});
export const datasetInfo = z.object({
  name: z.enum(CUSTOM_DATASETS),
  label: z.string(),
  fields: z.array(datasetField),
});
export const datasetList = z.object({ items: z.array(datasetInfo) });

// ---- Schedules ---------------------------------------------------------------------------------------------------

export const SCHEDULE_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const;
export const reportScheduleInput = z.object({
  report: requiredText(60),
  type: fileReportTypeInput,
  frequency: z.enum(SCHEDULE_FREQUENCIES),
  status: z.enum(REPORT_QUERY_STATUSES).optional(),
  /** Where to send it; the signed-in user's own email when omitted. */
  email: emailAddress.optional(),
});
export const reportSchedule = reportScheduleInput.extend({
  type: z.enum(FILE_REPORT_TYPES),
  guid,
  title: z.string(),
  email: z.string(),
  next_run_at: isoDateTime,
  last_run_at: isoDateTime.nullable(),
  created_at: isoDateTime,
});
export type ReportSchedule = z.infer<typeof reportSchedule>;
export const reportScheduleList = z.object({ items: z.array(reportSchedule) });

// ---- Dashboards ---------------------------------------------------------------------------------------------------

export const biQuery = z.object({ startDate: reportDate, endDate: reportDate });
const point = z.object({ period: z.string(), value: z.number() });
export const biDashboard = z.object({
  currency_code: z.string().nullable(),
  policies_sold: z.array(point),
  premiums_collected_cents: z.array(point),
  claims_by_status: z.array(z.object({ status: z.string(), count: z.number().int() })),
  claims_paid_cents: z.array(point),
  payouts: z.array(z.object({ status: z.string(), count: z.number().int(), amount_cents: z.number().int() })),
  totals: z.object({
    policies_sold: z.number().int(),
    premiums_cents: z.number().int(),
    claims_paid_cents: z.number().int(),
    loss_ratio: z.number().nullable(),
  }),
  /** A signed Metabase embedding URL when Metabase is configured (partner locked in the token). */
  metabase_url: z.string().nullable(),
});
export type BiDashboard = z.infer<typeof biDashboard>;
export const internalDashboard = z.object({
  queues: z.array(
    z.object({ queue: z.string(), waiting: z.number().int(), running: z.number().int(), failed: z.number().int() }),
  ),
  email_outbox: z.array(z.object({ status: z.string(), count: z.number().int() })),
  sms_outbox: z.array(z.object({ status: z.string(), count: z.number().int() })),
  failed_payouts: z.number().int(),
  batches_in_progress: z.array(
    z.object({
      kind: z.string(),
      guid: z.string(),
      status: z.string(),
      processed: z.number(),
      total: z.number().nullable(),
    }),
  ),
});
export type InternalDashboard = z.infer<typeof internalDashboard>;
