import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@coverdesk/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import type { Logger } from 'pino';
import { uuidv7 } from 'uuidv7';
import { type BuiltApp, buildApp } from '../app.ts';
import { ensureGroups } from '../identity/bootstrap.ts';
import { forgetPhoneCountries } from '../modules/partners/partner-country.ts';
import { type Config, loadConfig } from '../platform/config.ts';
import { createDatabase, type Database } from '../platform/db/client.ts';
import { inlineJobs, type Jobs } from '../platform/jobs.ts';
import { createLogger } from '../platform/logger.ts';
import { createTestDatabase } from './test-database.ts';

export interface TestUser {
  sub?: string;
  username?: string;
  roles: Role[] | string[];
  partners: string[];
}

export interface TestApp extends BuiltApp {
  config: Config;
  database: Database;
  /** A connection as the database owner (bypasses row-level security): for assertions only. */
  owner: pg.Pool;
  url: string;
  jobs: Jobs;
  /** Signs an access token for a made-up user, as the realm would. */
  tokenFor(user: TestUser): Promise<string>;
  /** `inject` with a bearer token and JSON. */
  call(user: TestUser | string | null, opts: InjectOptions & { partner?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Builds the app on a fresh database cloned from the migrated template. */
export async function createTestApp(
  overrides: Partial<Config> & { jobs?: Jobs; logger?: Logger } = {},
): Promise<TestApp> {
  const { jobs: _jobs, logger: _logger, ...configOverrides } = overrides;
  // Test files share a worker's modules (isolate: false): a cache of the last file's database must not answer here.
  forgetPhoneCountries();
  const testDatabase = await createTestDatabase();
  const url = testDatabase.url;
  const owner = new pg.Pool({ connectionString: url, max: 2 });
  // A test may cut every connection of its database (pg_terminate_backend): an idle owner connection then errors.
  owner.on('error', () => {});
  const { rows } = await owner.query('select rolsuper or rolbypassrls as b from pg_roles where rolname = current_user');
  const logger = createLogger(process.env.TEST_LOG ?? 'silent', process.stdout);
  const database = createDatabase(url, { appRole: Boolean(rows[0]?.b), max: 5, log: logger });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coverdesk-test-data/'));
  const config: Config = {
    ...loadConfig({}),
    databaseUrl: url,
    dataDir,
    demoData: false,
    publicUrl: 'http://localhost:8080',
    webDist: path.join(dataDir, 'no-web'),
    runJobs: false,
    logLevel: process.env.TEST_LOG ?? 'silent',
    // Every answer of every test also written by zod and compared (platform/http/serializer.ts).
    checkResponses: true,
    ...configOverrides,
  };
  const jobs = overrides.jobs ?? inlineJobs();
  const built = await buildApp(config, { database, jobs, logger: overrides.logger ?? logger });
  await ensureGroups(database.db);
  await built.app.ready();
  const tokenFor = (user: TestUser) =>
    built.realm.keys.sign(
      {
        iss: built.realm.issuer,
        sub: user.sub ?? uuidv7(),
        typ: 'Bearer',
        azp: config.oauthClientId,
        preferred_username: user.username ?? 'tester',
        realm_access: { roles: user.roles },
        partners: user.partners,
      },
      300,
    );
  const call: TestApp['call'] = async (user, opts) => {
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    if (user) headers.authorization = `Bearer ${typeof user === 'string' ? user : await tokenFor(user)}`;
    const query = { ...(opts.query as Record<string, string>) };
    if (opts.partner) query.partner = opts.partner;
    return built.app.inject({ ...opts, headers, query });
  };
  return {
    ...built,
    config,
    database,
    owner,
    url,
    jobs,
    tokenFor,
    call,
    async close() {
      await built.app.close();
      await database.close();
      await owner.end();
      await testDatabase.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A few stable identities for permission tests. */
export const PARTNER_A = '0190a000-0000-7000-8000-00000000000a';
export const PARTNER_B = '0190b000-0000-7000-8000-00000000000b';
export const adminOf = (...partners: string[]): TestUser => ({ roles: ['admin'], partners, username: 'admin' });
export const roleOf = (role: Role, ...partners: string[]): TestUser => ({ roles: [role], partners, username: role });
