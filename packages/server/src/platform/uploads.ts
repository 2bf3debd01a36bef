import { DOCUMENT_CONTENT_TYPES, DOCUMENT_MAX_BYTES } from '@coverdesk/contract';
import { AppError, badRequest, conflict } from './http/errors.ts';
import { addMessages } from './http/messages.ts';
import { extensionOf, newKey, type Storage } from './storage.ts';

addMessages({
  file_not_uploaded: {
    en: 'Upload the file to the signed URL first.',
    fr: "Téléversez d'abord le fichier vers l'URL signée.",
  },
  file_type_not_allowed: {
    en: 'Only PDF, JPEG and PNG files are accepted.',
    fr: 'Seuls les fichiers PDF, JPEG et PNG sont acceptés.',
  },
  file_too_large: { en: 'The file is larger than {max} MB.', fr: 'Le fichier dépasse {max} Mo.' },
  file_name_type_not_allowed: {
    en: 'Only {types} files are accepted.',
    fr: 'Seuls les fichiers {types} sont acceptés.',
  },
  file_exists: { en: 'This file is already recorded.', fr: 'Ce fichier est déjà enregistré.' },
  upload_url_invalid: {
    en: 'This is not an upload URL issued for this record.',
    fr: "Ce n'est pas une URL de téléversement émise pour cet enregistrement.",
  },
});

/**
 * The signed-upload flow every document kind shares (customer, policy and claim documents): the server chooses the
 * storage key under a prefix of the record, signs an upload URL with the size and type limits, and later accepts a
 * document only for a key it issued under that prefix whose object exists and is within the size limit (413,
 * removed) and of an allowed type (415). Downloads always get a fresh signed URL.
 */
export function createUploads(
  storage: Storage,
  limits: { maxBytes: number; contentTypes: Record<string, string> } = {
    maxBytes: DOCUMENT_MAX_BYTES,
    contentTypes: DOCUMENT_CONTENT_TYPES,
  },
) {
  const contentTypeOf = (filename: string) => {
    const type = limits.contentTypes[extensionOf(filename)];
    if (!type) throw new AppError(415, 'file_type_not_allowed');
    return type;
  };
  /**
   * The name asked a signed URL for: 400 on `filename` naming the allowed types when its extension is not one (a
   * query parameter is bad input; 415 is for a body or a stored file of the wrong type).
   */
  const checkFilename = (filename: string) => {
    if (limits.contentTypes[extensionOf(filename)]) return;
    const types = Object.keys(limits.contentTypes)
      .map((e) => `.${e}`)
      .join(', ');
    throw new AppError(400, 'invalid_input', { types }, { filename: 'file_name_type_not_allowed' });
  };
  return {
    contentTypeOf,
    checkFilename,

    /** A signed URL to PUT a new object under `prefix` (400 for a name of a type not allowed). Nothing is written. */
    async sign(prefix: string, filename: string) {
      checkFilename(filename);
      const contentType = contentTypeOf(filename);
      const key = newKey(prefix, filename);
      const signed = await storage.signUpload(key, { contentType, maxBytes: limits.maxBytes });
      return {
        signed_url: signed.url,
        filename: key,
        content_type: contentType,
        max_bytes: limits.maxBytes,
        expires_at: signed.expiresAt,
      };
    },

    /**
     * The uploaded object behind a signed URL (or key) issued under `prefix`: 400 `field` when it is not one of ours
     * or not uploaded yet, 415 for a type not allowed, 413 (and the object removed) when too large.
     */
    async received(urlOrKey: string, prefix: string, field = 'url', invalid = 'upload_url_invalid') {
      const key = storage.keyFromUrl(urlOrKey);
      if (!key?.startsWith(`${prefix}/`)) throw badRequest({ [field]: invalid });
      const contentType = contentTypeOf(key);
      const stored = await storage.stat(key);
      if (!stored) throw badRequest({ [field]: 'file_not_uploaded' });
      if (stored.size > limits.maxBytes) {
        await storage.remove(key);
        throw new AppError(413, 'file_too_large', { max: limits.maxBytes / (1024 * 1024) });
      }
      return { key, content_type: contentType, size_bytes: stored.size };
    },

    /** A row with its storage key replaced by a fresh download URL. */
    async withUrl<R extends { storage_key: string; filename: string; partner_guid: string }>(row: R) {
      const { url } = await storage.signDownload(row.storage_key, { filename: row.filename });
      const { storage_key: _k, partner_guid: _p, ...rest } = row;
      return { ...rest, url };
    },

    /** Removes the bytes of a deleted record; a failure leaves an orphan object, never a dangling record. */
    removeQuietly: (key: string, log: { warn(obj: object, msg: string): void }) =>
      storage.remove(key).catch((err: unknown) => log.warn({ err, key }, 'could not remove stored file')),
  };
}
export type Uploads = ReturnType<typeof createUploads>;

/** Whether an error is a unique violation (a document recorded twice): answered 409 `file_exists`. */
export const isUniqueViolation = (e: unknown) =>
  ((e as { cause?: { code?: string } })?.cause?.code ?? (e as { code?: string }).code) === '23505';

/** For `.catch`: a document recorded twice answers 409 `file_exists`; any other failure passes on. */
export const conflictOnDuplicate = (e: unknown): never => {
  throw isUniqueViolation(e) ? conflict('file_exists') : e;
};
