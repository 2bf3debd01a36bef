import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * Ctrl-C on `npm start`: a terminal sends SIGINT to the whole foreground process group (npm, node, and whatever they
 * started). The server, its jobs and the embedded PostgreSQL must stop in order, without an unhandled error.
 */
const ROOT = path.resolve(import.meta.dirname, '../../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coverdesk-test-data/'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

describe('Ctrl-C on npm start', () => {
  it('stops the server, the jobs and the embedded PostgreSQL cleanly', async () => {
    const port = await freePort();
    const { DATABASE_URL: _external, ...env } = process.env;
    // `detached` starts a new process group, as `setsid npm start` does: the group is what Ctrl-C signals.
    const child = spawn('npm', ['start'], {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...env,
        DATA_DIR: dataDir,
        PORT: String(port),
        DEMO_DATA: '0',
        WEB_DIST: path.join(dataDir, 'no-web'),
        LOG_JSON: '1',
      },
    });
    let output = '';
    child.stdout!.on('data', (c) => {
      output += c;
    });
    child.stderr!.on('data', (c) => {
      output += c;
    });
    const exited = new Promise<void>((r) => child.once('exit', () => r()));
    for (const deadline = Date.now() + 120_000; !/CoverDesk is running/.test(output); ) {
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`npm start did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect((await fetch(`http://127.0.0.1:${port}/ready`)).status).toBe(200);
    const postmaster = path.join(dataDir, 'pg', 'postmaster.pid');
    const pgPid = Number(fs.readFileSync(postmaster, 'utf8').split('\n')[0]);

    process.kill(-child.pid!, 'SIGINT');
    await Promise.race([
      exited,
      new Promise((_, no) => setTimeout(() => no(new Error(`still running:\n${output}`)), 30_000)),
    ]);

    const after = output.slice(output.indexOf('Stop with Ctrl-C'));
    expect(after).toMatch(/"msg":"stopping"/);
    expect(after).toMatch(/"msg":"stopped"/);
    expect(after).not.toMatch(/Unhandled|uncaught|throw er|terminating connection|"level":50|\n\s+at /i);
    // PostgreSQL shut down (its lock file is removed last) and no process of the group is left.
    for (let i = 0; i < 50 && fs.existsSync(postmaster); i++) await new Promise((r) => setTimeout(r, 100));
    expect(fs.existsSync(postmaster)).toBe(false);
    expect(() => process.kill(pgPid, 0)).toThrow();
    expect(() => process.kill(-child.pid!, 0)).toThrow();
  }, 180_000);
});
