import { extractText, getDocumentProxy } from 'unpdf';

/** The text of a PDF (pages joined), or null when it has none or cannot be read (scanned, damaged, encrypted). */
export async function pdfText(bytes: Uint8Array): Promise<string | null> {
  try {
    const pdf = await getDocumentProxy(new Uint8Array(bytes));
    const { text } = await extractText(pdf, { mergePages: true });
    const clean = text.replace(/\s+/g, ' ').trim();
    return clean || null;
  } catch {
    return null;
  }
}
