import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { allLocaleResources } from './i18n.ts';

const keysOf = (o: unknown, prefix = ''): string[] =>
  o && typeof o === 'object'
    ? Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => keysOf(v, prefix ? `${prefix}.${k}` : k))
    : [prefix];
const valueAt = (o: unknown, key: string) =>
  key.split('.').reduce<unknown>((v, part) => (v as Record<string, unknown> | undefined)?.[part], o);

const resources = await allLocaleResources();
const { en } = resources;

/** Texts with a count that need no plural: the count is a figure in brackets or after a colon, or always many. */
const NO_NOUN = new Set([
  'app:table.displayed',
  'app:table.displayedMoreThan',
  'claims:queues.open',
  'claims:queues.processing',
  'claims:queues.payable',
  'claims:queues.closed',
  'debit-orders:process.title.success',
  'debit-orders:process.title.failed',
  'debit-orders:process.markPaid',
  'debit-orders:process.markFailed',
  'knowledge-base:foundMany',
  'sms:bulk.addPage',
  'policies:premiumQuantity',
  'reports:rowCountMore',
]);

describe('plurals go through i18next (_one / _other)', () => {
  it('every English text counting something has its plural forms, in French too', () => {
    const missing: string[] = [];
    for (const ns of Object.keys(en ?? {}))
      for (const key of keysOf(en?.[ns])) {
        if (/_(one|other|many|zero)$/.test(key) || NO_NOUN.has(`${ns}:${key}`)) continue;
        if (String(valueAt(en?.[ns], key)).includes('{{count}}')) missing.push(`${ns}:${key}`);
      }
    expect(missing).toEqual([]);
  });

  it('says one row, one member, one message in both languages (the review found "1 members", "1 rows · 1 messages")', async () => {
    const t = i18next.createInstance();
    await t.init({ resources, lng: 'en', interpolation: { escapeValue: false } });
    const say = (lng: string, key: string, o: Record<string, unknown>) => t.getFixedT(lng)(key, o);
    expect(say('en', 'app:imports.apply', { count: 1 })).toBe('Apply 1 valid row');
    expect(say('en', 'app:imports.apply', { count: 2 })).toBe('Apply 2 valid rows');
    expect(say('fr', 'app:imports.apply', { count: 1 })).toBe('Appliquer 1 ligne valide');
    expect(say('en', 'groups:counts', { count: 1, members: 1, registered: 0 })).toBe('1 member, 0 registered');
    expect(say('fr', 'groups:counts', { count: 3, members: 3, registered: 2 })).toBe('3 membres, 2 enregistrés');
    expect(say('en', 'sms:batch.rows', { count: 1, n: '1' })).toBe('1 row');
    expect(say('en', 'sms:batch.toSend', { count: 1, n: '1' })).toBe('1 message to send');
    expect(say('fr', 'sms:batch.toSend', { count: 2, n: '2' })).toBe('2 messages à envoyer');
    expect(say('en', 'loyalty:run.granted', { count: 1, n: 1 })).toBe('1 policy granted');
  });
});
