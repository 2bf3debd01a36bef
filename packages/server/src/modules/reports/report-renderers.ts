import { once } from 'node:events';
import { Transform, type Writable } from 'node:stream';
import type { FileReportType, ReportColumnType } from '@coverdesk/contract';
import type { Database } from '../../platform/db/client.ts';
import type { Lang } from '../../platform/http/messages.ts';
import { createPdf, formatDate, formatMoney, formatNumber, PDF_FONTS } from '../../platform/pdf.ts';
import { copyCsv, type ReportRequest, streamRows } from './report-engine.ts';

/** What every file shows around the rows: title, partner, parameters, generation time (in the user's language). */
export interface ReportHeading {
  title: string;
  partnerName: string;
  parameters: string;
  generatedAt: Date;
  currency: string | null;
}

export interface RenderOptions {
  /** Rows written so far (for a progress bar); called once per batch. */
  onProgress?: (rows: number) => void | Promise<void>;
  signal?: AbortSignal;
}

export const CONTENT_TYPES: Record<FileReportType, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

const WORDS = {
  partner: { en: 'Partner', fr: 'Partenaire' },
  parameters: { en: 'Parameters', fr: 'Paramètres' },
  generated: { en: 'Generated', fr: 'Généré le' },
  page: { en: 'Page', fr: 'Page' },
  of: { en: 'of', fr: 'sur' },
  none: { en: 'No rows for these parameters.', fr: 'Aucune ligne pour ces paramètres.' },
} as const;
export const word = (k: keyof typeof WORDS, lang: Lang) => WORDS[k][lang];

async function write(out: Writable, chunk: string | Buffer) {
  if (!out.write(chunk)) await once(out, 'drain');
}

const labelOf = (req: ReportRequest, i: number, currency: string | null) => {
  const c = req.def.columns[i]!;
  const label = c.label[req.lang];
  return c.type === 'money' && currency ? `${label} (${currency})` : label;
};

const csvField = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);

/** CSV: a header line in the user's language, then the rows as PostgreSQL's COPY writes them (amounts in units). */
export async function renderCsv(
  database: Database,
  req: ReportRequest,
  heading: ReportHeading,
  out: Writable,
  opts: RenderOptions = {},
) {
  await write(out, `\uFEFF${req.def.columns.map((_, i) => csvField(labelOf(req, i, heading.currency))).join(',')}\n`);
  let rows = 0;
  let reported = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _enc, cb) {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
      if (opts.onProgress && rows - reported >= 50_000) {
        reported = rows;
        void opts.onProgress(rows);
      }
      cb(null, chunk);
    },
  });
  const finished = once(out, 'finish');
  counter.pipe(out);
  await copyCsv(database, req, counter);
  counter.end();
  await finished;
  await opts.onProgress?.(rows);
}

const EXCEL_FORMATS: Partial<Record<ReportColumnType, string>> = {
  date: 'yyyy-mm-dd',
  datetime: 'yyyy-mm-dd hh:mm',
  number: '#,##0',
};

const toDate = (v: unknown, type: ReportColumnType) => {
  if (v === null || v === undefined) return null;
  const d = type === 'date' ? new Date(`${v}T00:00:00Z`) : new Date(String(v));
  return Number.isNaN(d.getTime()) ? String(v) : d;
};

/** XLSX: exceljs's streaming writer (rows are committed to the zip as they come; nothing is held whole). */
export async function renderXlsx(
  database: Database,
  req: ReportRequest,
  heading: ReportHeading,
  out: Writable,
  opts: RenderOptions = {},
) {
  // Loaded on the first XLSX export, not at start (about 28 MB a server that never exports would carry).
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  workbook.creator = 'CoverDesk';
  const sheet = workbook.addWorksheet(heading.title.slice(0, 31).replace(/[\\/?*[\]:]/g, ' '), {
    pageSetup: { orientation: 'landscape', fitToPage: true, fitToWidth: 1, fitToHeight: 0 },
    headerFooter: {
      oddHeader: `&L${heading.title}&R${heading.partnerName}`,
      oddFooter: `&C${word('page', req.lang)} &P ${word('of', req.lang)} &N`,
    },
  });
  const types = req.def.columns.map((c) => c.type);
  const money = heading.currency ? `#,##0.00 "${heading.currency}"` : '#,##0.00';
  sheet.columns = req.def.columns.map((c, i) => ({
    key: c.key,
    width: Math.max(12, Math.min(40, labelOf(req, i, heading.currency).length + 4)),
    style: { numFmt: c.type === 'money' ? money : EXCEL_FORMATS[c.type] },
  }));
  sheet.addRow([heading.title]).font = { bold: true, size: 14 };
  sheet.addRow([`${word('partner', req.lang)}: ${heading.partnerName}`]);
  sheet.addRow([`${word('parameters', req.lang)}: ${heading.parameters}`]);
  sheet.addRow([
    `${word('generated', req.lang)}: ${heading.generatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`,
  ]);
  sheet.addRow([]);
  const head = sheet.addRow(req.def.columns.map((_, i) => labelOf(req, i, heading.currency)));
  head.font = { bold: true };
  head.commit();
  let written = 0;
  await streamRows(
    database,
    req,
    async (rows) => {
      for (const r of rows) {
        const values = r.map((v, i) => {
          const type = types[i]!;
          if (v === null || v === undefined) return null;
          if (type === 'money') return Number(v) / 100;
          if (type === 'number') return Number(v);
          if (type === 'date' || type === 'datetime') return toDate(v, type);
          return typeof v === 'object' ? JSON.stringify(v) : (v as string | boolean);
        });
        sheet.addRow(values).commit();
      }
      written += rows.length;
      await opts.onProgress?.(written);
      if (out.writableNeedDrain) await once(out, 'drain');
    },
    opts,
  );
  sheet.commit();
  await workbook.commit();
}

