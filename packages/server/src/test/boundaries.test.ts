import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The code's boundaries, read from its imports (README "Architecture"): a server module is reached only through its
 * door (`modules/<m>/index.ts`), `platform/` imports no module, the modules form layers with no circle, a web feature
 * imports no other feature, and a domain keeps one folder name in contract, server and web. Tests may reach past a
 * door (a fixture of another module); production code may not.
 */
const root = path.resolve(import.meta.dirname, '../../../..');
const S = path.join(root, 'packages/server/src');
const M = path.join(S, 'modules');
const W = path.join(root, 'packages/web/src/features');
const C = path.join(root, 'packages/contract/src');

const walk = (d: string): string[] =>
  existsSync(d)
    ? readdirSync(d).flatMap((f) => {
        const p = path.join(d, f);
        if (statSync(p).isDirectory()) return walk(p);
        return /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !/\/test\//.test(p) ? [p] : [];
      })
    : [];
const IMPORT =
  /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]|import\(\s*['"](\.[^'"]+)['"]\s*\)|import\s+['"](\.[^'"]+)['"]/g;
const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((m) =>
    path.resolve(path.dirname(file), m[1] ?? m[2] ?? m[3] ?? ''),
  );
const within = (base: string, p: string) => (p.startsWith(`${base}/`) ? p.slice(base.length + 1).split('/')[0]! : null);
const rel = (p: string) => path.relative(root, p);
const dirs = (d: string) => readdirSync(d).filter((x) => statSync(path.join(d, x)).isDirectory());

const serverFiles = walk(S);
const edges = new Map<string, Set<string>>();
const pastDoor: string[] = [];
const platformToModule: string[] = [];
for (const f of serverFiles) {
  const from = within(M, f);
  for (const t of importsOf(f)) {
    const to = within(M, t);
    if (!to) continue;
    if (!from && f.startsWith(path.join(S, 'platform'))) platformToModule.push(`${rel(f)} -> ${rel(t)}`);
    if (from && from !== to) {
      if (!/\/modules\/[^/]+\/index(\.ts)?$/.test(t)) pastDoor.push(`${rel(f)} -> ${rel(t)}`);
      if (!edges.has(from)) edges.set(from, new Set());
      edges.get(from)!.add(to);
    }
  }
}

/** Circles between modules: strongly connected components of more than one module (Tarjan). */
function circles(graph: Map<string, Set<string>>) {
  let n = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const on = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, n);
    low.set(v, n++);
    stack.push(v);
    on.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (on.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        on.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1) found.push(c.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('code boundaries', () => {
  it('a module reaches another module only through its door (modules/<m>/index.ts)', () => {
    expect(pastDoor).toEqual([]);
  });

  it('platform/ imports no module', () => {
    expect(platformToModule).toEqual([]);
  });

  it('the modules form layers: no import circle between modules', () => {
    expect(circles(edges)).toEqual([]);
  });

  it('a web feature imports no other feature', () => {
    const cross = walk(W).flatMap((f) =>
      importsOf(f)
        .filter((t) => within(W, t) && within(W, t) !== within(W, f))
        .map((t) => `${rel(f)} -> ${rel(t)}`),
    );
    expect(cross).toEqual([]);
  });

  it('a domain has one folder name in contract, server modules and web features', () => {
    const sides = [new Set(dirs(C).filter((d) => d !== 'common')), new Set(dirs(M)), new Set(dirs(W))];
    const names = [...new Set(sides.flatMap((s) => [...s]))].sort();
    expect(names.filter((d) => sides.filter((s) => s.has(d)).length < 2)).toEqual([]);
  });

  it('finds what it checks (the walk sees the modules and features)', () => {
    expect(serverFiles.length).toBeGreaterThan(100);
    expect(edges.size).toBeGreaterThan(5);
    expect(walk(W).length).toBeGreaterThan(100);
  });
});
