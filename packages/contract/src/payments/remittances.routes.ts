import { defineImportRoutes } from '../common/imports.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import { remittance, remittancesQuery } from './remittances.schemas.ts';

/**
 * Remittance files on the import engine (SPEC §7 `POST remittance/add_bulk_remittances`, multipart), with the engine's
 * template, signed URL, batches, rows, error file and cancel under `/api/remittances/batches`.
 */
export const remittanceImportRoutes = defineImportRoutes(
  '/api/remittances/batches',
  { read: 'payments.read', write: 'payments.write' },
  'remittance',
  { uploadRemittances: '/api/remittance/add_bulk_remittances' },
);

export const remittancesRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/remittances',
    summary: 'Remittances recorded, newest first, each against what was collected over its period',
    scope: 'partner',
    permission: 'payments.read',
    query: remittancesQuery,
    response: paged(remittance),
  },
});
