import { defineImportRoutes } from '../common/imports.ts';

/**
 * Bulk payments (SPEC §7): `POST/GET bulk_payments`, `bulk_payments/{batch_guid}/transactions`,
 * `bulk_payments/upload/signed_url`, and the multipart `premiums/add_bulk_non_bundled_payments` (normal premiums) and
 * `premiums/add_bulk_bundle_payment` (bundles). Everything else is the import engine's route table.
 */
export const bulkPaymentsRoutes = defineImportRoutes(
  '/api/bulk_payments',
  { read: 'payments.read', write: 'payments.write' },
  'bulk payment',
  {
    uploadNonBundled: '/api/premiums/add_bulk_non_bundled_payments',
    uploadBundle: '/api/premiums/add_bulk_bundle_payment',
  },
);
