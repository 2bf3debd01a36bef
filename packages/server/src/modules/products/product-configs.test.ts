import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { countRows, productBody, seedPartners } from './test-fixtures.ts';

let t: TestApp;
const admin = adminOf(PARTNER_A);
const adminB = adminOf(PARTNER_B);
const partnerUser = roleOf('partner_user', PARTNER_A);
let product: string;
let productB: string;

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner);
  product = (
    await t.call(admin, { method: 'POST', url: '/api/products', payload: productBody(), partner: PARTNER_A })
  ).json().guid;
  productB = (
    await t.call(adminB, { method: 'POST', url: '/api/products', payload: productBody(), partner: PARTNER_B })
  ).json().guid;
});
afterAll(() => t.close());

const auditActions = async (type: string) =>
  (await t.owner.query('select action from audit_events where entity_type = $1 order by created_at', [type])).rows.map(
    (r) => r.action,
  );

describe('extended membership', () => {
  it('adds and lists extended premiums, sets and reads the config', async () => {
    const premium = await t.call(admin, {
      method: 'POST',
      url: '/api/extended_membership_premium',
      payload: {
        product_guid: product,
        relationship: 'Parent',
        minimum_age: 40,
        maximum_age: 85,
        amount_in_cents: 15_000,
        granularity: 'monthly',
      },
      partner: PARTNER_A,
    });
    expect(premium.statusCode).toBe(201);
    const list = await t.call(partnerUser, {
      method: 'GET',
      url: `/api/extended_membership_premium/${product}/all`,
      partner: PARTNER_A,
    });
    expect(list.json()).toMatchObject([{ relationship: 'Parent', amount_in_cents: 15_000 }]);

    expect(
      (
        await t.call(partnerUser, {
          method: 'GET',
          url: '/api/extended_membership_config',
          query: { product_guid: product },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(404);
    const set = await t.call(admin, {
      method: 'PUT',
      url: '/api/extended_membership_config',
      payload: {
        product_guid: product,
        enabled: true,
        max_members: 4,
        allowed_relationships: ['Parent', 'Parent in law'],
      },
      partner: PARTNER_A,
    });
    expect(set.statusCode).toBe(200);
    const again = await t.call(admin, {
      method: 'PUT',
      url: '/api/extended_membership_config',
      payload: { product_guid: product, enabled: true, max_members: 6 },
      partner: PARTNER_A,
    });
    expect(again.json()).toMatchObject({ guid: set.json().guid, max_members: 6, allowed_relationships: [] });
    const got = await t.call(partnerUser, {
      method: 'GET',
      url: '/api/extended_membership_config',
      query: { product_guid: product },
      partner: PARTNER_A,
    });
    expect(got.json()).toMatchObject({ enabled: true, max_members: 6 });
    expect(await auditActions('extended_membership_premium')).toEqual(['create']);
    expect(await auditActions('extended_membership_config')).toEqual(['create', 'update']);
  });

  it('refuses bad input, foreign products and missing roles', async () => {
    const before = await countRows(t.owner, 'extended_membership_premiums');
    const bad = await t.call(admin, {
      method: 'POST',
      url: '/api/extended_membership_premium',
      payload: {
        product_guid: product,
        relationship: '',
        minimum_age: 80,
        maximum_age: 40,
        amount_in_cents: -1,
        granularity: 'monthly',
      },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['amount_in_cents', 'maximum_age', 'relationship']);
    const range = await t.call(admin, {
      method: 'POST',
      url: '/api/extended_membership_premium',
      payload: {
        product_guid: product,
        relationship: 'Parent',
        minimum_age: 80,
        maximum_age: 40,
        amount_in_cents: 1,
        granularity: 'monthly',
      },
      partner: PARTNER_A,
    });
    expect(Object.keys(range.json().errors)).toEqual(['maximum_age']);
    const foreign = await t.call(admin, {
      method: 'POST',
      url: '/api/extended_membership_premium',
      payload: {
        product_guid: productB,
        relationship: 'Parent',
        minimum_age: 1,
        maximum_age: 40,
        amount_in_cents: 1,
        granularity: 'monthly',
      },
      partner: PARTNER_A,
    });
    expect(foreign.statusCode).toBe(404);
    expect(await countRows(t.owner, 'extended_membership_premiums')).toBe(before);
    expect(
      (
        await t.call(admin, {
          method: 'GET',
          url: `/api/extended_membership_premium/${productB}/all`,
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(admin, {
          method: 'PUT',
          url: '/api/extended_membership_config',
          payload: { product_guid: productB, enabled: true, max_members: 1 },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(admin, {
          method: 'PUT',
          url: '/api/extended_membership_config',
          payload: { product_guid: product, enabled: true, max_members: -1 },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(partnerUser, {
          method: 'PUT',
          url: '/api/extended_membership_config',
          payload: { product_guid: product, enabled: false, max_members: 1 },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(null, {
          method: 'GET',
          url: `/api/extended_membership_premium/${product}/all`,
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('membership and group configs', () => {
  it('creates once, reads and changes a membership config', async () => {
    const body = { product_guid: product, max_dependants: 6, max_spouses: 1, max_children: 4, child_max_age: 21 };
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/membership_configs',
      payload: body,
      partner: PARTNER_A,
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await t.call(admin, { method: 'POST', url: '/api/membership_configs', payload: body, partner: PARTNER_A }))
        .statusCode,
    ).toBe(409);
    const guid = created.json().guid;
    const changed = await t.call(admin, {
      method: 'PUT',
      url: '/api/membership_configs',
      payload: { ...body, guid, max_children: 5 },
      partner: PARTNER_A,
    });
    expect(changed.json()).toMatchObject({ max_children: 5 });
    const got = await t.call(partnerUser, {
      method: 'GET',
      url: '/api/membership_configs',
      query: { product_guid: product },
      partner: PARTNER_A,
    });
    expect(got.json()).toMatchObject({ guid, max_children: 5 });

    const bad = await t.call(admin, {
      method: 'PUT',
      url: '/api/membership_configs',
      payload: { ...body, guid, max_children: 9 },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['max_dependants']);
    expect(
      (
        await t.call(partnerUser, {
          method: 'PUT',
          url: '/api/membership_configs',
          payload: { ...body, guid },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(adminB, {
          method: 'PUT',
          url: '/api/membership_configs',
          payload: { ...body, product_guid: productB, guid },
          partner: PARTNER_B,
        })
      ).statusCode,
    ).toBe(404);
    expect(await auditActions('membership_config')).toEqual(['create', 'update']);
  });

  it('creates once, reads and changes a group product config', async () => {
    const body = { product_guid: product, min_members: 5, max_members: 500 };
    const created = await t.call(admin, {
      method: 'POST',
      url: '/api/products/group_product_config',
      payload: body,
      partner: PARTNER_A,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ allow_dependants: true, id: created.json().guid });
    expect(
      (
        await t.call(admin, {
          method: 'POST',
          url: '/api/products/group_product_config',
          payload: body,
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(409);
    const guid = created.json().guid;
    const changed = await t.call(admin, {
      method: 'PUT',
      url: '/api/products/group_product_config',
      payload: { ...body, guid, max_members: 50, allow_dependants: false },
      partner: PARTNER_A,
    });
    expect(changed.json()).toMatchObject({ max_members: 50, allow_dependants: false });
    const got = await t.call(partnerUser, {
      method: 'GET',
      url: '/api/products/group_product_config',
      query: { product_guid: product },
      partner: PARTNER_A,
    });
    expect(got.json()).toMatchObject({ guid, max_members: 50 });

    const before = await countRows(t.owner, 'group_product_configs');
    const bad = await t.call(admin, {
      method: 'POST',
      url: '/api/products/group_product_config',
      payload: { product_guid: productB, min_members: 10, max_members: 2 },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['max_members']);
    expect(
      (
        await t.call(admin, {
          method: 'POST',
          url: '/api/products/group_product_config',
          payload: { product_guid: productB, min_members: 1, max_members: 2 },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(admin, {
          method: 'GET',
          url: '/api/products/group_product_config',
          query: { product_guid: productB },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(404);
    expect(await countRows(t.owner, 'group_product_configs')).toBe(before);
    expect(
      (
        await t.call(partnerUser, {
          method: 'POST',
          url: '/api/products/group_product_config',
          payload: body,
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(null, {
          method: 'GET',
          url: '/api/products/group_product_config',
          query: { product_guid: product },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(401);
    expect(await auditActions('group_product_config')).toEqual(['create', 'update']);
  });
});
