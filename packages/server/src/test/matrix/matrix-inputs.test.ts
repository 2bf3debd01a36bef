import { uuidv7 } from 'uuidv7';
import { describe, expect, it } from 'vitest';
import { KINDS, type Kind, type MatrixPartner, type MatrixWorld } from './matrix-fixture.ts';
import { MUTATIONS, mutate, passesSchemas, requestOf, validInput } from './matrix-inputs.ts';
import { ALL_ROUTES, OAUTH_ROUTES } from './matrix-routes.ts';

/** The generators of the matrices can fail: valid inputs pass the schemas, mutations change what is sent. */
const partner = (code: string): MatrixPartner => ({
  guid: uuidv7(),
  code,
  userId: uuidv7(),
  of: Object.fromEntries(
    KINDS.map((k) => [
      k,
      [k === 'msisdn' ? '254712345678' : k === 'mandate_reference' ? 'MD0123456789ABCDEF' : uuidv7()],
    ]),
  ) as Record<Kind, string[]>,
});
const A = partner('A');
const world: MatrixWorld = { A, B: partner('B'), foreign: [], realm: 'coverdesk', groupId: uuidv7() };
const routes = [...ALL_ROUTES, ...OAUTH_ROUTES];
const valid = new Map(routes.map((r) => [r.id, validInput(r, world, A)]));

describe('matrix inputs', () => {
  it('finds the route tables (every export of the contract made of route definitions)', () => {
    expect(ALL_ROUTES.length).toBeGreaterThan(190);
    expect(new Set(ALL_ROUTES.map((r) => r.id)).size).toBe(ALL_ROUTES.length);
  });

  it('makes inputs the route schemas accept for nearly every route', () => {
    const refused = routes.filter((r) => !passesSchemas(r, valid.get(r.id)!)).map((r) => r.id);
    expect(refused.length, `no valid input found for ${refused.join(', ')}`).toBeLessThan(routes.length * 0.1);
  });

  it.each(MUTATIONS)('mutation %s changes what most routes with input receive', (mutation) => {
    const withInput = routes.filter((r) => r.def.body || r.def.query || r.def.params);
    const changed = withInput.filter((r) => {
      const input = valid.get(r.id)!;
      const picks = [0, 1, 2, 3, 4, 5];
      return picks.some(
        (p) => requestOf(r, mutate(input, mutation, p), A.guid).sent !== requestOf(r, input, A.guid).sent,
      );
    });
    expect(changed.length).toBeGreaterThan(withInput.length * 0.3);
  });

  it('puts a NUL character into what is sent', () => {
    const r = ALL_ROUTES.find((x) => x.id === 'customersRoutes.register')!;
    const sent = requestOf(r, mutate(valid.get(r.id)!, 'nul', 2), A.guid).payload ?? '';
    expect(sent).toContain('\\u0000');
  });
});
