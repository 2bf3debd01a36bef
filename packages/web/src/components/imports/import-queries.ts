import type { ImportBatch, ImportRoutes } from '@coverdesk/contract/common/imports';
import type { Paged } from '@coverdesk/contract/common/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import i18next from 'i18next';
import { useSelectedPartner } from '../../app/hooks.ts';
import { call, download, uploadFile } from '../../lib/api-client.ts';
import { putToSignedUrl } from '../../lib/documents.ts';
import { useFollowedJob } from '../../lib/follow-job.ts';

/**
 * The web side of the import engine, for any import's route table (`defineImportRoutes` in the contract): batches,
 * one batch polled while it runs, its rows, upload, cancel, apply a dry run, and the template and error file downloads.
 */
const keyOf = (routes: ImportRoutes) => ['imports', routes.list.path] as const;
const running = (b?: ImportBatch) => b?.status === 'queued' || b?.status === 'running';

export function useImportBatches(routes: ImportRoutes, q: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useFollowedJob<Paged<ImportBatch>>({
    queryKey: [...keyOf(routes), 'list', partner, q],
    queryFn: () => call(routes.list, { query: q }),
    enabled: Boolean(partner),
    placeholderData: keepPreviousData,
    // A running batch in the list moves on its own.
    live: (p) => p.items.some(running),
    every: 2000,
  });
}

export function useImportBatch(routes: ImportRoutes, guid: string) {
  const partner = useSelectedPartner();
  return useFollowedJob<ImportBatch>({
    queryKey: [...keyOf(routes), 'batch', partner, guid],
    queryFn: () => call(routes.get, { params: { batch_guid: guid } }),
    enabled: Boolean(partner && guid),
    live: running,
  });
}

/** The rows to fix of a batch, read again whenever the batch moves on (`progress`: its status and counts). */
export function useImportRows(routes: ImportRoutes, guid: string, q: { page: number; size: number }, progress: string) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...keyOf(routes), 'rows', partner, guid, q, progress],
    queryFn: () => call(routes.rows, { params: { batch_guid: guid }, query: { ...q, status: 'problem' } }),
    enabled: Boolean(partner && guid),
    placeholderData: keepPreviousData,
  });
}

/**
 * Uploads a file with one Idempotency-Key per intent: a retried submission never makes two batches. Multipart to
 * `route`, or — with `startRoute` (a path that starts from a signed-URL upload, e.g. `renew_loyalty`) — signed URL,
 * PUT of the bytes, then the start call.
 */
export function useImportUpload(
  routes: ImportRoutes,
  route: ImportRoutes['upload'] = routes.upload,
  startRoute?: ImportRoutes['start'],
  /** More of the upload's query (e.g. the group a members file is for). */
  query: Record<string, string> = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ file, dryRun, key }: { file: File; dryRun: boolean; key: string }) => {
      if (!startRoute)
        return uploadFile(
          route,
          { query: { ...query, dry_run: dryRun ? 'true' : 'false' } as never, headers: { 'Idempotency-Key': key } },
          file,
        );
      const signed = await call(routes.signedUrl, { query: { filename: file.name } });
      await putToSignedUrl(signed, file);
      return call(startRoute, {
        body: { filename: signed.filename, dry_run: dryRun },
        headers: { 'Idempotency-Key': key },
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(routes) }),
    meta: { silent: true },
  });
}

export function useImportAction(routes: ImportRoutes, action: 'cancel' | 'apply') {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (guid: string) => call(routes[action], { params: { batch_guid: guid } }),
    onSuccess: () => client.invalidateQueries({ queryKey: keyOf(routes) }),
    meta: { errorMessage: i18next.t(`app:imports.${action}Failed`) },
  });
}

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves the template (`what: 'template'`) or a batch's error file. */
export function useImportDownload(routes: ImportRoutes) {
  return useMutation({
    mutationFn: async (what: { template: true; name: string } | { batch: string; name: string }) => {
      const blob =
        'template' in what
          ? await download(routes.template, {}, 'text/csv')
          : await download(routes.errorFile, { params: { batch_guid: what.batch } }, 'text/csv');
      save(blob, what.name);
    },
    meta: { errorMessage: i18next.t('app:errors.errorDownloadingDocument') },
  });
}
