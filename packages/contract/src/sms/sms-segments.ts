/**
 * SMS length and segments (GSM 03.38): a text is sent in GSM-7 when every character is in the GSM-7 alphabet, else
 * in UCS-2. GSM-7: 160 characters in one message, 153 per part when concatenated; the extension characters
 * `^ { } [ ] ~ \ | €` (and form feed) take two (an escape and the character). UCS-2: 70, or 67 per part, counted in
 * UTF-16 units (an emoji counts two). Shared by the server (limits, batch costs) and the web editor (live counter).
 */
export type SmsEncoding = 'GSM-7' | 'UCS-2';

const GSM7_BASIC = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
const GSM7_EXTENDED = new Set('^{}\\[~]|€\f');

export const SMS_LIMITS = {
  'GSM-7': { single: 160, part: 153 },
  'UCS-2': { single: 70, part: 67 },
} as const;

/** The default longest message: 6 concatenated parts (a partner may allow more or fewer, `sms_max_segments`). */
export const SMS_DEFAULT_MAX_SEGMENTS = 6;

/** GSM-7 look-alikes for characters that would force UCS-2 (French accents, typographic quotes and dashes). */
export const SMS_GSM_REPLACEMENTS: Record<string, string> = {
  ê: 'e',
  â: 'a',
  î: 'i',
  ô: 'o',
  û: 'u',
  ë: 'e',
  ï: 'i',
  ç: 'c',
  œ: 'oe',
  Œ: 'OE',
  Ê: 'E',
  Â: 'A',
  Î: 'I',
  Ô: 'O',
  Û: 'U',
  È: 'E',
  À: 'A',
  Ë: 'E',
  Ï: 'I',
  á: 'a',
  í: 'i',
  ó: 'o',
  ú: 'u',
  '\u2018': "'",
  '\u2019': "'",
  '\u201C': '"',
  '\u201D': '"',
  '«': '"',
  '»': '"',
  '\u2013': '-',
  '\u2014': '-',
  '\u2026': '...',
  '\u00A0': ' ',
};

export interface SmsCount {
  encoding: SmsEncoding;
  /** Characters as the network counts them (extension characters count two in GSM-7; UTF-16 units in UCS-2). */
  characters: number;
  segments: number;
  /** Characters per segment at this length (160/153 or 70/67). */
  per_segment: number;
  /** Characters left before the next segment starts. */
  remaining: number;
  /** The distinct characters that force UCS-2, in order of appearance. */
  ucs2_characters: string[];
}

const isGsm7 = (ch: string) => GSM7_BASIC.has(ch) || GSM7_EXTENDED.has(ch);

export function countSms(text: string): SmsCount {
  const ucs2: string[] = [];
  let gsmUnits = 0;
  for (const ch of text) {
    if (GSM7_BASIC.has(ch)) gsmUnits += 1;
    else if (GSM7_EXTENDED.has(ch)) gsmUnits += 2;
    else if (!ucs2.includes(ch)) ucs2.push(ch);
  }
  const encoding: SmsEncoding = ucs2.length ? 'UCS-2' : 'GSM-7';
  const characters = encoding === 'GSM-7' ? gsmUnits : text.length;
  const limits = SMS_LIMITS[encoding];
  const single = characters <= limits.single;
  const per_segment = single ? limits.single : limits.part;
  const segments = characters === 0 ? 0 : single ? 1 : Math.ceil(characters / limits.part);
  const remaining = characters === 0 ? limits.single : segments * per_segment - characters;
  return { encoding, characters, segments, per_segment, remaining, ucs2_characters: ucs2 };
}

/** Why a text is too long, with what the message names (the API's error and the web's counter say the same). */
export interface SmsTooLong {
  /** `sms_max_characters_exceeded`, or its `_ucs2` form when characters outside GSM-7 shortened every part. */
  message: 'sms_max_characters_exceeded' | 'sms_max_characters_exceeded_ucs2';
  params: {
    /** The partner's longest message, in parts. */
    max: number;
    /** The text's characters as the network counts them. */
    characters: number;
    /** The most characters at this encoding (e.g. 6 × 67 = 402 in UCS-2). */
    limit: number;
    /** The most characters in GSM-7 (6 × 153 = 918): what the text could hold without the characters below. */
    gsm_limit: number;
    /** The distinct characters that forced UCS-2, quoted (`« é » « ✓ »`); empty in GSM-7. */
    ucs2: string;
  };
}

const limitOf = (encoding: SmsEncoding, maxSegments: number) =>
  maxSegments <= 1 ? SMS_LIMITS[encoding].single : maxSegments * SMS_LIMITS[encoding].part;

/**
 * Null when the text fits in `maxSegments` parts; else why not: its characters, the limit, and — when characters
 * outside the GSM-7 alphabet forced UCS-2 — which ones and the limit they set (against GSM-7's).
 */
export function smsTooLong(text: string, maxSegments: number): SmsTooLong | null {
  const c = countSms(text);
  if (c.segments <= maxSegments) return null;
  return {
    message: c.encoding === 'UCS-2' ? 'sms_max_characters_exceeded_ucs2' : 'sms_max_characters_exceeded',
    params: {
      max: maxSegments,
      characters: c.characters,
      limit: limitOf(c.encoding, maxSegments),
      gsm_limit: limitOf('GSM-7', maxSegments),
      ucs2: c.ucs2_characters.map((ch) => `« ${ch} »`).join(' '),
    },
  };
}

/** Only the segment count (the hot path of a million-row blast): no allocation beyond the loop. */
export function smsSegments(text: string): number {
  let gsmUnits = 0;
  let gsm = true;
  for (const ch of text) {
    if (GSM7_BASIC.has(ch)) gsmUnits += 1;
    else if (GSM7_EXTENDED.has(ch)) gsmUnits += 2;
    else {
      gsm = false;
      break;
    }
  }
  const characters = gsm ? gsmUnits : text.length;
  const limits = SMS_LIMITS[gsm ? 'GSM-7' : 'UCS-2'];
  if (characters === 0) return 0;
  return characters <= limits.single ? 1 : Math.ceil(characters / limits.part);
}

/** The text with every replaceable non-GSM-7 character swapped for its GSM-7 look-alike (others are kept). */
export function toGsm7(text: string): string {
  let out = '';
  for (const ch of text) out += isGsm7(ch) ? ch : (SMS_GSM_REPLACEMENTS[ch] ?? ch);
  return out;
}

/** `%s` markers of a template, in order (SPEC §5: a template has as many parameters as markers). */
export const countSmsMarkers = (text: string) => text.match(/%s/g)?.length ?? 0;

/** Fills the `%s` markers in order; a missing value becomes an empty text. */
export const fillSmsTemplate = (text: string, values: readonly string[]) => {
  let i = 0;
  return text.replace(/%s/g, () => values[i++] ?? '');
};
