import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Test setup for the policies flows, through the API (as the demo admin and agent) and, for the one thing the API
 * cannot do, the database: a policy "bought earlier than its product's cool-off" is bought through the API now and
 * then its `purchased_at` is moved back past the cool-off in the embedded PostgreSQL of the e2e server
 * (DATA_DIR/pg-port, the superuser bypasses row-level security).
 */
/** One statement as the e2e server's database superuser (DATA_DIR/pg-port; row-level security does not apply). */
export async function ownerQuery(dataDir: string, text: string, params: unknown[]): Promise<pg.QueryResult> {
  const port = Number(fs.readFileSync(path.join(dataDir, 'pg-port'), 'utf8'));
  const client = new pg.Client({
    host: '127.0.0.1',
    port,
    user: 'postgres',
    password: 'coverdesk',
    database: 'coverdesk',
  });
  await client.connect();
  try {
    return await client.query(text, params);
  } finally {
    await client.end();
  }
}

export interface Api {
  call<T>(method: string, url: string, opts?: { body?: unknown; headers?: Record<string, string> }): Promise<T>;
}

export async function apiAs(baseUrl: string, username: string, password: string, partner?: string): Promise<Api> {
  const config = (await (await fetch(`${baseUrl}/api/public/web-config`)).json()) as {
    client_id: string;
    client_secret: string;
  };
  const basic = Buffer.from(`${config.client_id}:${config.client_secret}`).toString('base64');
  const res = await fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${username} failed: ${res.status}`);
  const { access_token } = (await res.json()) as { access_token: string };
  return {
    async call<T>(method: string, url: string, opts: { body?: unknown; headers?: Record<string, string> } = {}) {
      const u = new URL(url, baseUrl);
      if (partner && !u.searchParams.has('partner')) u.searchParams.set('partner', partner);
      const r = await fetch(u, {
        method,
        headers: {
          Authorization: `Bearer ${access_token}`,
          ...(opts.body === undefined ? {} : { 'Content-Type': 'application/json' }),
          ...opts.headers,
        },
        body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      });
      const text = await r.text();
      if (!r.ok) throw new Error(`${method} ${u.pathname} answered ${r.status}: ${text}`);
      return (text ? JSON.parse(text) : undefined) as T;
    },
  };
}

export interface SaleSetup {
  partner: string;
  productGuid: string;
  productLabel: { name: string; code: string; min: number; max: number };
  premiumCents: number;
  coolOffHours: number;
  customer: { guid: string; full_name: string };
}

const PREMIUM_CENTS = 20_000;
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * The demo partner Afya Bora (KE), its Hospital Cash product with a KES 200 monthly premium (the demo catalogue has
 * no premium prices, so the admin adds one once), and a demo customer of an age the product covers.
 */
export async function prepareSale(baseUrl: string, adminPassword: string): Promise<SaleSetup> {
  const admin = await apiAs(baseUrl, 'admin', adminPassword);
  const partners = await admin.call<{ items: { guid: string; code: string }[] }>('GET', '/api/partners?page=1&size=50');
  const partner = partners.items.find((p) => p.code === 'AFYA')?.guid;
  if (!partner) throw new Error('no demo partner AFYA');
  const api = await apiAs(baseUrl, 'admin', adminPassword, partner);
  const products = await api.call<
    { guid: string; code: string; name: string; minimum_age: number; maximum_age: number; cool_off_hours: number }[]
  >('GET', '/api/products?active_only=true');
  const product = products.find((p) => p.code === 'HOSP');
  if (!product) throw new Error('no demo product HOSP');
  const detail = await api.call<{ premiums: { amount_in_cents: number; active: boolean }[] }>(
    'GET',
    `/api/products/${product.guid}`,
  );
  if (!detail.premiums.some((p) => p.amount_in_cents === PREMIUM_CENTS && p.active))
    await api.call('POST', '/api/product_premiums', {
      body: { product_guid: product.guid, amount_in_cents: PREMIUM_CENTS, granularity: 'monthly', quantity: 1 },
    });
  const page = await api.call<{ items: { customer_guid: string }[] }>(
    'GET',
    '/api/policies/complex/status?status=active&page=1&size=50',
  );
  const year = Number(todayUtc().slice(0, 4));
  for (const guid of new Set(page.items.map((p) => p.customer_guid))) {
    const c = await api.call<{ guid: string; full_name: string; date_of_birth: string | null; status: string }>(
      'GET',
      `/api/customers/${guid}`,
    );
    const age = c.date_of_birth ? year - Number(c.date_of_birth.slice(0, 4)) : 0;
    if (c.status === 'active' && age >= product.minimum_age + 2 && age <= product.maximum_age - 2)
      return {
        partner,
        productGuid: product.guid,
        productLabel: { name: product.name, code: product.code, min: product.minimum_age, max: product.maximum_age },
        premiumCents: PREMIUM_CENTS,
        coolOffHours: product.cool_off_hours,
        customer: { guid: c.guid, full_name: c.full_name },
      };
  }
  throw new Error('no demo customer of an eligible age');
}

/**
 * A policy bought (API, channel WebClient) with two periods paid (a missing payment of two premiums), then moved
 * back in the database to have been purchased an hour more than its product's cool-off ago.
 */
export async function policyPastCoolOff(
  baseUrl: string,
  dataDir: string,
  agentPassword: string,
  sale: SaleSetup,
): Promise<{ guid: string; policy_number: string; paid_cents: number }> {
  const agent = await apiAs(baseUrl, 'demo.agent', agentPassword, sale.partner);
  const policy = await agent.call<{ guid: string; policy_number: string }>('POST', '/api/products/buy', {
    body: {
      customer_guid: sale.customer.guid,
      product_guid: sale.productGuid,
      start_date: todayUtc(),
      premium_cents: sale.premiumCents,
      channel: 'WebClient',
    },
  });
  const paid = sale.premiumCents * 2;
  await agent.call('POST', '/api/payments', {
    body: {
      policy_guid: policy.guid,
      amount_cents: paid,
      effected_date: todayUtc(),
      mno_reference: `E2E-OLD-${Date.now()}`,
    },
  });
  const moved = await ownerQuery(
    dataDir,
    `update policies set purchased_at = now() - make_interval(hours => $2::int + 1) where guid = $1`,
    [policy.guid, sale.coolOffHours],
  );
  if (moved.rowCount !== 1) throw new Error('the policy to move back was not found');
  return { ...policy, paid_cents: paid };
}
