import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { defineImportRoutes } from '../common/imports.ts';
import { defineRoutes } from '../common/route.ts';
import { loyaltyRun, loyaltySettings, loyaltySettingsInput } from './loyalty.schemas.ts';

/**
 * Loyalty files on the import engine (SPEC §7): base path `api/loyaltyrenewal` (signed URL at
 * `loyaltyrenewal/upload/signed_url`), the multipart eligibility upload `loyalty_eligibility/local_upload_csv`, and
 * `loyalty_eligibility/renew_loyalty`, which starts a renewal from a file uploaded to the signed URL.
 */
export const loyaltyImportRoutes = defineImportRoutes(
  '/api/loyaltyrenewal',
  { read: 'loyalty.read', write: 'loyalty.write' },
  'loyalty',
  { uploadEligibility: '/api/loyalty_eligibility/local_upload_csv' },
  { renew: '/api/loyalty_eligibility/renew_loyalty' },
);

const batchParams = z.object({ batch_guid: guid });

/** The partner's loyalty settings and what a run did, with its undo. */
export const loyaltyRoutes = defineRoutes({
  settings: {
    method: 'GET',
    path: '/api/loyaltyrenewal/settings',
    summary: 'The partner’s loyalty settings (product, spend threshold, period)',
    scope: 'partner',
    permission: 'loyalty.read',
    response: loyaltySettings,
  },
  saveSettings: {
    method: 'PUT',
    path: '/api/loyaltyrenewal/settings',
    summary: 'Set the partner’s loyalty product, spend threshold and period',
    scope: 'partner',
    permission: 'loyalty.write',
    body: loyaltySettingsInput,
    response: loyaltySettings,
  },
  run: {
    method: 'GET',
    path: '/api/loyaltyrenewal/:batch_guid/run',
    summary: 'What a loyalty run granted and renewed, and whether it was undone',
    scope: 'partner',
    permission: 'loyalty.read',
    params: batchParams,
    response: loyaltyRun,
  },
  undo: {
    method: 'POST',
    path: '/api/loyaltyrenewal/:batch_guid/undo',
    summary: 'Undo a completed loyalty run: granted policies are cancelled, renewed ones get their old end back',
    scope: 'partner',
    permission: 'loyalty.write',
    params: batchParams,
    response: loyaltyRun,
  },
});
