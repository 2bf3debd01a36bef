import { HIGHLIGHT_END, HIGHLIGHT_START } from '@coverdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfWithText } from '../../test/pdf-fixtures.ts';
import { adminOf, createTestApp, PARTNER_A, PARTNER_B, roleOf, type TestApp } from '../../test/test-app.ts';
import { seedPartners } from '../partners/partners.fixtures.ts';
import { KNOWLEDGE_CHANGED_CHANNEL } from './knowledge-base.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedPartners(t.owner, [
    { guid: PARTNER_A, code: 'KBA' },
    { guid: PARTNER_B, code: 'KBB' },
  ]);
});
afterAll(() => t.close());

const admin = adminOf(PARTNER_A);
const agent = roleOf('call_centre_agent', PARTNER_A);
const adminB = adminOf(PARTNER_B);
const A = { partner: PARTNER_A };

const guide = (over: Record<string, unknown> = {}) => ({
  title: 'Déclarer une hospitalisation',
  language: 'fr',
  document_type: 'procedure',
  body: "Le client doit fournir le bulletin de sortie de l'hôpital. Les frais des hôpitaux partenaires sont réglés directement.",
  ...over,
});
const create = (payload: object, user = admin) =>
  t.call(user, { method: 'POST', url: '/api/knowledge-base', payload, ...A });
const search = (q: Record<string, string>, user = agent, path = '/api/search') =>
  t.call(user, { method: 'GET', url: path, query: q, ...A });

async function uploadPdf(text: string) {
  const signed = (
    await t.call(admin, {
      method: 'GET',
      url: '/api/knowledge-base/upload/signed_url',
      query: { filename: 'Conditions générales.pdf' },
      ...A,
    })
  ).json();
  const put = await t.app.inject({
    method: 'PUT',
    url: signed.signed_url,
    payload: await pdfWithText(text),
    headers: { 'content-type': 'application/pdf' },
  });
  expect(put.statusCode).toBe(200);
  return signed.signed_url as string;
}

