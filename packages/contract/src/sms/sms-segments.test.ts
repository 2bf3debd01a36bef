import { describe, expect, it } from 'vitest';
import { countSms, countSmsMarkers, fillSmsTemplate, smsSegments, toGsm7 } from './sms-segments.ts';

const a = (n: number) => 'a'.repeat(n);
const e = (n: number) => 'ê'.repeat(n);

describe('SMS segment counter', () => {
  it.each([
    ['empty', '', 'GSM-7', 0, 0],
    ['one GSM-7 character', 'a', 'GSM-7', 1, 1],
    ['160 GSM-7 fit one message', a(160), 'GSM-7', 160, 1],
    ['161 GSM-7 take two parts of 153', a(161), 'GSM-7', 161, 2],
    ['306 GSM-7 fill two parts', a(306), 'GSM-7', 306, 2],
    ['307 GSM-7 take three parts', a(307), 'GSM-7', 307, 3],
    ['an extension character counts two', '€', 'GSM-7', 2, 1],
    ['159 + one extension character overflow', `${a(159)}{`, 'GSM-7', 161, 2],
    ['every extension character', '^{}[]~\\|€', 'GSM-7', 18, 1],
    ['é è à ù are GSM-7', 'é è à ù', 'GSM-7', 7, 1],
    ['ê forces UCS-2', 'fête', 'UCS-2', 4, 1],
    ['70 UCS-2 fit one message', e(70), 'UCS-2', 70, 1],
    ['71 UCS-2 take two parts of 67', e(71), 'UCS-2', 71, 2],
    ['134 UCS-2 fill two parts', e(134), 'UCS-2', 134, 2],
    ['135 UCS-2 take three parts', e(135), 'UCS-2', 135, 3],
    ['an emoji is two UTF-16 units', '👍', 'UCS-2', 2, 1],
    ['extension characters count one in UCS-2', `ô${'€'.repeat(69)}`, 'UCS-2', 70, 1],
    ['newlines are GSM-7', 'a\nb\r', 'GSM-7', 4, 1],
  ] as const)('%s', (_name, text, encoding, characters, segments) => {
    const c = countSms(text);
    expect(c).toMatchObject({ encoding, characters, segments });
    expect(smsSegments(text)).toBe(segments);
  });

  it('names the characters that force UCS-2, once each, and replaces them', () => {
    const text = 'Votre prime a été payée. Bientôt la fête: ê â î ô û ë ï œ';
    expect(countSms(text).ucs2_characters).toEqual(['ô', 'ê', 'â', 'î', 'û', 'ë', 'ï', 'œ']);
    const fixed = toGsm7(text);
    expect(fixed).toBe('Votre prime a été payée. Bientot la fete: e a i o u e i oe');
    expect(countSms(fixed).encoding).toBe('GSM-7');
  });

  it('tells how many characters are left in the segment', () => {
    expect(countSms(a(150)).remaining).toBe(10);
    expect(countSms(a(200)).remaining).toBe(106);
    expect(countSms('').remaining).toBe(160);
  });

  it('counts and fills %s markers in order', () => {
    expect(countSmsMarkers('Dear %s, policy %s is due')).toBe(2);
    expect(countSmsMarkers('no markers')).toBe(0);
    expect(fillSmsTemplate('Dear %s, policy %s is due', ['Ann', 'P-1'])).toBe('Dear Ann, policy P-1 is due');
    expect(fillSmsTemplate('Dear %s %s', ['Ann'])).toBe('Dear Ann ');
  });
});
