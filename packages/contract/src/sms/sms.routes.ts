import { z } from 'zod';
import { guid, requiredText } from '../common/ids.ts';
import { paged, pageQuery } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import { signedUpload } from '../common/uploads.ts';
import {
  smsBatch,
  smsBatchCreate,
  smsBatchesQuery,
  smsBatchInvalidRow,
  smsBatchProgress,
  smsBulkCustomers,
  smsBulkPreview,
  smsFileHead,
  smsFileHeadQuery,
} from './sms-batches.schemas.ts';
import { smsTemplate, smsTemplateInput, smsTemplateMetadata, smsTemplatesQuery } from './sms-templates.schemas.ts';

const idParam = z.object({ id: guid });
const tRead = { scope: 'partner', permission: 'templates.read' } as const;
const tManage = { scope: 'partner', permission: 'templates.manage' } as const;
const bRead = { scope: 'partner', permission: 'sms.read' } as const;
const bWrite = { scope: 'partner', permission: 'sms.write' } as const;

/** SMS templates (SPEC §7): `GET, POST, PUT, DELETE /api/sms_templates`, `GET /api/metadata/sms_template`. */
export const smsTemplatesRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/sms_templates',
    summary: "The partner's SMS templates (system-generated ones included)",
    ...tRead,
    query: smsTemplatesQuery,
    response: z.array(smsTemplate),
  },
  create: {
    method: 'POST',
    path: '/api/sms_templates',
    summary: 'Create an SMS template (parameters match the %s markers; not beyond the maximum segments)',
    ...tManage,
    body: smsTemplateInput,
    response: smsTemplate,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/sms_templates/:guid',
    summary: 'Replace an SMS template (system-generated ones are read-only)',
    ...tManage,
    params: z.object({ guid }),
    body: smsTemplateInput,
    response: smsTemplate,
  },
  remove: {
    method: 'DELETE',
    path: '/api/sms_templates/:guid',
    summary: 'Delete an SMS template (system-generated ones are read-only)',
    ...tManage,
    params: z.object({ guid }),
    status: 204,
  },
  metadata: {
    method: 'GET',
    path: '/api/metadata/sms_template',
    summary: 'Languages, parameters, segment sizes and the partner maximum segments of an SMS',
    ...tRead,
    response: smsTemplateMetadata,
  },
});

/**
 * SMS batches (SPEC §7): `GET sms_batch/upload` (signed URL), `POST sms_batch`, `GET sms_batch/{id}`,
 * `GET sms_batch/progress/{id}`, `PUT sms_batch/interrupt/{id}`, `GET sms_batch/download/{id}`; and ours: the list,
 * the refused rows, send a validated blast, and bulk SMS to customers (preview, then create).
 */
export const smsBatchesRoutes = defineRoutes({
  upload: {
    method: 'GET',
    path: '/api/sms_batch/upload',
    summary: 'A signed URL to upload a blast file (CSV or XLSX)',
    ...bWrite,
    query: z.object({ filename: requiredText(200) }),
    response: signedUpload,
  },
  fileHead: {
    method: 'GET',
    path: '/api/sms_batch/file_head',
    summary: 'The header and first rows of an uploaded blast file (to choose its columns with a preview)',
    ...bWrite,
    query: smsFileHeadQuery,
    response: smsFileHead,
  },
  create: {
    method: 'POST',
    path: '/api/sms_batch',
    summary: 'Start a blast from an uploaded file: a job validates it (counts, preview); then send it',
    ...bWrite,
    body: smsBatchCreate,
    response: smsBatch,
    status: 202,
  },
  list: {
    method: 'GET',
    path: '/api/sms_batch',
    summary: 'SMS batches, newest first',
    ...bRead,
    query: smsBatchesQuery,
    response: paged(smsBatch),
  },
  get: {
    method: 'GET',
    path: '/api/sms_batch/:id',
    summary: 'An SMS batch: counts, segments, preview and state',
    ...bRead,
    params: idParam,
    response: smsBatch,
  },
  progress: {
    method: 'GET',
    path: '/api/sms_batch/progress/:id',
    summary: 'Progress of an SMS batch (validating, queueing, sending)',
    ...bRead,
    params: idParam,
    response: smsBatchProgress,
  },
  invalid: {
    method: 'GET',
    path: '/api/sms_batch/:id/invalid',
    summary: 'The refused rows of a blast file with their reason (paged)',
    ...bRead,
    params: idParam,
    query: pageQuery,
    response: paged(smsBatchInvalidRow),
  },
  send: {
    method: 'POST',
    path: '/api/sms_batch/:id/send',
    summary: 'Send a validated blast (at its scheduled time, if any)',
    ...bWrite,
    params: idParam,
    response: smsBatch,
    status: 202,
  },
  interrupt: {
    method: 'PUT',
    path: '/api/sms_batch/interrupt/:id',
    summary: 'Stop a batch: messages already handed to the gateway still go out, no new ones start',
    ...bWrite,
    params: idParam,
    response: smsBatch,
  },
  download: {
    method: 'GET',
    path: '/api/sms_batch/download/:id',
    summary: 'Per-recipient status of a batch as CSV (refused rows included with their reason)',
    ...bRead,
    params: idParam,
  },
  previewCustomers: {
    method: 'POST',
    path: '/api/sms_batch/customers/preview',
    summary: 'How many customers a bulk SMS reaches, what it costs in segments, and its first messages',
    ...bWrite,
    body: smsBulkCustomers,
    response: smsBulkPreview,
  },
  createCustomers: {
    method: 'POST',
    path: '/api/sms_batch/customers',
    summary: 'Send a bulk SMS to chosen customers as a batch (same progress and stop as a blast)',
    ...bWrite,
    body: smsBulkCustomers,
    response: smsBatch,
    status: 202,
  },
});
