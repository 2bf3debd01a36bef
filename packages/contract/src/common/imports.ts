import { z } from 'zod';
import type { Permission } from '../permissions.ts';
import { guid, isoDateTime } from './ids.ts';
import { paged, pageQuery } from './paging.ts';
import { defineRoutes } from './route.ts';
import { signedUpload } from './uploads.ts';

/**
 * The import engine's shapes (server: `platform/imports`): every file of rows (bulk payments, remittances, SMS blasts,
 * loyalty, group members, onboarding, bank answers) is one batch, read by a job, whose rows are listed with a reason.
 */
export const IMPORT_MAX_BYTES = 200 * 1024 * 1024;
/** CSV (any of `, ; tab |` as delimiter, UTF-8 with or without BOM, or Excel's Windows-1252) and XLSX (first sheet). */
export const IMPORT_CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** queued → running → completed | failed | cancelled. A dry run completes without writing. */
export const IMPORT_BATCH_STATUSES = ['queued', 'running', 'completed', 'failed', 'cancelled'] as const;
export type ImportBatchStatus = (typeof IMPORT_BATCH_STATUSES)[number];
/** What the running job does: reading the file, checking rows against what is recorded, applying them. */
export const IMPORT_STEPS = ['queued', 'reading', 'checking', 'applying', 'done'] as const;
/**
 * A row's outcome: `valid` (read, not applied yet), `invalid` (its reason names the fields), `duplicate` (its key
 * appeared on an earlier line of the file), `already` (its key is already recorded: skipped, never twice), `applied`,
 * `failed` (a business rule refused it, e.g. unknown policy).
 */
export const IMPORT_ROW_STATUSES = ['valid', 'invalid', 'duplicate', 'already', 'applied', 'failed'] as const;
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number];
/** The rows to fix: what the error file holds. */
export const IMPORT_PROBLEM_STATUSES: readonly ImportRowStatus[] = ['invalid', 'duplicate', 'failed'];

/**
 * Named steps with counts, for imports that show more than reading and applying (e.g. loyalty's reading, formatting,
 * dropping duplicates, consolidating, allocating, backup, reporting). `pending` → `running` → `done`; `skipped` when
 * a dry run stops before it; `failed` when the batch fails in it. `detail` breaks a count down (e.g. granted, renewed).
 */
export const IMPORT_STAGE_STATUSES = ['pending', 'running', 'done', 'skipped', 'failed'] as const;
export const importStage = z.object({
  name: z.string(),
  status: z.enum(IMPORT_STAGE_STATUSES),
  count: z.number().int().nullable(),
  detail: z.record(z.string(), z.number().int()).optional(),
});
export type ImportStage = z.infer<typeof importStage>;

export const importBatch = z.object({
  guid,
  kind: z.string(),
  filename: z.string(),
  file_type: z.string(),
  dry_run: z.boolean(),
  status: z.enum(IMPORT_BATCH_STATUSES),
  step: z.enum(IMPORT_STEPS),
  total: z.number().int(),
  processed: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  duplicates: z.number().int(),
  already: z.number().int(),
  applied: z.number().int(),
  failed: z.number().int(),
  /** Why the whole batch failed, in the request's language (e.g. the missing columns), else null. */
  error: z.string().nullable(),
  options: z.record(z.string(), z.unknown()),
  created_by: z.string().nullable(),
  created_at: isoDateTime,
  finished_at: isoDateTime.nullable(),
  /** The import's named steps, when it has them (empty or absent otherwise). */
  stages: z.array(importStage).optional(),
});
export type ImportBatch = z.infer<typeof importBatch>;

export const importRow = z.object({
  line: z.number().int(),
  key: z.string().nullable(),
  status: z.enum(IMPORT_ROW_STATUSES),
  /** Why the row was not applied, in the request's language. */
  reason: z.string().nullable(),
  data: z.record(z.string(), z.string()),
});
export type ImportRow = z.infer<typeof importRow>;

export const importRowsQuery = pageQuery.extend({
  /** `problem` = the rows to fix (invalid, duplicate, failed). */
  status: z.enum([...IMPORT_ROW_STATUSES, 'problem']).optional(),
});
export const importStartBody = z.object({
  /** The storage key (or signed URL) answered by `…/upload/signed_url`, once the file is uploaded to it. */
  filename: z.string().min(1).max(2000),
  dry_run: z.boolean().default(false),
});
/** Multipart uploads take their options in the query: `dry_run=true`. */
export const importUploadQuery = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
});
const batchParams = z.object({ batch_guid: guid });

