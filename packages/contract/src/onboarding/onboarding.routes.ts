import { z } from 'zod';
import { defineImportRoutes, importBatch, importRow } from '../common/imports.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import { signedUpload } from '../common/uploads.ts';
import { failedEntriesQuery, onboardingBatchesQuery } from './onboarding.schemas.ts';

/**
 * Bulk policy onboarding on the import engine (SPEC §7): `POST bulk-policy-onboarding` (and its `api/` twin: one path
 * here, as every call) starts a batch from a signed-URL upload; the engine's table gives the rest.
 */
export const onboardingImportRoutes = defineImportRoutes(
  '/api/bulk-policy-onboarding',
  { read: 'onboarding.read', write: 'onboarding.write' },
  'onboarding',
);

/** The spec's own names for the engine's list, failed rows and signed URL. */
export const onboardingRoutes = defineRoutes({
  batches: {
    method: 'GET',
    path: '/api/bulk-policy-onboarding/batches',
    summary: 'Onboarding batches, newest first (page, page_size)',
    scope: 'partner',
    permission: 'onboarding.read',
    query: onboardingBatchesQuery,
    response: paged(importBatch),
  },
  failedEntries: {
    method: 'GET',
    path: '/api/failed_batch_entries',
    summary: 'The rows of an onboarding batch that were not onboarded, with the reason (batch_guid, page, page_size)',
    scope: 'partner',
    permission: 'onboarding.read',
    query: failedEntriesQuery,
    response: paged(importRow),
  },
  signedUrl: {
    method: 'GET',
    path: '/api/bulk-policy-onboarding/signed_url',
    summary: 'A signed URL to upload an onboarding file (CSV or XLSX)',
    scope: 'partner',
    permission: 'onboarding.write',
    query: z.object({ filename: z.string().min(1).max(200) }),
    response: signedUpload,
  },
});
