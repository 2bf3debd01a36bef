import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { countRows, seedPartners } from '../products/test-fixtures.ts';
import { searchHospitals } from './reference.service.ts';

let t: TestApp;
const admin = adminOf(PARTNER_A);
const adminB = adminOf(PARTNER_B);
const partnerUser = roleOf('partner_user', PARTNER_A);
const assessor = roleOf('claims_assessor', PARTNER_A);

beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner);
});
afterAll(() => t.close());

const addHospital = (code: string, name: string, country = 'KE', user = admin, partner = PARTNER_A) =>
  t.call(user, {
    method: 'POST',
    url: '/api/configs/hospitals',
    payload: { code, name, country_code: country },
    partner,
  });

describe('banks', () => {
  it('lists the seeded banks of a country to any signed-in user', async () => {
    const ke = await t.call(partnerUser, { method: 'GET', url: '/api/banks/country/KE', partner: PARTNER_A });
    expect(ke.statusCode).toBe(200);
    expect(ke.json().map((b: { name: string }) => b.name)).toContain('Equity Bank Kenya');
    const ci = await t.call(partnerUser, { method: 'GET', url: '/api/banks/country/CI' });
    expect(ci.json().length).toBeGreaterThan(5);
    expect((await t.call(partnerUser, { method: 'GET', url: '/api/banks/country/XX' })).json()).toEqual([]);
    expect((await t.call(partnerUser, { method: 'GET', url: '/api/banks/country/kenya' })).statusCode).toBe(400);
    expect((await t.call(null, { method: 'GET', url: '/api/banks/country/KE' })).statusCode).toBe(401);
    expect(
      (await t.call(partnerUser, { method: 'GET', url: '/api/banks/country/KE', partner: PARTNER_B })).statusCode,
    ).toBe(403);
  });
});

