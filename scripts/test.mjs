// `npm test`: every check a change must pass, in order; stops at the first failure.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const steps = [
  ['lint (Biome)', 'npx', ['biome', 'check', '.']],
  ['type check', 'npx', ['tsc', '-p', 'packages/contract']],
  ['type check', 'npx', ['tsc', '-p', 'packages/server']],
];
if (fs.existsSync('packages/web/tsconfig.json')) steps.push(['type check', 'npx', ['tsc', '-p', 'packages/web']]);
if (fs.existsSync('e2e/tsconfig.json')) steps.push(['type check', 'npx', ['tsc', '-p', 'e2e']]);
steps.push(['unit, integration and component tests (Vitest)', 'npx', ['vitest', 'run']]);
if (fs.existsSync('e2e/vitest.config.ts'))
  steps.push(['end-to-end (Playwright)', 'npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts']]);

const started = Date.now();
for (const [name, cmd, args] of steps) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
  });
  if (r.status !== 0) {
    console.error(`\n✗ ${name} failed`);
    process.exit(r.status ?? 1);
  }
}
console.log(`\n✓ all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
