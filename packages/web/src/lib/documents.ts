import { DOCUMENT_CONTENT_TYPES, DOCUMENT_MAX_BYTES, type SignedUpload } from '@coverdesk/contract/common/uploads';
import { HttpError } from './http-error.ts';

/**
 * The browser's side of the signed-upload flow every document kind shares (customer, policy and claim documents):
 * the checks made before uploading (the server makes them again: 413/415), the PUT of the bytes to the signed URL,
 * and saving a document from its download link.
 */

/** The `accept` of a document file input: the contract's allowed extensions. */
export const DOCUMENT_ACCEPT = Object.keys(DOCUMENT_CONTENT_TYPES)
  .map((e) => `.${e}`)
  .join(',');
export const DOCUMENT_MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

/** What makes a picked file unfit for upload: its type (by extension) or its size; undefined when it is fit. */
export function fileProblem(file: Pick<File, 'name' | 'size'>): 'type' | 'size' | undefined {
  const extension = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (!DOCUMENT_CONTENT_TYPES[extension]) return 'type';
  if (file.size > DOCUMENT_MAX_BYTES) return 'size';
  return undefined;
}

/** PUTs the file's bytes to the signed URL with the content type the server signed; HttpError when it fails. */
export async function putToSignedUrl(signed: Pick<SignedUpload, 'signed_url' | 'content_type'>, file: Blob) {
  const put = await fetch(signed.signed_url, {
    method: 'PUT',
    headers: { 'Content-Type': signed.content_type },
    body: file,
  }).catch(() => null);
  if (!put?.ok) {
    const body = await put?.json().catch(() => null);
    throw new HttpError(put?.status ?? 0, body);
  }
}

/** A document's link from a freshly read list (download links expire); 404 when it is no longer there. */
export function linkIn<D extends { guid: string; url: string; filename: string }>(documents: D[], guid: string) {
  const found = documents.find((d) => d.guid === guid);
  if (!found) throw new HttpError(404, null);
  return { url: found.url, filename: found.filename };
}

/**
 * Downloads a document from its fresh signed link: the link answers `Content-Disposition: attachment`, so the browser
 * saves the file and the screen stays where it is.
 */
export function saveFrom(url: string, filename: string) {
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}

/** A size as people read it: KB below a megabyte, MB with one decimal above. */
export const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
