import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The Node.js versions the README promises are `engines.node` of the root package.json. This keeps the promise true:
 * the running Node must be one of them, and every installed dependency must accept the oldest of them, except the
 * few listed here, which declare Node ≥ 22 yet use nothing newer than Node 20 (checked by calling them below).
 */
const require = createRequire(import.meta.url);
const semver = require('semver') as {
  satisfies(version: string, range: string): boolean;
  minVersion(range: string): { version: string } | null;
};
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const DECLARE_22_RUN_ON_20 = new Set(['content-disposition@3.0.0', 'cookie@2.0.2', 'unpdf@1.8.1']);
const supported = (
  JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } }
).engines.node;

function installedEngines(dir: string, out = new Map<string, string>()) {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return out;
  }
  for (const e of entries) {
    if (!e.isDirectory() || e.name.startsWith('.')) continue;
    const p = path.join(dir, e.name);
    if (e.name.startsWith('@')) {
      installedEngines(p, out);
      continue;
    }
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(p, 'package.json'), 'utf8'));
      if (pkg.engines?.node) out.set(`${pkg.name}@${pkg.version}`, pkg.engines.node);
    } catch {}
    installedEngines(path.join(p, 'node_modules'), out);
  }
  return out;
}

describe('supported Node.js versions', () => {
  it('runs on one of them', () => {
    expect(semver.satisfies(process.versions.node, supported)).toBe(true);
  });

  it('every dependency accepts the oldest supported version, or is known to run on it', () => {
    const oldest = semver.minVersion(supported)!.version;
    const refusing = [...installedEngines(path.join(ROOT, 'node_modules'))]
      .filter(([, range]) => !semver.satisfies(oldest, range))
      .map(([name]) => name)
      .filter((name) => !DECLARE_22_RUN_ON_20.has(name));
    expect(refusing).toEqual([]);
  });

  it('the packages that declare Node 22 work here', async () => {
    const { create, parse } = await import('content-disposition');
    expect(parse(create('reçu 2026.pdf')).parameters.filename).toBe('reçu 2026.pdf');
    const { parseCookie, stringifySetCookie } = await import('cookie');
    expect(stringifySetCookie({ name: 'a', value: 'b c', httpOnly: true })).toBe('a=b%20c; HttpOnly');
    expect(parseCookie('a=1; b=x%20y')).toEqual({ a: '1', b: 'x y' });
    const { pdfText } = await import('./pdf-text.ts');
    const { pdfWithText } = await import('../test/pdf-fixtures.ts');
    expect(await pdfText(await pdfWithText('Reçu de paiement'))).toContain('Reçu de paiement');
  });
});
