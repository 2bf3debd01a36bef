import type {
  SmsBatch,
  SmsBatchCreate,
  SmsBatchProgress,
  SmsBulkCustomers,
  SmsFileHead,
} from '@coverdesk/contract/sms/sms-batches.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call, download } from '../../../lib/api-client.ts';
import { putToSignedUrl } from '../../../lib/documents.ts';
import { useFollowedJob } from '../../../lib/follow-job.ts';
import { productsRoutes, smsBatchesRoutes } from '../../../lib/routes.ts';

const key = [smsBatchesRoutes.list.path];
/** A batch still moving: polled. */
export const moving = (b?: Pick<SmsBatch, 'status'>) =>
  b?.status === 'validating' || b?.status === 'sending' || b?.status === 'scheduled';

/** GET /api/sms_batch (paged). */
export function useSmsBatches(q: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useFollowedJob({
    queryKey: [...key, 'list', partner, q],
    queryFn: () => call(smsBatchesRoutes.list, { query: q }),
    enabled: Boolean(partner),
    placeholderData: keepPreviousData,
    live: (p) => p.items.some(moving),
    every: 2000,
  });
}

/** GET /api/sms_batch/{id}, followed while it moves. */
export function useSmsBatch(id: string) {
  const partner = useSelectedPartner();
  return useFollowedJob<SmsBatch>({
    queryKey: [...key, 'batch', partner, id],
    queryFn: () => call(smsBatchesRoutes.get, { params: { id } }),
    enabled: Boolean(partner && id),
    live: moving,
  });
}

/** Delivery reports are awaited this long after a batch finished (the network's come within seconds). */
export const DELIVERY_WAIT_MS = 10 * 60_000;

/** Messages handed to the network whose delivery report has not come yet (while it may still come). */
export function awaitingDelivery(p: SmsBatchProgress, finishedAt: string | null, now = Date.now()) {
  const open = p.sent - p.delivered - p.failed;
  return p.step === 'done' && open > 0 && (!finishedAt || now - Date.parse(finishedAt) < DELIVERY_WAIT_MS) ? open : 0;
}

/**
 * GET /api/sms_batch/progress/{id}: the live bar, followed on its own answer (not the batch's) until the batch is done
 * and its delivery reports are in — so "Completed" never shows beside the counts of a second before. When it turns
 * final the batch is read again (status, counts, refused rows).
 */
export function useSmsBatchProgress(id: string, finishedAt: string | null) {
  const partner = useSelectedPartner();
  const qc = useQueryClient();
  return useFollowedJob<SmsBatchProgress>({
    queryKey: [...key, 'progress', partner, id],
    queryFn: () => call(smsBatchesRoutes.progress, { params: { id } }),
    enabled: Boolean(partner && id),
    live: (p) => moving(p) || awaitingDelivery(p, finishedAt) > 0,
    onFinal: () => void qc.invalidateQueries({ queryKey: [...key, 'batch', partner, id] }),
  });
}

/** GET /api/sms_batch/{id}/invalid: the refused rows. */
export function useSmsBatchInvalid(id: string, q: { page: number; size: number }, version: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...key, 'invalid', partner, id, q, version],
    queryFn: () => call(smsBatchesRoutes.invalid, { params: { id }, query: q }),
    enabled: Boolean(partner && id),
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /api/sms_batch/upload, the PUT to the signed URL, then POST /api/sms_batch. `uploaded`: the file was already
 * put (an XLSX, uploaded first so the server could read its columns) — it is not sent twice.
 */
export function useCreateBlast() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: async ({
      file,
      uploaded,
      ...body
    }: Omit<SmsBatchCreate, 'filename'> & { file: File; uploaded?: string }) => {
      let filename = uploaded;
      if (!filename) {
        const signed = await call(smsBatchesRoutes.upload, { query: { filename: file.name } });
        await putToSignedUrl(signed, file);
        filename = signed.filename;
      }
      return call(smsBatchesRoutes.create, { body: { ...body, filename } });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
    meta: { silent: true },
  });
}

/**
 * An XLSX blast file's columns: the browser cannot read a spreadsheet cheaply, so it is uploaded at once and the
 * server reads its header and first rows with the import engine's reader (GET /api/sms_batch/file_head).
 */
export function useBlastFileHead() {
  return useMutation({
    mutationFn: async (file: File): Promise<{ filename: string; head: SmsFileHead }> => {
      const signed = await call(smsBatchesRoutes.upload, { query: { filename: file.name } });
      await putToSignedUrl(signed, file);
      const head = await call(smsBatchesRoutes.fileHead, { query: { filename: signed.filename } });
      return { filename: signed.filename, head };
    },
    meta: { silent: true },
  });
}

/** POST /api/sms_batch/{id}/send or PUT /api/sms_batch/interrupt/{id}. */
export function useSmsBatchAction(action: 'send' | 'interrupt') {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(smsBatchesRoutes[action], { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
    meta: {
      errorMessage: i18next.t(action === 'send' ? 'app:errors.couldNotSendSms' : 'app:errors.couldNotStopBlast'),
    },
  });
}

/** GET /api/sms_batch/download/{id}: the per-recipient report, saved as CSV. */
export function useDownloadSmsReport() {
  return useMutation({
    mutationFn: async ({ id, name }: { id: string; name: string }) => {
      const blob = await download(smsBatchesRoutes.download, { params: { id } }, 'text/csv');
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = name;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
    },
    meta: { errorMessage: i18next.t('app:errors.errorDownloadingDocument') },
  });
}

/** POST /api/sms_batch/customers/preview. */
export function usePreviewBulkSms() {
  return useMutation({
    mutationFn: (body: SmsBulkCustomers) => call(smsBatchesRoutes.previewCustomers, { body }),
    meta: { silent: true },
  });
}

/** POST /api/sms_batch/customers. */
export function useSendBulkSms() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: SmsBulkCustomers) => call(smsBatchesRoutes.createCustomers, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
    meta: { silent: true },
  });
}

/** The partner's products, to pick who a bulk SMS reaches (GET /api/products). */
export function useProductChoices() {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [productsRoutes.list.path, 'sms', partner],
    queryFn: () => call(productsRoutes.list, { query: {} }),
    enabled: Boolean(partner),
    staleTime: 60_000,
  });
}
