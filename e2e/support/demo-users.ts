import fs from 'node:fs';
import path from 'node:path';
import { inject } from 'vitest';

/** A demo user's generated password, from DATA_DIR/demo-users.json written by the server's DEMO_DATA seed. */
export function demoPassword(username: string): string {
  const file = path.join(inject('dataDir'), 'demo-users.json');
  const users = JSON.parse(fs.readFileSync(file, 'utf8')) as { username: string; password: string }[];
  const user = users.find((u) => u.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  return user.password;
}
