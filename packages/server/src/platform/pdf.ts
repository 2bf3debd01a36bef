import PDFDocument from 'pdfkit';

/**
 * What every PDF the server writes shares (report files, policy schedules and other template documents): one font
 * set and one way to write numbers, amounts and dates in the reader's language.
 *
 * The fonts are the PDF standard fonts (nothing to ship or embed), which draw only the WinAnsi characters. French
 * groups digits with a narrow no-break space (U+202F), which WinAnsi lacks: drawn as is, `25 000,00 KES` came out as
 * `25 /000,00 KES`. The formatters below never produce it, and every text drawn goes through `pdfSafe` too.
 */
export const PDF_FONTS = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;

export type PdfLanguage = 'en' | 'fr';
const LOCALE: Record<PdfLanguage, string> = { en: 'en-GB', fr: 'fr-FR' };

/** Spaces `Intl` writes in numbers and dates that WinAnsi lacks (narrow no-break, thin, figure, hair), as U+00A0. */
export const pdfSafe = (text: string) => text.replace(/[\u202f\u2009\u2007\u200a]/g, '\u00a0');

/** A number for reading (`1,234` / `1 234`). */
export function formatNumber(n: number, lang: PdfLanguage) {
  return pdfSafe(new Intl.NumberFormat(LOCALE[lang]).format(n));
}

/** Money from cents, in the currency when known (`KES 25,000.00` / `25 000,00 KES`), else with two decimals. */
export function formatMoney(cents: number | bigint | string, currency: string | null, lang: PdfLanguage) {
  const units = Number(cents) / 100;
  const format = currency
    ? new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency })
    : new Intl.NumberFormat(LOCALE[lang], { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return pdfSafe(format.format(units));
}

/** Day, short month, year (SPEC §9), with the time when asked; date-only values never shift by time zone. */
export function formatDate(
  value: string | Date,
  lang: PdfLanguage,
  o: { time?: boolean; day?: 'numeric' | '2-digit' } = {},
) {
  const d = value instanceof Date ? value : new Date(value.length === 10 ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(d.getTime())) return String(value);
  const opts: Intl.DateTimeFormatOptions = {
    day: o.day ?? 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  };
  if (o.time) Object.assign(opts, { hour: '2-digit', minute: '2-digit' });
  return pdfSafe(new Intl.DateTimeFormat(LOCALE[lang], opts).format(d));
}

export type Pdf = PDFKit.PDFDocument;

/**
 * A new PDF document in the shared font set (regular selected), its language and title set; every `text` drawn on
 * it goes through `pdfSafe`, so no caller can put a character the fonts lack on a page.
 */
export function createPdf(o: {
  title: string;
  lang: PdfLanguage;
  margin: number;
  layout?: 'portrait' | 'landscape';
  author?: string;
}): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout: o.layout ?? 'portrait',
    margin: o.margin,
    lang: LOCALE[o.lang],
    info: { Title: pdfSafe(o.title), ...(o.author ? { Author: o.author } : {}) },
  });
  const text = doc.text.bind(doc) as (...args: unknown[]) => Pdf;
  doc.text = ((s: unknown, ...rest: unknown[]) =>
    text(typeof s === 'string' ? pdfSafe(s) : s, ...rest)) as unknown as Pdf['text'];
  doc.font(PDF_FONTS.regular);
  return doc;
}
