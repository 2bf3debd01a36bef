import { describe, expect, it } from 'vitest';
import { allLocaleResources } from './i18n.ts';

const valueAt = (o: unknown, key: string) =>
  key.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown> | undefined)?.[part], o);

const keysOf = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object'
    ? Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];

const { en, fr } = await allLocaleResources();

describe('locales', () => {
  it('has the same namespaces in English and French', () => {
    expect(Object.keys(en ?? {}).sort()).toEqual(Object.keys(fr ?? {}).sort());
    expect(Object.keys(en ?? {})).toEqual(expect.arrayContaining(['app', 'identity', 'countries', 'dashboard']));
  });
  for (const ns of Object.keys(en ?? {})) {
    it(`${ns}: en.json and fr.json have the same keys, none empty`, () => {
      expect(keysOf(fr?.[ns]).sort()).toEqual(keysOf(en?.[ns]).sort());
      for (const lng of [en, fr]) for (const k of keysOf(lng?.[ns])) expect(valueAt(lng?.[ns], k)).not.toBe('');
    });
  }
  it('says the session-expired texts of SPEC §8', () => {
    expect(en?.app?.session).toMatchObject({
      expiredTitle: 'Your current session has expired',
      expiredText: 'Your session has expired. Please login again.',
    });
  });
});
