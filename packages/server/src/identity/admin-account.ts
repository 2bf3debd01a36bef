import fs from 'node:fs';
import path from 'node:path';
import type { Config } from '../platform/config.ts';
import type { Database } from '../platform/db/client.ts';
import { addPartnersToUser, ensureGroups, ensureUser, generatePassword } from './bootstrap.ts';

/**
 * Creates the realm's groups and the admin user on first start. The password is ADMIN_PASSWORD, or generated,
 * printed once and kept in DATA_DIR/admin-password.txt (mode 0600).
 */
export async function ensureAdmin(config: Config, database: Database) {
  const db = database.db;
  await ensureGroups(db);
  const file = path.join(config.dataDir, 'admin-password.txt');
  let password = config.adminPassword;
  let printedPassword: string | undefined;
  let passwordFile: string | undefined;
  if (!password) {
    if (fs.existsSync(file)) {
      password = fs.readFileSync(file, 'utf8').trim();
      passwordFile = file;
    } else {
      password = generatePassword();
    }
  }
  const { id, created } = await ensureUser(db, {
    username: config.adminUsername,
    password,
    first_name: 'Platform',
    last_name: 'Administrator',
    roles: ['admin'],
    partners: [],
  });
  if (created && !config.adminPassword) {
    fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
    printedPassword = password;
    passwordFile = file;
  }
  if (created && config.adminPassword) printedPassword = undefined;
  return { id, printedPassword, passwordFile, addPartners: (p: string[]) => addPartnersToUser(db, id, p) };
}
