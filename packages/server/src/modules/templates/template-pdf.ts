import PDFDocument from 'pdfkit';

/**
 * Renders a filled template body to a one-document PDF (pdfkit): `# ` heading, `## ` sub-heading, `Label :: value`
 * a row of a two-column table, a blank line a paragraph break, any other line a paragraph.
 */
export function templatePdf(o: { title: string; body: string; language: 'en' | 'fr' }): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    lang: o.language === 'fr' ? 'fr-FR' : 'en-GB',
    info: { Title: o.title },
  });
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
    if (line.startsWith('## ')) doc.moveDown(0.3).font('Helvetica-Bold').fontSize(14).text(line.slice(3), left);
    else if (line.startsWith('# ')) doc.font('Helvetica-Bold').fontSize(20).text(line.slice(2), left);
    else if (row) {
      const y = doc.y;
      doc.font('Helvetica-Bold').fontSize(11).text(row[1]!, left, y, { width: 170 });
      const afterLabel = doc.y;
      doc.font('Helvetica').text(row[2]!, left + 174, y, { width: width - 174 });
      doc.y = Math.max(doc.y, afterLabel);
      doc.moveDown(0.4);
    } else if (line.trim() === '') doc.moveDown(0.6);
    else doc.font('Helvetica').fontSize(11).text(line, left, doc.y, { width });
  }
  doc.end();
  return done;
}
