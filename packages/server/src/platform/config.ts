import path from 'node:path';

/** Every setting comes from the environment; names are fixed by DESIGN and listed in the README. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  adminUsername: string;
  adminPassword: string | undefined;
  demoData: boolean;
  realm: string;
  oauthClientId: string;
  oauthClientSecret: string;
  identityIssuerUrl: string | undefined;
  /** Public base URL used in links sent by email (defaults to http://HOST:PORT). */
  publicUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  sentryDsn: string | undefined;
  /** Sentry's environment name for the server's events (SENTRY_ENVIRONMENT). */
  sentryEnvironment: string | undefined;
  /** A bearer token that lets a scraper off this machine read `/metrics` (METRICS_TOKEN); unset: loopback only. */
  metricsToken: string | undefined;
  /** A statement slower than this is counted in `coverdesk_db_slow_statements_total` (DB_SLOW_STATEMENT_MS). */
  slowStatementMs: number;
  logLevel: string;
  accessTokenSeconds: number;
  refreshTokenSeconds: number;
  /** Token endpoint calls allowed per client IP and minute (TOKEN_RATE_LIMIT). */
  tokenRateLimit: number;
  /** Where the sign-in page's "contact support" messages go (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Serve the web build from this folder when it exists. */
  webDist: string;
  /** Start the pg-boss workers in this process. */
  runJobs: boolean;
  /** Knowledge-base search answers kept by this process (KNOWLEDGE_CACHE_ENTRIES; 0 keeps none). */
  knowledgeCacheEntries: number;
  /** Every answer also checked by zod against the compiled serializer (CHECK_RESPONSES; the tests turn it on). */
  checkResponses: boolean;
  /** Hospital and diagnosis search answers kept by this process (REFERENCE_CACHE_ENTRIES; 0 keeps none). */
  referenceCacheEntries: number;
}

const bool = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(v.toLowerCase());

const int = (v: string | undefined, fallback: number) => {
  const n = v === undefined || v === '' ? Number.NaN : Number(v);
  return Number.isInteger(n) && n > 0 ? n : fallback;
};
/** A count where 0 means none. */
const count = (v: string | undefined, fallback: number) => (v === '0' ? 0 : int(v, fallback));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080);
  const host = env.HOST || '127.0.0.1';
  const databaseUrl = env.DATABASE_URL || undefined;
  return {
    port,
    host,
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl,
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoData: bool(env.DEMO_DATA, !databaseUrl),
    realm: env.IDENTITY_REALM || 'coverdesk',
    oauthClientId: env.OAUTH_CLIENT_ID || 'coverdesk-web',
    oauthClientSecret: env.OAUTH_CLIENT_SECRET || 'coverdesk-web-secret',
    identityIssuerUrl: env.IDENTITY_ISSUER_URL || undefined,
    publicUrl: (env.PUBLIC_URL || `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`).replace(/\/$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'CoverDesk <no-reply@coverdesk.local>',
    sentryDsn: env.SENTRY_DSN || undefined,
    sentryEnvironment: env.SENTRY_ENVIRONMENT || undefined,
    metricsToken: env.METRICS_TOKEN || undefined,
    slowStatementMs: int(env.DB_SLOW_STATEMENT_MS, 1000),
    logLevel: env.LOG_LEVEL || 'info',
    accessTokenSeconds: int(env.ACCESS_TOKEN_SECONDS, 300),
    refreshTokenSeconds: int(env.REFRESH_TOKEN_SECONDS, 1800),
    tokenRateLimit: int(env.TOKEN_RATE_LIMIT, 300),
    supportEmail: env.SUPPORT_EMAIL || 'support@coverdesk.local',
    webDist: path.resolve(env.WEB_DIST || 'packages/web/dist'),
    runJobs: bool(env.RUN_JOBS, true),
    knowledgeCacheEntries: count(env.KNOWLEDGE_CACHE_ENTRIES, 5000),
    checkResponses: bool(env.CHECK_RESPONSES, false),
    referenceCacheEntries: count(env.REFERENCE_CACHE_ENTRIES, 5000),
  };
}
