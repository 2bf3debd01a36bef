import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** Gzipped size of each built chunk and of what the sign-in page loads (entry + static imports + its route chunk). */
export function webSizes(dist = 'packages/web/dist') {
  const assets = path.join(dist, 'assets');
  if (!fs.existsSync(assets)) return undefined;
  const gz = (f: string) => zlib.gzipSync(fs.readFileSync(path.join(dist, f))).length;
  const raw = (f: string) => fs.statSync(path.join(dist, f)).size;
  const chunks = fs
    .readdirSync(assets)
    .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
    .map((f) => ({ file: `assets/${f}`, raw: raw(`assets/${f}`), gzip: gz(`assets/${f}`) }))
    .sort((a, b) => b.gzip - a.gzip);
  let signIn: { files: string[]; gzip: number } | undefined;
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
    const files = new Set<string>();
    const visit = (key: string) => {
      const c = manifest[key];
      if (!c || files.has(c.file)) return;
      files.add(c.file);
      for (const i of c.imports ?? []) visit(i);
    };
    const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
    if (entry) visit(entry);
    const signInKey = Object.keys(manifest).find((k) => /sign-?in|login/i.test(k) && !manifest[k]!.isEntry);
    if (signInKey) visit(signInKey);
    const js = [...files].filter((f) => f.endsWith('.js'));
    signIn = { files: js, gzip: js.reduce((n, f) => n + gz(f), 0) };
  }
  return { chunks, signIn };
}
