import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Realm } from '../identity/realm.ts';
import type { Actor } from './audit.ts';
import type { TokenVerifier } from './auth.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Jobs } from './jobs.ts';
import type { Mailer } from './mail.ts';

/** What every module gets to build its services and routes. */
export interface AppContext {
  config: Config;
  database: Database;
  verifier: TokenVerifier;
  realm: Realm;
  jobs: Jobs;
  mailer: Mailer;
  actorOf(request: FastifyRequest): Actor;
}

export type Module = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;
