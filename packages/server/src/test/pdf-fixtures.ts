import PDFDocument from 'pdfkit';

/** A one-page PDF holding `text` (pdfkit), for tests that read a PDF's text back. */
export function pdfWithText(text: string): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.text(text);
  doc.end();
  return done;
}
