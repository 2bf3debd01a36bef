import { DOCUMENT_MAX_BYTES } from '@coverdesk/contract/common/uploads';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DOCUMENT_ACCEPT, fileProblem, linkIn, putToSignedUrl, sizeText } from './documents.ts';
import { HttpError } from './http-error.ts';

afterEach(() => vi.unstubAllGlobals());

describe('document files', () => {
  it('accepts the contract types up to the contract size, by extension in any case', () => {
    expect(DOCUMENT_ACCEPT).toBe('.pdf,.jpg,.jpeg,.png');
    expect(fileProblem({ name: 'id.PDF', size: 10 })).toBeUndefined();
    expect(fileProblem({ name: 'scan.jpeg', size: DOCUMENT_MAX_BYTES })).toBeUndefined();
    expect(fileProblem({ name: 'scan.png', size: DOCUMENT_MAX_BYTES + 1 })).toBe('size');
    expect(fileProblem({ name: 'notes.docx', size: 10 })).toBe('type');
    expect(fileProblem({ name: 'pdf', size: 10 })).toBe('type');
  });

  it('PUTs the bytes with the signed content type, and fails with the storage answer', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob(['%PDF-1.4']);
    await putToSignedUrl({ signed_url: '/api/files/k.pdf?sig=x', content_type: 'application/pdf' }, file);
    expect(fetchMock).toHaveBeenCalledWith('/api/files/k.pdf?sig=x', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/pdf' },
      body: file,
    });

    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ message: 'Too large.' }), { status: 413 }));
    const failure = await putToSignedUrl({ signed_url: '/x', content_type: 'image/png' }, file).catch((e) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ status: 413, message: 'Too large.' });

    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('offline')));
    await expect(putToSignedUrl({ signed_url: '/x', content_type: 'image/png' }, file)).rejects.toMatchObject({
      status: 0,
    });
  });

  it('finds a fresh link by guid, 404 when the document is gone', () => {
    const docs = [{ guid: 'a', url: '/dl/a', filename: 'a.pdf' }];
    expect(linkIn(docs, 'a')).toEqual({ url: '/dl/a', filename: 'a.pdf' });
    expect(() => linkIn(docs, 'b')).toThrow(HttpError);
  });

  it('writes sizes in KB or MB', () => {
    expect(sizeText(10)).toBe('1 KB');
    expect(sizeText(200 * 1024)).toBe('200 KB');
    expect(sizeText(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });
});