describe('hospital configs', () => {
  it('adds, searches by code prefix or part of the name, lists per country and removes, audited', async () => {
    const nairobi = await addHospital('KNH001', 'Kenyatta National Hospital');
    expect(nairobi.statusCode).toBe(201);
    expect(nairobi.json()).toMatchObject({ code: 'KNH001', id: nairobi.json().guid, country_code: 'KE' });
    await addHospital('AGA01', 'Aga Khan University Hospital');
    await addHospital('MP100', 'Mater Misericordiae (100%_care)');
    await addHospital('CHU01', 'CHU de Cocody', 'CI');

    const byName = await t.call(assessor, {
      method: 'GET',
      url: '/api/configs/hospitals',
      query: { query: 'national' },
      partner: PARTNER_A,
    });
    expect(byName.json()).toMatchObject({ count: 1, items: [{ code: 'KNH001' }] });
    const byCode = await t.call(assessor, {
      method: 'GET',
      url: '/api/configs/hospitals',
      query: { query: 'aga' },
      partner: PARTNER_A,
    });
    expect(byCode.json().items[0].code).toBe('AGA01');
    const short = await t.call(assessor, {
      method: 'GET',
      url: '/api/configs/hospitals',
      query: { query: 'ch' },
      partner: PARTNER_A,
    });
    expect(short.json().items.map((h: { code: string }) => h.code)).toEqual(['CHU01']);
    // Wildcards in the query are matched literally.
    const literal = await t.call(assessor, {
      method: 'GET',
      url: '/api/configs/hospitals',
      query: { query: '0%_c' },
      partner: PARTNER_A,
    });
    expect(literal.json().items.map((h: { code: string }) => h.code)).toEqual(['MP100']);
    const all = await t.call(assessor, {
      method: 'GET',
      url: '/api/configs/hospitals',
      query: { size: '2' },
      partner: PARTNER_A,
    });
    expect(all.json().count).toBe(4);
    expect(all.json().items).toHaveLength(2);

    const kenya = await t.call(partnerUser, {
      method: 'GET',
      url: '/api/claim_hospitals',
      query: { country: 'KE' },
      partner: PARTNER_A,
    });
    expect(kenya.statusCode).toBe(200);
    expect(kenya.json().count).toBe(3);
    const ivory = await t.call(partnerUser, {
      method: 'GET',
      url: '/api/claim_hospitals',
      query: { country: 'CI', query: 'cocody' },
      partner: PARTNER_A,
    });
    expect(ivory.json().items.map((h: { code: string }) => h.code)).toEqual(['CHU01']);

    const found = await searchHospitals(t.database, PARTNER_A, 'hospital', 5);
    expect(found.items.map((h) => h.code).sort()).toEqual(['AGA01', 'KNH001']);

    const removed = await t.call(admin, {
      method: 'DELETE',
      url: `/api/configs/hospitals/${nairobi.json().guid}`,
      partner: PARTNER_A,
    });
    expect(removed.statusCode).toBe(204);
    const events = await t.owner.query(
      "select action from audit_events where entity_type = 'hospital' and entity_guid = $1 order by created_at",
      [nairobi.json().guid],
    );
    expect(events.rows.map((r) => r.action)).toEqual(['create', 'delete']);
  });

  it('refuses bad input, duplicates and unknown countries, writing nothing', async () => {
    const before = await countRows(t.owner, 'hospitals');
    const bad = await t.call(admin, {
      method: 'POST',
      url: '/api/configs/hospitals',
      payload: { code: 'A B', name: '', country_code: 'Kenya' },
      partner: PARTNER_A,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'country_code', 'name']);
    const unknown = await addHospital('UG1', 'Mulago', 'UG');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({ country_code: 'There is no country with this code.' });
    await addHospital('DUP1', 'Dup');
    expect((await addHospital('DUP1', 'Dup again')).statusCode).toBe(409);
    expect(await countRows(t.owner, 'hospitals')).toBe(before + 1);
    expect((await t.call(admin, { method: 'GET', url: '/api/claim_hospitals', partner: PARTNER_A })).statusCode).toBe(
      400,
    );
  });

  it('keeps each partner’s hospitals apart and needs partners.write to change', async () => {
    const b = await addHospital('BONLY', 'Partner B hospital', 'CI', adminB, PARTNER_B);
    expect(b.statusCode).toBe(201);
    const seen = await t.call(admin, {
      method: 'GET',
      url: '/api/configs/hospitals',
      query: { query: 'bonly' },
      partner: PARTNER_A,
    });
    expect(seen.json().count).toBe(0);
    expect(
      (await t.call(admin, { method: 'DELETE', url: `/api/configs/hospitals/${b.json().guid}`, partner: PARTNER_A }))
        .statusCode,
    ).toBe(404);
    expect((await t.call(admin, { method: 'GET', url: '/api/configs/hospitals', partner: PARTNER_B })).statusCode).toBe(
      403,
    );
    expect((await addHospital('X1', 'Nope', 'KE', partnerUser)).statusCode).toBe(403);
    expect(
      (
        await t.call(partnerUser, {
          method: 'DELETE',
          url: `/api/configs/hospitals/${b.json().guid}`,
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/configs/hospitals', partner: PARTNER_A })).statusCode).toBe(
      401,
    );
    expect(await countRows(t.owner, 'hospitals')).toBeGreaterThan(0);
  });
});

describe('health-diagnosis configs', () => {
  it('adds, searches, removes and guards diagnoses', async () => {
    const malaria = await t.call(admin, {
      method: 'POST',
      url: '/api/configs/health_diagnoses',
      payload: { code: 'B54', name: 'Unspecified malaria' },
      partner: PARTNER_A,
    });
    expect(malaria.statusCode).toBe(201);
    await t.call(admin, {
      method: 'POST',
      url: '/api/configs/health_diagnoses',
      payload: { code: 'A09', name: 'Infectious gastroenteritis' },
      partner: PARTNER_A,
    });
    const q = await t.call(assessor, {
      method: 'GET',
      url: '/api/configs/health_diagnoses',
      query: { query: 'malar' },
      partner: PARTNER_A,
    });
    expect(q.json()).toMatchObject({ count: 1, items: [{ code: 'B54', id: malaria.json().guid }] });
    const code = await t.call(assessor, {
      method: 'GET',
      url: '/api/configs/health_diagnoses',
      query: { query: 'a0' },
      partner: PARTNER_A,
    });
    expect(code.json().items.map((d: { code: string }) => d.code)).toEqual(['A09']);
    expect(
      (
        await t.call(admin, {
          method: 'POST',
          url: '/api/configs/health_diagnoses',
          payload: { code: '', name: 'x' },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await t.call(partnerUser, {
          method: 'POST',
          url: '/api/configs/health_diagnoses',
          payload: { code: 'Z1', name: 'x' },
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await t.call(adminB, {
          method: 'DELETE',
          url: `/api/configs/health_diagnoses/${malaria.json().guid}`,
          partner: PARTNER_B,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(admin, {
          method: 'DELETE',
          url: `/api/configs/health_diagnoses/${malaria.json().guid}`,
          partner: PARTNER_A,
        })
      ).statusCode,
    ).toBe(204);
    expect(
      (await t.call(null, { method: 'GET', url: '/api/configs/health_diagnoses', partner: PARTNER_A })).statusCode,
    ).toBe(401);
    expect(await countRows(t.owner, 'health_diagnoses')).toBe(1);
  });
});

describe.each([
  ['claim_rejection_reasons', 'claim_rejection_reason'],
  ['claim_conditions', 'claim_condition'],
])('%s', (path, entity) => {
  it('lists, adds and removes per partner, audited and guarded', async () => {
    const url = `/api/configs/${path}`;
    const created = await t.call(admin, {
      method: 'POST',
      url,
      payload: { code: 'WAITING', name: 'Within waiting period' },
      partner: PARTNER_A,
    });
    expect(created.statusCode).toBe(201);
    expect(
      (await t.call(admin, { method: 'POST', url, payload: { code: 'WAITING', name: 'x' }, partner: PARTNER_A }))
        .statusCode,
    ).toBe(409);
    const list = await t.call(partnerUser, { method: 'GET', url, partner: PARTNER_A });
    expect(list.json()).toMatchObject([{ code: 'WAITING' }]);
    expect((await t.call(adminB, { method: 'GET', url, partner: PARTNER_B })).json()).toEqual([]);
    const before = await countRows(t.owner, path);
    const bad = await t.call(admin, { method: 'POST', url, payload: { code: 'a b', name: ' x' }, partner: PARTNER_A });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['code', 'name']);
    expect(
      (await t.call(partnerUser, { method: 'POST', url, payload: { code: 'X', name: 'x' }, partner: PARTNER_A }))
        .statusCode,
    ).toBe(403);
    expect(await countRows(t.owner, path)).toBe(before);
    const g = created.json().guid;
    expect((await t.call(adminB, { method: 'DELETE', url: `${url}/${g}`, partner: PARTNER_B })).statusCode).toBe(404);
    expect((await t.call(partnerUser, { method: 'DELETE', url: `${url}/${g}`, partner: PARTNER_A })).statusCode).toBe(
      403,
    );
    expect((await t.call(admin, { method: 'DELETE', url: `${url}/${g}`, partner: PARTNER_A })).statusCode).toBe(204);
    expect((await t.call(null, { method: 'GET', url, partner: PARTNER_A })).statusCode).toBe(401);
    const events = await t.owner.query('select action from audit_events where entity_type = $1 order by created_at', [
      entity,
    ]);
    expect(events.rows.map((r) => r.action)).toEqual(['create', 'delete']);
  });
});