describe('knowledge base', () => {
  let frGuide: string;
  beforeAll(async () => {
    const r = await create(guide());
    expect(r.statusCode).toBe(201);
    frGuide = r.json().guid;
    await create(
      guide({
        title: 'Refund after cancellation',
        language: 'en',
        document_type: 'faq',
        body: 'Refunds are paid to the mobile money wallet within seven days of the cancellation.',
      }),
    );
  });

  it('finds a French guide by a word with and without accents, stemmed, ranked and highlighted', async () => {
    for (const word of ['hôpital', 'hopital', 'HOPITAUX']) {
      const r = await search({ search: word });
      expect(r.statusCode).toBe(200);
      const body = r.json();
      expect(body.count).toBe(1);
      expect(body.items[0].guid).toBe(frGuide);
      expect(body.items[0].snippet).toContain(`${HIGHLIGHT_START}hôpital${HIGHLIGHT_END}`);
      expect(body.items[0].rank).toBeGreaterThan(0);
    }
  });

  it('matches the last word as a prefix (search as you type) and English stems; the variant call too', async () => {
    expect((await search({ search: 'bulletin de so' })).json().items.map((h: { guid: string }) => h.guid)).toEqual([
      frGuide,
    ]);
    const en = await search({ query: 'refunded', document_type: 'faq' }, agent, '/api/knowledge-base/search');
    expect(en.json().items[0].title).toBe('Refund after cancellation');
    expect(
      (await search({ query: 'refunded', document_type: 'procedure' }, agent, '/api/knowledge-base/search')).json(),
    ).toEqual({ items: [], count: 0 });
    expect((await search({ search: 'nothing-like-this' })).json().count).toBe(0);
    // No words: the newest guides.
    expect((await search({ search: '' })).json().count).toBe(2);
  });

  it('searches inside attached PDFs, and keeps or drops attachments on update', async () => {
    const url = await uploadPdf('Plafond de garantie pour la maternité : 500 000 FCFA.');
    const r = await create(
      guide({ title: 'Conditions', body: 'Voir le document joint.', attachments: [{ url, filename: 'CG.pdf' }] }),
    );
    expect(r.statusCode).toBe(201);
    const created = r.json();
    expect(created.attachments).toHaveLength(1);
    expect(created.attachments[0].text_extracted).toBe(true);
    const hit = (await search({ search: 'maternite' })).json();
    expect(hit.items.map((h: { guid: string }) => h.guid)).toEqual([created.guid]);
    expect(hit.items[0].snippet).toContain(`${HIGHLIGHT_START}maternité${HIGHLIGHT_END}`);

    const kept = await t.call(admin, {
      method: 'PUT',
      url: `/api/knowledge-base/${created.guid}`,
      payload: guide({
        title: 'Conditions',
        body: 'Voir le document.',
        attachments: [{ guid: created.attachments[0].guid }],
      }),
      ...A,
    });
    expect(kept.statusCode).toBe(200);
    expect(kept.json().attachments).toHaveLength(1);
    const dropped = await t.call(admin, {
      method: 'PUT',
      url: `/api/knowledge-base/${created.guid}`,
      payload: guide({ title: 'Conditions', body: 'Voir le document.' }),
      ...A,
    });
    expect(dropped.json().attachments).toEqual([]);
    expect((await search({ search: 'maternite' })).json().count).toBe(0);
    const audit = await t.owner.query(`select action from audit_events where entity_guid = $1 order by created_at`, [
      created.guid,
    ]);
    expect(audit.rows.map((x) => x.action)).toEqual(['create', 'update', 'update']);
  });

  it('takes a signed upload at PUT configs/s3_signed_url/upload/{key} too, with the same signature checks', async () => {
    const signed = (
      await t.call(admin, {
        method: 'GET',
        url: '/api/knowledge-base/upload/signed_url',
        query: { filename: 'Guide.pdf' },
        ...A,
      })
    ).json();
    const alias = signed.signed_url.replace('/api/files/', '/api/configs/s3_signed_url/upload/');
    const body = await pdfWithText('Délai de carence de trente jours.');
    const put = (url: string) =>
      t.app.inject({ method: 'PUT', url, payload: body, headers: { 'content-type': 'application/pdf' } });
    expect((await put(alias.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(403);
    expect((await put(alias)).statusCode).toBe(200);
    const r = await create(
      guide({ title: 'Carence', attachments: [{ url: signed.signed_url, filename: 'Guide.pdf' }] }),
    );
    expect(r.json().attachments[0].text_extracted).toBe(true);
    expect((await search({ search: 'carence' })).json().items[0].guid).toBe(r.json().guid);
  });

  it('gets, lists and deletes a guide', async () => {
    const r = await create(guide({ title: 'Temporary' }));
    const g = r.json().guid;
    expect((await t.call(agent, { method: 'GET', url: `/api/knowledge-base/${g}`, ...A })).json().title).toBe(
      'Temporary',
    );
    const list = await t.call(agent, { method: 'GET', url: '/api/knowledge-base', query: { size: '50' }, ...A });
    expect(list.json().items.some((x: { guid: string }) => x.guid === g)).toBe(true);
    expect((await t.call(admin, { method: 'DELETE', url: `/api/knowledge-base/${g}`, ...A })).statusCode).toBe(204);
    expect((await t.call(agent, { method: 'GET', url: `/api/knowledge-base/${g}`, ...A })).statusCode).toBe(404);
  });

  it('answers a repeated search from its cache, and forgets it when the guides change here or elsewhere', async () => {
    const titles = async () =>
      (await search({ search: 'bordereau' })).json().items.map((x: { title: string }) => x.title) as string[];
    const created = t.database.notifications.expect(KNOWLEDGE_CHANGED_CHANNEL, PARTNER_A);
    const g = (await create(guide({ title: 'Bordereau de dépôt', body: 'Le bordereau signé.' }))).json().guid;
    expect(await titles()).toEqual(['Bordereau de dépôt']); // this process's write is seen at once
    await created; // (its NOTIFY, heard later, forgets the partner's answers again)
    expect(await titles()).toEqual(['Bordereau de dépôt']);
    // Kept: a change the trigger does not report (session_replication_role skips triggers) is not seen yet…
    const quiet = await t.owner.connect();
    await quiet.query('set session_replication_role = replica');
    await quiet.query("update knowledge_guides set title = 'Unseen' where guid = $1", [g]);
    quiet.release(true);
    expect(await titles()).toEqual(['Bordereau de dépôt']);
    // …a change by another process is, once its commit's NOTIFY arrives.
    const heard = t.database.notifications.expect(KNOWLEDGE_CHANGED_CHANNEL, PARTNER_A);
    await t.owner.query("update knowledge_guides set title = 'Bordereau modifié' where guid = $1", [g]);
    await heard;
    expect(await titles()).toEqual(['Bordereau modifié']);
    await t.call(admin, { method: 'DELETE', url: `/api/knowledge-base/${g}`, ...A });
    expect(await titles()).toEqual([]);
  });

  it('refuses bad input with field errors in the request language, writing nothing', async () => {
    const before = await t.owner.query('select count(*)::int as n from knowledge_guides');
    const r = await t.call(admin, {
      method: 'POST',
      url: '/api/knowledge-base',
      payload: guide({ title: '', language: 'de' }),
      headers: { 'accept-language': 'fr' },
      ...A,
    });
    expect(r.statusCode).toBe(400);
    expect(Object.keys(r.json().errors)).toEqual(expect.arrayContaining(['title', 'language']));
    const bad = await create(guide({ attachments: [{ url: '/api/files/elsewhere/x.pdf', filename: 'x.pdf' }] }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors['attachments.0.url']).toBeTruthy();
    expect((await search({ search: 'x'.repeat(201) })).statusCode).toBe(400);
    const after = await t.owner.query('select count(*)::int as n from knowledge_guides');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });

  it('never shows a guide to another partner', async () => {
    const other = { partner: PARTNER_B };
    expect((await t.call(adminB, { method: 'GET', url: `/api/knowledge-base/${frGuide}`, ...other })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call(adminB, { method: 'GET', url: '/api/search', query: { search: 'hopital' }, ...other })).json(),
    ).toEqual({ items: [], count: 0 });
    const put = await t.call(adminB, {
      method: 'PUT',
      url: `/api/knowledge-base/${frGuide}`,
      payload: guide(),
      ...other,
    });
    expect(put.statusCode).toBe(404);
    expect(
      (await t.call(adminB, { method: 'DELETE', url: `/api/knowledge-base/${frGuide}`, ...other })).statusCode,
    ).toBe(404);
    // Partner A named by a user who does not hold it.
    expect((await search({ search: 'hopital' }, adminB)).statusCode).toBe(403);
  });

  it('lets only those with knowledge_base.manage write', async () => {
    expect((await create(guide(), agent)).statusCode).toBe(403);
    expect(
      (await t.call(agent, { method: 'PUT', url: `/api/knowledge-base/${frGuide}`, payload: guide(), ...A }))
        .statusCode,
    ).toBe(403);
    expect((await t.call(agent, { method: 'DELETE', url: `/api/knowledge-base/${frGuide}`, ...A })).statusCode).toBe(
      403,
    );
    expect(
      (
        await t.call(agent, {
          method: 'GET',
          url: '/api/knowledge-base/upload/signed_url',
          query: { filename: 'a.pdf' },
          ...A,
        })
      ).statusCode,
    ).toBe(403);
    expect((await search({ search: 'hopital' }, roleOf('partner_user', PARTNER_A))).statusCode).toBe(200);
  });
});

describe('knowledge-base word index (migration 0026)', () => {
  const C = '0190c000-0000-7000-8000-00000000000c';
  const asOwnerInScope = async <T>(fn: (c: import('pg').PoolClient) => Promise<T>) => {
    const c = await t.owner.connect();
    try {
      await c.query('begin');
      await c.query(`select set_config('app.partner_guids', $1, true)`, [C]);
      return await fn(c);
    } finally {
      await c.query('rollback');
      c.release();
    }
  };
  const words = async () =>
    (
      await t.owner.query(
        `select n.word, n.guides, (select count(*)::int from knowledge_word_guides e
           where e.partner_guid = n.partner_guid and e.word = n.word) as entries
         from knowledge_words n where n.partner_guid = $1 order by n.word`,
        [C],
      )
    ).rows as { word: string; guides: number; entries: number }[];

  beforeAll(async () => {
    await seedPartners(t.owner, [{ guid: C, code: 'KBC' }]);
    // 120 guides in both languages from a small vocabulary, so words meet in many combinations.
    await t.owner.query(
      `insert into knowledge_guides (partner_guid, guid, title, language, document_type, body, attachments_text)
       select $1::uuid, gen_random_uuid(),
         (array['Déclarer une hospitalisation','Refund a policy','Résilier la police','Hospital stay',
                'Préautorisation','Maternity cover'])[1 + i % 6] || ' ' || i,
         case when i % 2 = 0 then 'fr' else 'en' end,
         (array['guide','faq','procedure'])[1 + i % 3],
         (array['Bulletin de sortie de l''hôpital.','Refunds within seven days.','Les hôpitaux partenaires.',
                'The hospital discharge certificate.','La maternité et la clinique ' || i % 7 || '.'])[1 + i % 5],
         case when i % 4 = 0 then 'Délai de carence de trente jours.' else '' end
       from generate_series(1, 120) i`,
      [C],
    );
    // 250 lexemes of one prefix: a prefix that wide is read as a range, or through the guides themselves.
    await t.owner.query(
      `insert into knowledge_guides (partner_guid, guid, title, language, document_type, body)
       select $1::uuid, gen_random_uuid(), 'Zeta' || i, 'en', (array['guide','faq'])[1 + i % 2],
         case when i % 3 = 0 then 'The hospital discharge.' else 'Refunds.' end
       from generate_series(1, 250) i`,
      [C],
    );
  });

  it('keeps the words of each guide in step with inserts, updates and deletes', async () => {
    const before = await words();
    // Every word counts exactly the guides that hold it.
    expect(before.every((w) => w.guides === w.entries && w.guides > 0)).toBe(true);
    const direct = await t.owner.query(
      `select u.lexeme as word, count(*)::int as guides from knowledge_guides g cross join lateral unnest(g.search) u
       where g.partner_guid = $1 group by 1 order by 1`,
      [C],
    );
    expect(before.map(({ word, guides }) => ({ word, guides }))).toEqual(direct.rows);

    await t.owner.query(
      `update knowledge_guides set title = 'Zanzibar ' || title, document_type = 'other'
       where partner_guid = $1 and title like 'Maternity%'`,
      [C],
    );
    const zanzibar = (await words()).find((w) => w.word === 'zanzibar');
    expect(zanzibar).toEqual({ word: 'zanzibar', guides: 20, entries: 20 });
    const types = await t.owner.query(
      `select distinct document_type from knowledge_word_guides where partner_guid = $1 and word = 'zanzibar'`,
      [C],
    );
    expect(types.rows).toEqual([{ document_type: 'other' }]);
    await t.owner.query(`delete from knowledge_guides where partner_guid = $1 and title like 'Zanzibar%'`, [C]);
    const after = await words();
    expect(after.some((w) => w.word === 'zanzibar' || w.word === 'matern')).toBe(false);
    expect(after.every((w) => w.guides === w.entries && w.guides > 0)).toBe(true);
  });

  it('finds exactly the guides whose tsvector matches the query, under either stemmer, ranked and paged', async () => {
    const queries: [string, string | null][] = [
      ['hôpital:*', null],
      ['hopitaux', null],
      ['hospital & stay:*', null],
      ['bulletin & de & so:*', null],
      ['refund:*', 'faq'],
      ['h:*', null],
      ['clinique & 3:*', null],
      ['carence & h:*', 'procedure'],
      ['preautoris:*', null],
      ['nothing:*', null],
      ['de:*', null],
      ['zeta:*', null],
      ['zeta:*', 'faq'],
      ['hospital & zeta:*', null],
      ['zeta & hospit:*', null],
      ['zeta1:*', null],
    ];
    await asOwnerInScope(async (c) => {
      // A cap of 1000 holds every match; 3 keeps the newest 3 (and walks the guides for a wide prefix).
      for (const [[terms, docType], cap] of queries.flatMap((q) => [[q, 1000] as const, [q, 3] as const])) {
        const direct = await c.query(
          `select guid from (select guid from knowledge_guides g where g.partner_guid = $1
             and g.search @@ (to_tsquery('cd_fr', $2) || to_tsquery('cd_en', $2))
             and ($3::text is null or g.document_type = $3) order by guid desc limit $4) m order by guid`,
          [C, terms, docType, cap],
        );
        const found = await c.query(
          `select guid, rank, total from knowledge_search($1, $2, $3, 1000, 0, $4) where guid is not null`,
          [C, terms, docType, cap],
        );
        const label = `${terms} ${docType ?? ''} cap ${cap}`;
        expect(found.rows.map((r) => r.guid).sort(), label).toEqual(direct.rows.map((r) => r.guid));
        if (found.rows.length) expect(Number(found.rows[0].total), label).toBe(direct.rows.length);
        // Ranked: best first.
        const ranks = found.rows.map((r) => Number(r.rank));
        expect(
          ranks.every((r, i) => i === 0 || r <= ranks[i - 1]!),
          label,
        ).toBe(true);
      }
      // Pages follow the ranking; past the end, one row with the total and no guid.
      const all = (await c.query(`select guid from knowledge_search($1, 'hopital', null, 1000, 0, 1000)`, [C])).rows;
      const second = (await c.query(`select guid, total from knowledge_search($1, 'hopital', null, 5, 5, 1000)`, [C]))
        .rows;
      expect(second.map((r) => r.guid)).toEqual(all.slice(5, 10).map((r) => r.guid));
      const beyond = (
        await c.query(`select guid, total from knowledge_search($1, 'hopital', null, 5, 5000, 1000)`, [C])
      ).rows;
      expect(beyond.map((r) => ({ guid: r.guid, total: Number(r.total) }))).toEqual([
        { guid: null, total: all.length },
      ]);
    });
  });

  it('ranks the newest matches up to the cap, the total exact up to it', async () => {
    await asOwnerInScope(async (c) => {
      const newest = await c.query(
        `select guid from knowledge_guides g where g.partner_guid = $1
           and g.search @@ (to_tsquery('cd_fr', 'hopital') || to_tsquery('cd_en', 'hopital'))
         order by guid desc limit 7`,
        [C],
      );
      const capped = await c.query(`select guid, total from knowledge_search($1, 'hopital', null, 50, 0, 7)`, [C]);
      expect(capped.rows.map((r) => r.guid).sort()).toEqual(newest.rows.map((r) => r.guid).sort());
      expect(capped.rows.every((r) => Number(r.total) === 7)).toBe(true);
    });
  });

  it('ranks a word of the title above the same word in the body', async () => {
    await asOwnerInScope(async (c) => {
      const top = await c.query(
        `select g.title from knowledge_search($1, 'hospital', null, 3, 0, 1000) s
         join knowledge_guides g on g.partner_guid = $1 and g.guid = s.guid`,
        [C],
      );
      expect(top.rows.every((r) => r.title.startsWith('Hospital stay'))).toBe(true);
    });
  });

  it('refuses a partner outside the transaction scope', async () => {
    const c = await t.owner.connect();
    try {
      await c.query('begin');
      await c.query(`select set_config('app.partner_guids', $1, true)`, [PARTNER_A]);
      await expect(c.query(`select * from knowledge_search($1, 'hopital', null, 10, 0, 200)`, [C])).rejects.toThrow(
        /not in scope/,
      );
    } finally {
      await c.query('rollback');
      c.release();
    }
  });
});