/** A cell as text for reading (the PDF's): the shared formatters of every PDF (platform/pdf.ts). */
export function displayCell(v: unknown, type: ReportColumnType, lang: Lang, currency: string | null): string {
  if (v === null || v === undefined || v === '') return '';
  if (type === 'money') return formatMoney(v as string | number, currency, lang);
  if (type === 'number') return formatNumber(Number(v), lang);
  if (type === 'date' || type === 'datetime') {
    const d = toDate(v, type);
    return d instanceof Date ? formatDate(d, lang, { time: type === 'datetime', day: '2-digit' }) : String(v);
  }
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

const COLUMN_WEIGHT: Record<ReportColumnType, number> = { text: 1.6, number: 0.8, money: 1.2, date: 1, datetime: 1.4 };

/**
 * PDF: A4 landscape pages, each with the heading and "Page n of N", rows drawn batch by batch as they stream. Rows
 * have one fixed height, so the page count is known from the row count (counted first, in the cursor's snapshot):
 * the pages are still written to the output as they are drawn, never buffered (pdfkit's bufferPages would hold them
 * all in memory).
 */
export async function renderPdf(
  database: Database,
  req: ReportRequest,
  heading: ReportHeading,
  out: Writable,
  opts: RenderOptions = {},
) {
  const doc = createPdf({ title: heading.title, lang: req.lang, margin: 28, layout: 'landscape', author: 'CoverDesk' });
  const ended = once(out, 'finish');
  doc.pipe(out);
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const bottom = doc.page.height - doc.page.margins.bottom - 16;
  const cols = req.def.columns;
  const weights = cols.map((c) => COLUMN_WEIGHT[c.type]);
  const sum = weights.reduce((a, b) => a + b, 0);
  const widths = weights.map((w) => (w / sum) * width);
  const xs = widths.map((_, i) => left + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const rowH = 11;
  const tableTop = doc.page.margins.top + 34 + rowH * 2;
  /** Rows on one page: `y + rowH > bottom` starts a new page. */
  const perPage = Math.max(1, Math.floor((bottom - tableTop) / rowH));
  let pages = 1;
  let pageNo = 0;
  let y = 0;
  const generated = `${word('generated', req.lang)}: ${displayCell(heading.generatedAt.toISOString(), 'datetime', req.lang, null)} UTC`;
  const startPage = () => {
    if (pageNo > 0) doc.addPage();
    pageNo++;
    doc.font(PDF_FONTS.bold).fontSize(13).text(heading.title, left, doc.page.margins.top, { width, lineBreak: false });
    doc
      .font(PDF_FONTS.regular)
      .fontSize(8)
      .text(
        `${word('partner', req.lang)}: ${heading.partnerName}   ·   ${word('parameters', req.lang)}: ${heading.parameters}   ·   ${generated}`,
        left,
        doc.page.margins.top + 17,
        { width, lineBreak: false },
      );
    const pageText = `${word('page', req.lang)} ${pageNo} ${word('of', req.lang)} ${Math.max(pages, pageNo)}`;
    doc.fontSize(8).text(pageText, left, doc.page.height - doc.page.margins.bottom - 10, {
      width,
      align: 'right',
      lineBreak: false,
    });
    y = doc.page.margins.top + 34;
    doc.font(PDF_FONTS.bold).fontSize(7);
    cols.forEach((_, i) => {
      doc.text(labelOf(req, i, null), xs[i]!, y, { width: widths[i]! - 3, height: rowH * 2, ellipsis: true });
    });
    y += rowH * 2;
    doc
      .moveTo(left, y - 2)
      .lineTo(left + width, y - 2)
      .lineWidth(0.5)
      .stroke();
    doc.font(PDF_FONTS.regular).fontSize(7);
  };
  let written = 0;
  await streamRows(
    database,
    req,
    async (rows) => {
      for (const r of rows) {
        if (y + rowH > bottom) startPage();
        for (let i = 0; i < cols.length; i++) {
          const text = displayCell(r[i], cols[i]!.type, req.lang, heading.currency);
          if (text)
            doc.text(text, xs[i]!, y, {
              width: widths[i]! - 3,
              height: rowH,
              lineBreak: false,
              ellipsis: true,
              align: cols[i]!.type === 'money' || cols[i]!.type === 'number' ? 'right' : 'left',
            });
        }
        y += rowH;
      }
      written += rows.length;
      await opts.onProgress?.(written);
      if (out.writableNeedDrain) await once(out, 'drain');
    },
    {
      signal: opts.signal,
      onTotal: (total) => {
        pages = Math.max(1, Math.ceil(total / perPage));
        startPage();
      },
    },
  );
  if (written === 0) doc.text(word('none', req.lang), left, y, { width, lineBreak: false });
  doc.end();
  await ended;
}

export const RENDERERS: Record<FileReportType, typeof renderCsv> = { csv: renderCsv, xlsx: renderXlsx, pdf: renderPdf };
