// `npm start`: builds the web app and the server when their builds are missing or older than their sources, then
// starts the server. `npm run worker` (`node scripts/start.mjs worker`) starts a jobs-only worker the same way.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
process.chdir(root);
const web = path.join(root, 'packages/web');

function newestMtime(dir) {
  let newest = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.name === 'node_modules' || e.name === 'dist') continue;
    const p = path.join(dir, e.name);
    newest = Math.max(newest, e.isDirectory() ? newestMtime(p) : fs.statSync(p).mtimeMs);
  }
  return newest;
}

const worker = process.argv[2] === 'worker';
if (!worker && fs.existsSync(path.join(web, 'package.json')) && !process.env.WEB_DIST) {
  const built = path.join(web, 'dist/index.html');
  const stale = !fs.existsSync(built) || newestMtime(path.join(web, 'src')) > fs.statSync(built).mtimeMs;
  if (stale) {
    console.log('Building the web app…');
    const r = spawnSync('npm', ['run', 'build', '-w', 'packages/web'], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

const entry = worker ? 'worker' : 'main';
await import(
  pathToFileURL(await buildServer(`packages/server/src/${entry}.ts`, `packages/server/dist/${entry}.mjs`)).href
);
