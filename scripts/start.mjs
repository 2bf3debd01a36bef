// `npm start`: builds the web app when its build is missing or older than its sources, then starts the server
// (TypeScript run directly through tsx: no separate server build step).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';

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

if (fs.existsSync(path.join(web, 'package.json')) && !process.env.WEB_DIST) {
  const built = path.join(web, 'dist/index.html');
  const stale = !fs.existsSync(built) || newestMtime(path.join(web, 'src')) > fs.statSync(built).mtimeMs;
  if (stale) {
    console.log('Building the web app…');
    const r = spawnSync('npm', ['run', 'build', '-w', 'packages/web'], { stdio: 'inherit' });
    if (r.status !== 0) process.exit(r.status ?? 1);
  }
}

register();
await import('../packages/server/src/main.ts');
