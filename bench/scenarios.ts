import type { AdminSample } from './load-admin-data.ts';
import type { LoadedData } from './load-data.ts';

export interface BenchContext {
  app: string;
  baseline: string;
  token: string;
  username: string;
  password: string;
  data: LoadedData;
  admin: AdminSample;
  clientAuth: string;
}

export interface Request {
  method?: 'GET' | 'POST' | 'PUT';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Scenario {
  name: string;
  /** Requests against CoverDesk, taken in turn. */
  app(ctx: BenchContext): Request[];
  /** The same work done bare against the baseline server. */
  baseline(ctx: BenchContext): Request[];
  /** A latency goal at BENCH_CONNECTIONS (32) connections, printed as met or not met. */
  goal?: { p99Ms: number };
  /**
   * The setting of an answer cache this endpoint reads through (e.g. REFERENCE_CACHE_ENTRIES): the scenario is also
   * measured on a second CoverDesk process with it at 0, every request reaching PostgreSQL, and printed beside.
   */
  cacheSetting?: string;
}

const form = (o: Record<string, string>) => new URLSearchParams(o).toString();

const REALM = process.env.IDENTITY_REALM ?? 'coverdesk';

export const SCENARIOS: Scenario[] = [
  {
    // Issue 14: the payment dashboard of a partner over 5,000,000 payments (a year of them), under 200 ms.
    name: 'GET /api/payments/status/{partner} (5,000,000 payments)',
    app: (c) =>
      PAYMENT_RANGES.map(([from, to]) => ({
        path: `/api/payments/status/${c.data.partners[0]}?from=${from}&to=${to}&partner=${c.data.partners[0]}`,
        headers: { authorization: `Bearer ${c.token}` },
      })),
    baseline: (c) =>
      PAYMENT_RANGES.map(([from, to]) => ({ path: `/payment-status/${c.data.partners[0]}/${from}/${to}` })),
    goal: { p99Ms: 200 },
  },
  {
    // Issue 20: a record's timeline among 10,000,000 events, under 50 ms.
    name: 'GET /api/audit_events?entity_guid= (10,000,000 events)',
    app: (c) =>
      c.admin.entities.map((e) => ({
        path: `/api/audit_events?entity_guid=${e.entity}&partner=${e.partner}`,
        headers: { authorization: `Bearer ${c.token}` },
      })),
    baseline: (c) => c.admin.entities.map((e) => ({ path: `/audit/${e.partner}/${e.entity}` })),
  },
  {
    // Issue 20: the users screen's page (list, then the page's states in one call) over 10,000 users, under 200 ms.
    name: 'GET admin users page of 100 (10,000 users)',
    app: (c) =>
      c.admin.userPages.map((_, p) => ({
        path: `/identity/admin/realms/${REALM}/users?first=${p * 100}&max=100&briefRepresentation=true`,
        headers: { authorization: `Bearer ${c.token}` },
      })),
    baseline: (c) => c.admin.userPages.map((_, p) => ({ path: `/users/${p * 100}` })),
  },
  {
    name: 'GET /api/users/states (100 users)',
    app: (c) =>
      c.admin.userPages.map((ids) => ({
        path: `/api/users/states?ids=${ids.join(',')}`,
        headers: { authorization: `Bearer ${c.token}` },
      })),
    baseline: (c) => c.admin.userPages.map((ids) => ({ path: `/user-states?ids=${ids.join(',')}` })),
  },
  {
    name: 'GET /api/countries/{code}',
    app: (c) => [
      { path: `/api/countries/KE?partner=${c.data.partners[0]}`, headers: { authorization: `Bearer ${c.token}` } },
    ],
    baseline: () => [{ path: '/country/KE' }],
  },
  {
    name: 'GET /api/partners/{guid}',
    app: (c) =>
      c.data.partners.map((p) => ({
        path: `/api/partners/${p}?partner=${p}`,
        headers: { authorization: `Bearer ${c.token}` },
      })),
    baseline: (c) => c.data.partners.map((p) => ({ path: `/partner/${p}` })),
  },
  {
    name: 'POST /oauth/token (password grant, argon2id)',
    app: (c) => [
      {
        method: 'POST',
        path: '/oauth/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${c.clientAuth}` },
        body: form({ grant_type: 'password', username: c.username, password: c.password }),
      },
    ],
    baseline: (c) => [
      {
        method: 'POST',
        path: '/user-by-name',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: c.username }),
      },
    ],
  },
  {
    name: 'GET /api/customers/find?msisdn=',
    app: (c) =>
      c.data.sample.map((s) => ({
        path: `/api/customers/find?msisdn=${s.msisdn}&page=1&size=10&partner=${s.partner}`,
        headers: { authorization: `Bearer ${c.token}` },
      })),
    baseline: (c) => c.data.sample.map((s) => ({ path: `/customer/msisdn/${s.partner}/${s.msisdn}` })),
  },
  {
    name: 'GET /api/customers/find?national_id=',
    app: (c) =>
      c.data.sample.map((s) => ({
        path: `/api/customers/find?national_id=${s.national_id}&page=1&size=10&partner=${s.partner}`,
        headers: { authorization: `Bearer ${c.token}` },
      })),
    baseline: (c) => c.data.sample.map((s) => ({ path: `/customer/national_id/${s.partner}/${s.national_id}` })),
  },
  {
    name: 'GET /api/customers/find?name= (fuzzy)',
    goal: { p99Ms: 50 },
    app: (c) =>
      c.data.sample.slice(0, 50).map((s) => ({
        path: `/api/customers/find?name=${encodeURIComponent(s.name)}&page=1&size=10&partner=${s.partner}`,
        headers: { authorization: `Bearer ${c.token}` },
      })),
    baseline: (c) =>
      c.data.sample.slice(0, 50).map((s) => ({ path: `/customer/name/${s.partner}/${encodeURIComponent(s.name)}` })),
  },
  {
    name: 'GET /api/configs/hospitals?query=royal (broad term: 1 in 8 of 100,000)',
    goal: { p99Ms: 50 },
    cacheSetting: 'REFERENCE_CACHE_ENTRIES',
    app: (c) => [
      {
        path: `/api/configs/hospitals?query=royal&page=1&size=10&partner=${c.data.partners[0]}`,
        headers: { authorization: `Bearer ${c.token}` },
      },
    ],
    baseline: (c) => [{ path: `/hospital/${c.data.partners[0]}/royal` }],
  },
  {
    name: 'GET /api/configs/hospitals?query= (100,000 rows, mixed terms)',
    cacheSetting: 'REFERENCE_CACHE_ENTRIES',
    app: (c) =>
      HOSPITAL_QUERIES.map((q) => ({
        path: `/api/configs/hospitals?query=${encodeURIComponent(q)}&page=1&size=10&partner=${c.data.partners[0]}`,
        headers: { authorization: `Bearer ${c.token}` },
      })),
    baseline: (c) =>
      HOSPITAL_QUERIES.map((q) => ({ path: `/hospital/${c.data.partners[0]}/${encodeURIComponent(q)}` })),
  },
  {
    // Issue 17: an agent searches as they type, under 50 ms over 100,000 guides.
    name: 'GET /api/search?search= (knowledge base, 100,000 guides)',
    goal: { p99Ms: 50 },
    cacheSetting: 'KNOWLEDGE_CACHE_ENTRIES',
    app: (c) =>
      GUIDE_QUERIES.map((q) => ({
        path: `/api/search?search=${encodeURIComponent(q)}&page=1&size=10&partner=${c.data.partners[1] ?? c.data.partners[0]}`,
        headers: { authorization: `Bearer ${c.token}` },
      })),
    baseline: (c) =>
      GUIDE_QUERIES.map((q) => ({
        path: `/guide/${c.data.partners[1] ?? c.data.partners[0]}/${encodeURIComponent(q)}`,
      })),
  },
];

/** A month, a quarter and the whole year of the loaded payments. */
const PAYMENT_RANGES = [
  ['2026-03-01', '2026-03-31'],
  ['2026-04-01', '2026-06-30'],
  ['2026-01-01', '2026-12-31'],
] as const;

/** French words with and without accents, English words, and a word being typed (prefix). */
const GUIDE_QUERIES = ['hôpital', 'hopital sortie', 'maternite', 'clinique 42', 'refund seven', 'hosp', 'préautoris'];

const HOSPITAL_QUERIES = ['mercy kisumu', 'H01234', 'royal', 'hospital 4242', 'nyeri', 'grace thika 77'];
