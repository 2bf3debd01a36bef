import fs from 'node:fs';
import path from 'node:path';

const web = path.resolve(import.meta.dirname, '../../packages/web/src');

function localeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return localeFiles(full);
    return e.name === 'en.json' && path.basename(dir) === 'locales' ? [full] : [];
  });
}

function leaves(o: unknown, prefix = ''): [string, string][] {
  if (typeof o === 'string') return [[prefix, o]];
  if (!o || typeof o !== 'object') return [];
  return Object.entries(o).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

/**
 * The English texts of the locale files (every list value's label among them) whose French differs: one of these
 * shown on a French screen is a text left untranslated. Short words that French shares or that read the same
 * (SMS, KYC, OK) are left out by keeping texts of two words or more, or of 6 letters or more, without placeholders.
 */
export function englishOnlyTexts(): Set<string> {
  const out = new Set<string>();
  const files = localeFiles(web).filter((en) => fs.existsSync(path.join(path.dirname(en), 'fr.json')));
  // A text that is French somewhere ("Active", "Mobile money") is French, wherever it shows.
  const frenchValues = new Set(
    files.flatMap((en) =>
      leaves(JSON.parse(fs.readFileSync(path.join(path.dirname(en), 'fr.json'), 'utf8'))).map(([, v]) => v.trim()),
    ),
  );
  for (const en of files) {
    const french = new Map(leaves(JSON.parse(fs.readFileSync(path.join(path.dirname(en), 'fr.json'), 'utf8'))));
    for (const [key, text] of leaves(JSON.parse(fs.readFileSync(en, 'utf8')))) {
      const t = text.trim();
      if (t.includes('{{') || t.includes('<') || frenchValues.has(t) || french.get(key) === t) continue;
      if (t.split(/\s+/).length >= 2 || t.length >= 6) out.add(t);
    }
  }
  return out;
}
