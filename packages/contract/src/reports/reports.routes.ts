import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { pageQuery } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import {
  biDashboard,
  biQuery,
  customReport,
  customReportInput,
  customReportList,
  datasetList,
  internalDashboard,
  reportCatalogue,
  reportQuery,
  reportRun,
  reportRunDownload,
  reportRunInput,
  reportRunList,
  reportSchedule,
  reportScheduleInput,
  reportScheduleList,
  reportTable,
} from './reports.schemas.ts';

const read = { scope: 'partner', permission: 'reports.read' } as const;
const manage = { scope: 'partner', permission: 'reports.manage' } as const;

/**
 * SPEC §7 "Reports". `GET /api/reports/{name}` answers a page (`type=json`) or streams the file (`type=csv|xlsx|pdf`);
 * exports as jobs are `report-runs`. Custom reports share the `/api/reports` prefix: their ids are uuids, report
 * names never are.
 */
export const reportsRoutes = defineRoutes({
  catalogue: {
    method: 'GET',
    path: '/api/report-catalogue',
    summary: 'The built-in reports with their parameters',
    ...read,
    response: reportCatalogue,
  },
  datasets: {
    method: 'GET',
    path: '/api/report-datasets',
    summary: 'The datasets and fields a custom report may use',
    ...read,
    response: datasetList,
  },
  report: {
    method: 'GET',
    path: '/api/reports/:name',
    summary: 'Run a built-in report (type, startDate, endDate, status=Approved): a page or a streamed file',
    ...read,
    params: z.object({ name: z.string().max(60) }),
    query: reportQuery,
    response: reportTable,
    /** The premium reports' period starts more than 3 months back (SPEC §5). */
    errors: [422],
  },
  listCustom: {
    method: 'GET',
    path: '/api/reports',
    summary: 'Custom reports of the partner',
    ...read,
    query: pageQuery,
    response: customReportList,
  },
  createCustom: {
    method: 'POST',
    path: '/api/reports',
    summary: 'Save a custom report (dataset, columns, filters, grouping, sums)',
    ...manage,
    body: customReportInput,
    response: customReport,
    status: 201,
  },
  updateCustom: {
    method: 'PUT',
    path: '/api/reports/:id',
    summary: 'Replace a custom report',
    ...manage,
    params: z.object({ id: guid }),
    body: customReportInput,
    response: customReport,
  },
  removeCustom: {
    method: 'DELETE',
    path: '/api/reports/:id',
    summary: 'Delete a custom report',
    ...manage,
    params: z.object({ id: guid }),
    status: 204,
  },
  generateCustom: {
    method: 'GET',
    path: '/api/reports/:id/generate',
    summary: 'Generate a custom report (type, optional startDate and endDate on its period field)',
    ...read,
    params: z.object({ id: guid }),
    query: reportQuery,
    response: reportTable,
  },
  runs: {
    method: 'GET',
    path: '/api/report-runs',
    summary: "The signed-in user's exports, newest first",
    ...read,
    query: pageQuery,
    response: reportRunList,
  },
  createRun: {
    method: 'POST',
    path: '/api/report-runs',
    summary: 'Export a report as a job (answers at once; progress and the file come with the run)',
    ...read,
    body: reportRunInput,
    response: reportRun,
    status: 202,
  },
  getRun: {
    method: 'GET',
    path: '/api/report-runs/:guid',
    summary: 'One export with its progress',
    ...read,
    params: z.object({ guid }),
    response: reportRun,
  },
  cancelRun: {
    method: 'POST',
    path: '/api/report-runs/:guid/cancel',
    summary: 'Stop an export that is queued or running',
    ...read,
    params: z.object({ guid }),
    response: reportRun,
  },
  downloadRun: {
    method: 'GET',
    path: '/api/report-runs/:guid/download',
    summary: 'A signed link to the file of a finished export',
    ...read,
    params: z.object({ guid }),
    response: reportRunDownload,
    /** The export has not finished (or failed, or was stopped): no file yet. */
    errors: [409],
  },
  schedules: {
    method: 'GET',
    path: '/api/report-schedules',
    summary: "The signed-in user's scheduled deliveries",
    ...read,
    response: reportScheduleList,
  },
  createSchedule: {
    method: 'POST',
    path: '/api/report-schedules',
    summary: 'Email a report daily, weekly or monthly (the period just past, the file attached)',
    ...read,
    body: reportScheduleInput,
    response: reportSchedule,
    status: 201,
  },
  removeSchedule: {
    method: 'DELETE',
    path: '/api/report-schedules/:guid',
    summary: 'Stop a scheduled delivery',
    ...read,
    params: z.object({ guid }),
    status: 204,
  },
  bi: {
    method: 'GET',
    path: '/api/dashboard/bi',
    summary: "The BI dashboard's figures over a period for the selected partner (and a Metabase embed when set)",
    ...read,
    query: biQuery,
    response: biDashboard,
  },
  internal: {
    method: 'GET',
    path: '/api/dashboard/internal',
    summary: 'Internal dashboard: job queues, outboxes, failed payouts, batches in progress',
    scope: 'partner',
    permission: 'internal.read',
    response: internalDashboard,
  },
});

/** The separate report engine of SPEC §7 (DESIGN: under `/report-engine/`), on the same definitions and renderers. */
export const reportEngineRoutes = defineRoutes({
  upload: {
    method: 'POST',
    path: '/report-engine/upload',
    summary: 'Upload a report definition file (JSON: name, dataset, columns, filters, group_by, sums)',
    ...manage,
    body: customReportInput,
    response: customReport,
    status: 201,
  },
  report: {
    method: 'GET',
    path: '/report-engine/report',
    summary: 'Render an uploaded report (report_id, type, optional startDate and endDate)',
    ...read,
    query: reportQuery.extend({ report_id: guid }),
    response: reportTable,
  },
  reports: {
    method: 'GET',
    path: '/report-engine/reports',
    summary: 'Uploaded report definitions',
    ...read,
    query: pageQuery,
    response: customReportList,
  },
});
