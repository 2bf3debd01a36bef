import type { LoadedData } from './load-data.ts';

export interface BenchContext {
  app: string;
  baseline: string;
  token: string;
  username: string;
  password: string;
  data: LoadedData;
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
}

const form = (o: Record<string, string>) => new URLSearchParams(o).toString();

export const SCENARIOS: Scenario[] = [
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
    app: (c) =>
      HOSPITAL_QUERIES.map((q) => ({
        path: `/api/configs/hospitals?query=${encodeURIComponent(q)}&page=1&size=10&partner=${c.data.partners[0]}`,
        headers: { authorization: `Bearer ${c.token}` },
      })),
    baseline: (c) =>
      HOSPITAL_QUERIES.map((q) => ({ path: `/hospital/${c.data.partners[0]}/${encodeURIComponent(q)}` })),
  },
  {
    name: 'GET /api/search?search= (knowledge base, 100,000 guides)',
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

/** French words with and without accents, English words, and a word being typed (prefix). */
const GUIDE_QUERIES = ['hôpital', 'hopital sortie', 'maternite', 'clinique 42', 'refund seven', 'hosp', 'préautoris'];

const HOSPITAL_QUERIES = ['mercy kisumu', 'H01234', 'royal', 'hospital 4242', 'nyeri', 'grace thika 77'];
