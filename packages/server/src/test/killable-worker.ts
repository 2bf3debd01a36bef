import { type ChildProcess, spawn } from 'node:child_process';
import readline from 'node:readline';

/** How a worker process ended, and the last line it printed. */
export interface WorkerExit {
  code: number | null;
  signal: NodeJS.Signals | null;
  last: string;
}

/**
 * A worker script run as a real process (for kill -9 tests), added to `children` so the file's afterAll can kill
 * what is left. The script prints `chunk N` after each committed chunk; `onChunk` sees it, with the process to kill.
 */
export function killableWorker(
  children: ChildProcess[],
  script: string,
  args: string[],
  onChunk: (n: number, child: ChildProcess) => void = () => {},
): Promise<WorkerExit> {
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let last = '';
  readline.createInterface({ input: child.stdout! }).on('line', (line) => {
    last = line;
    const m = /^chunk (\d+)$/.exec(line);
    if (m) onChunk(Number(m[1]), child);
  });
  // setImmediate: the last line is read before the exit is answered.
  return new Promise((resolve) =>
    child.once('exit', (code, signal) => setImmediate(() => resolve({ code, signal, last }))),
  );
}
