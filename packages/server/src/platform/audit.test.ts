import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database.ts';
import { type Actor, audit, auditFrom } from './audit.ts';
import { createDatabase, type Database } from './db/client.ts';

const PARTNER = '0190a000-0000-7000-8000-00000000000a';
const actor: Actor = { sub: 'u-1', username: 'clerk', requestId: 'req-42' };
const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let testDb: Awaited<ReturnType<typeof createTestDatabase>>;
let database: Database;
beforeAll(async () => {
  testDb = await createTestDatabase();
  database = createDatabase(testDb.url, { max: 2 });
});
afterAll(async () => {
  await database.close();
  await testDb.drop();
});

/** Every column of the events of `entity`, by entity guid. */
const eventsOf = async (entityType: string) =>
  (
    await database.system((tx) =>
      tx.execute<Record<string, unknown>>(
        sql`select * from audit_events where entity_type = ${entityType} order by entity_guid`,
      ),
    )
  ).rows;

describe('the set-based audit writer', () => {
  it('writes the same columns as audit(), request id included, one event per row of its source', async () => {
    const before = { status: 'pending' };
    const after = { status: 'active' };
    await database.system(async (tx) => {
      await audit(tx, actor, {
        partner_guid: PARTNER,
        entity_type: 'thing',
        entity_guid: 'a',
        action: 'activate',
        before,
        after,
        reason: 'paid',
      });
      await tx.execute(
        auditFrom(actor, {
          partner_guid: PARTNER,
          entity_type: 'thing',
          entity_guid: sql`r.key`,
          action: 'activate',
          before: sql`r.before`,
          after: sql`r.after`,
          reason: 'paid',
          from: sql`(values ('b', ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb),
            ('c', ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb)) as r(key, before, after)`,
        }),
      );
    });
    const [one, ...set] = await eventsOf('thing');
    expect(set).toHaveLength(2);
    const rest = ({ guid: _g, entity_guid: _e, ...r }: Record<string, unknown>) => r;
    for (const e of set) {
      expect(rest(e)).toEqual(rest(one!));
      expect(e.guid).toMatch(UUID_V7);
    }
    expect(one).toMatchObject({
      partner_guid: PARTNER,
      actor_guid: 'u-1',
      actor_username: 'clerk',
      action: 'activate',
      before,
      after,
      reason: 'paid',
      request_id: 'req-42',
    });
    expect(set.map((e) => e.entity_guid)).toEqual(['b', 'c']);
  });

  it('leaves unset snapshots and reason null, writes no request id for the system, and can return its events', async () => {
    const r = await database.system((tx) =>
      tx.execute<{ entity_guid: string }>(sql`
        with source as (select 'x' as key union all select 'y')
        ${auditFrom(
          { sub: 'system', username: 'system' },
          { partner_guid: null, entity_type: 'bare', entity_guid: sql`s.key`, action: 'touch', from: sql`source s` },
        )}
        returning entity_guid`),
    );
    expect(r.rows.map((x) => x.entity_guid).sort()).toEqual(['x', 'y']);
    const events = await eventsOf('bare');
    expect(events).toHaveLength(2);
    for (const e of events)
      expect(e).toMatchObject({
        partner_guid: null,
        actor_guid: 'system',
        before: null,
        after: null,
        reason: null,
        request_id: null,
      });
  });
});
