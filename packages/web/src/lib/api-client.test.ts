import { countriesRoutes } from '@coverdesk/contract/countries/countries.routes';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { call, configureClient, download } from './api-client.ts';
import { HttpError } from './http-error.ts';
import { partnersRoutes, paymentsRoutes, policyScheduleRoutes } from './routes.ts';

const PARTNER = '01937a2b-0000-7000-8000-000000000001';
const fetchMock = vi.fn<typeof fetch>();
const onUnauthorized = vi.fn();
const onFailure = vi.fn();

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  configureClient({
    accessToken: () => 'the-token',
    partner: () => PARTNER,
    language: () => 'fr',
    onUnauthorized,
    onFailure,
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('the API client', () => {
  it('adds the partner, the bearer token and Accept-Language to a call', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { items: [], count: 0 }));
    await call(countriesRoutes.list, { query: { page: 2, size: 10, search: 'ke' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    const u = new URL(String(url), 'http://x');
    expect(u.pathname).toBe('/api/countries');
    expect(Object.fromEntries(u.searchParams)).toEqual({ page: '2', size: '10', search: 'ke', partner: PARTNER });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer the-token', 'Accept-Language': 'fr' });
  });

  it('fills path parameters and sends JSON bodies', async () => {
    fetchMock.mockResolvedValueOnce(json(200, { code: 'KE' }));
    await call(countriesRoutes.update, {
      params: { code: 'KE' },
      body: { name: 'Kenya', currency_code: 'KES', dialing_code: '254', phone_digits: 9 },
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe(`/api/countries/KE?partner=${PARTNER}`);
    expect(init?.method).toBe('PUT');
    expect(JSON.parse(String(init?.body))).toMatchObject({ name: 'Kenya' });
  });

  it('sends extra headers such as an Idempotency-Key, never over the token or the language', async () => {
    fetchMock.mockResolvedValueOnce(json(201, { guid: PARTNER }));
    await call(paymentsRoutes.createMissing, {
      body: { policy_guid: PARTNER, amount_cents: 20_000, effected_date: '2026-01-02', mno_reference: 'R1' },
      headers: { 'Idempotency-Key': 'web-key-1', Authorization: 'forged', 'Accept-Language': 'en' },
    });
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({
      'Idempotency-Key': 'web-key-1',
      Authorization: 'Bearer the-token',
      'Accept-Language': 'fr',
    });
  });

  it('downloads a file as a Blob, and a failed download throws like a call', async () => {
    fetchMock.mockResolvedValueOnce(new Response('%PDF-1.7', { status: 200 }));
    const blob = await download(policyScheduleRoutes.schedule, { params: { guid: PARTNER } }, 'application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7');
    expect(fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ Accept: 'application/pdf' });
    fetchMock.mockResolvedValueOnce(json(404, { message: 'This policy does not exist.' }));
    await expect(download(policyScheduleRoutes.schedule, { params: { guid: PARTNER } })).rejects.toThrow(
      'This policy does not exist.',
    );
    expect(onFailure).toHaveBeenCalled();
  });

  it('never adds the partner to POST /api/partners/selected', async () => {
    fetchMock.mockResolvedValueOnce(json(204, undefined));
    await call(partnersRoutes.select, { body: { partner_guid: PARTNER } });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/partners/selected');
  });

  it('throws the SPEC §8 text of a failure and reports it', async () => {
    fetchMock.mockResolvedValueOnce(
      json(400, { message: 'Données invalides', errors: { code: 'Code invalide', name: 'Nom requis' } }),
    );
    const error = await call(countriesRoutes.get, { params: { code: 'KE' } }).catch((e) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.message).toBe('Code invalide, Nom requis');
    expect(error.fieldErrors).toEqual({ code: 'Code invalide', name: 'Nom requis' });
    expect(onFailure).toHaveBeenCalledWith(error, expect.objectContaining({ path: '/api/countries/:code' }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('ends the session on a 401', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'expired' }));
    await expect(call(countriesRoutes.list)).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('uses the default text when the server says nothing', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<html>', { status: 502 }));
    await expect(call(countriesRoutes.list)).rejects.toMatchObject({
      status: 502,
      message: 'An error occurred, this could be due to invalid data.',
    });
  });
});
