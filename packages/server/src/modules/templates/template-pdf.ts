import { createPdf, PDF_FONTS } from '../../platform/pdf.ts';

/**
 * Renders a filled template body to a one-document PDF (pdfkit): `# ` heading, `## ` sub-heading, `Label :: value`
 * a row of a two-column table, a blank line a paragraph break, any other line a paragraph.
 */
export function templatePdf(o: { title: string; body: string; language: 'en' | 'fr' }): Promise<Buffer> {
  const doc = createPdf({ title: o.title, lang: o.language, margin: 56 });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const line of o.body.replace(/\r\n?/g, '\n').split('\n')) {
    const row = /^(.{1,60}?)\s*::\s?(.*)$/.exec(line);
    if (line.startsWith('## ')) doc.moveDown(0.3).font(PDF_FONTS.bold).fontSize(14).text(line.slice(3), left);
    else if (line.startsWith('# ')) doc.font(PDF_FONTS.bold).fontSize(20).text(line.slice(2), left);
    else if (row) {
      const y = doc.y;
      doc.font(PDF_FONTS.bold).fontSize(11).text(row[1]!, left, y, { width: 170 });
      const afterLabel = doc.y;
      doc.font(PDF_FONTS.regular).text(row[2]!, left + 174, y, { width: width - 174 });
      doc.y = Math.max(doc.y, afterLabel);
      doc.moveDown(0.4);
    } else if (line.trim() === '') doc.moveDown(0.6);
    else doc.font(PDF_FONTS.regular).fontSize(11).text(line, left, doc.y, { width });
  }
  doc.end();
  return done;
}