const uploadRoute = (path: string, permission: Permission, label: string) => ({
  method: 'POST' as const,
  path,
  summary: `Upload a ${label} file (multipart, field \`file\`); answers the batch at once, a job reads it`,
  scope: 'partner' as const,
  permission,
  query: importUploadQuery,
  response: importBatch,
  status: 202,
});

/**
 * The route table of one import domain under `base` (e.g. `/api/bulk_payments`): template, signed URL then start,
 * multipart upload, list, progress, rows (paged), error file, cancel, and apply a dry run. `uploadPaths` are extra
 * multipart paths the spec names for the same import (e.g. `premiums/add_bulk_non_bundled_payments`).
 */
export function defineImportRoutes<
  const U extends Record<string, string>,
  const S extends Record<string, string> = Record<never, string>,
>(
  base: string,
  permissions: { read: Permission; write: Permission },
  label: string,
  uploadPaths: U = {} as U,
  /** Extra paths that start a batch from a signed-URL upload (like `start`), e.g. `loyalty_eligibility/renew_loyalty`. */
  startPaths: S = {} as S,
) {
  const upload = (path: string) => uploadRoute(path, permissions.write, label);
  const extra = Object.fromEntries(Object.entries(uploadPaths).map(([name, path]) => [name, upload(path)])) as {
    [K in keyof U]: ReturnType<typeof upload>;
  };
  const starts = Object.fromEntries(
    Object.entries(startPaths).map(([name, path]) => [name, startRoute(path, permissions.write, label)]),
  ) as { [K in keyof S]: ReturnType<typeof startRoute> };
  return { ...importRouteTable(base, permissions, label, upload), ...extra, ...starts };
}

const startRoute = (path: string, permission: Permission, label: string) => ({
  method: 'POST' as const,
  path,
  summary: `Start a ${label} batch from a file uploaded to a signed URL; answers at once, a job reads it`,
  scope: 'partner' as const,
  permission,
  body: importStartBody,
  response: importBatch,
  status: 202,
});

/** The routes every import has (see `defineImportRoutes`). */
export function importRouteTable(
  base: string,
  permissions: { read: Permission; write: Permission },
  label: string,
  upload: (path: string) => ReturnType<typeof uploadRoute>,
) {
  return defineRoutes({
    template: {
      method: 'GET',
      path: `${base}/template`,
      summary: `The ${label} file template (CSV header row)`,
      scope: 'partner',
      permission: permissions.read,
    },
    signedUrl: {
      method: 'GET',
      path: `${base}/upload/signed_url`,
      summary: `A signed URL to upload a ${label} file (CSV or XLSX)`,
      scope: 'partner',
      permission: permissions.write,
      query: z.object({ filename: z.string().min(1).max(200) }),
      response: signedUpload,
    },
    start: {
      method: 'POST',
      path: base,
      summary: `Start a ${label} batch from a file uploaded to a signed URL; answers at once, a job reads it`,
      scope: 'partner',
      permission: permissions.write,
      body: importStartBody,
      response: importBatch,
      status: 202,
    },
    upload: upload(`${base}/upload`),
    list: {
      method: 'GET',
      path: base,
      summary: `${label} batches, newest first`,
      scope: 'partner',
      permission: permissions.read,
      query: pageQuery,
      response: paged(importBatch),
    },
    get: {
      method: 'GET',
      path: `${base}/:batch_guid`,
      summary: `A ${label} batch and its progress`,
      scope: 'partner',
      permission: permissions.read,
      params: batchParams,
      response: importBatch,
    },
    rows: {
      method: 'GET',
      path: `${base}/:batch_guid/transactions`,
      summary: `The rows of a ${label} batch with their outcome and reason (paged)`,
      scope: 'partner',
      permission: permissions.read,
      params: batchParams,
      query: importRowsQuery,
      response: paged(importRow),
    },
    errorFile: {
      method: 'GET',
      path: `${base}/:batch_guid/error_file`,
      summary: `The rows to fix as CSV, with a reason column: fix them and upload the file again`,
      scope: 'partner',
      permission: permissions.read,
      params: batchParams,
    },
    cancel: {
      method: 'POST',
      path: `${base}/:batch_guid/cancel`,
      summary: `Stop a ${label} batch after its current chunk (applied rows stay applied)`,
      scope: 'partner',
      permission: permissions.write,
      params: batchParams,
      response: importBatch,
    },
    apply: {
      method: 'POST',
      path: `${base}/:batch_guid/apply`,
      summary: `Apply a completed dry run: its staged rows are applied by the job`,
      scope: 'partner',
      permission: permissions.write,
      params: batchParams,
      response: importBatch,
      status: 202,
    },
  });
}
export type ImportRoutes = ReturnType<typeof importRouteTable>;
