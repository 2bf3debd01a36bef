// `npm test`: every check a change must pass; stops at the first failure.
// The end-to-end flows start first, in the background: their setup (the web build, two servers on fresh embedded
// PostgreSQL) and first flows overlap lint and the type checks instead of waiting for them (a failed check still
// stops everything). Lint and type checks run one after the other, then Vitest, still beside the flows:
// Vitest keeps both cores busy, while the flows mostly wait on a browser and a server (about a sixth of a core), so
// side by side they end minutes sooner than one after the other. The flows' output is kept and printed after Vitest's.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const env = { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' };
const checks = [
  ['lint (Biome)', 'npx', ['biome', 'check', '.']],
  ['type check', 'npx', ['tsc', '-p', 'packages/contract']],
  ['type check', 'npx', ['tsc', '-p', 'packages/server']],
];
if (fs.existsSync('packages/web/tsconfig.json')) checks.push(['type check', 'npx', ['tsc', '-p', 'packages/web']]);
if (fs.existsSync('e2e/tsconfig.json')) checks.push(['type check', 'npx', ['tsc', '-p', 'e2e']]);

const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
const fail = (name, status) => {
  console.error(`\n✗ ${name} failed`);
  if (e2e) stop(e2e.child);
  process.exit(status ?? 1);
};

/** A step as a child process group (so a failure elsewhere can stop it whole); resolves with its exit status. */
function run(cmd, args, stdio) {
  const child = spawn(cmd, args, { stdio, env, detached: true });
  const done = new Promise((resolve) => child.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1))));
  return { child, done };
}
const stop = (child) => {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {}
};

let e2e;
let e2eLog;
if (fs.existsSync('e2e/vitest.config.ts')) {
  fs.mkdirSync('test-results', { recursive: true });
  e2eLog = path.join('test-results', 'e2e.log');
  const out = fs.openSync(e2eLog, 'w');
  console.log(
    `\n▶ end-to-end (Playwright), in the background beside the checks and Vitest: npx vitest run --config e2e/vitest.config.ts (output: ${e2eLog})`,
  );
  e2e = run('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], ['ignore', out, out]);
}
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    if (e2e) stop(e2e.child);
    process.exit(130);
  });

for (const [name, cmd, args] of checks) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env });
  if (r.status !== 0) fail(name, r.status);
}

console.log('\n▶ unit, integration and component tests (Vitest): npx vitest run');
const vitest = run('npx', ['vitest', 'run'], 'inherit');
const unitStatus = await vitest.done;
if (unitStatus !== 0) {
  if (e2e) stop(e2e.child);
  fail('unit, integration and component tests (Vitest)', unitStatus);
}
console.log(`\n✓ Vitest passed (${seconds()} since the start)`);

if (e2e) {
  const e2eStatus = await e2e.done;
  console.log(`\n▶ end-to-end (Playwright) output:\n`);
  process.stdout.write(fs.readFileSync(e2eLog, 'utf8'));
  if (e2eStatus !== 0) fail('end-to-end (Playwright)', e2eStatus);
}
console.log(`\n✓ all checks passed in ${seconds()}`);
