import pg from 'pg';
import { migrateDatabase } from './platform/db/migrate.ts';
import { createDatabase } from './platform/db/client.ts';
import { searchHospitals } from './modules/reference/reference.service.ts';

const base = 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `coverdesk_bench_products_${process.pid}`;
const admin = new pg.Client({ connectionString: base });
await admin.connect();
await admin.query(`create database "${name}"`);
const url = `postgres://postgres@127.0.0.1:5432/${name}`;
try {
  await migrateDatabase(url);
  const owner = new pg.Pool({ connectionString: url, max: 1 });
  const P = '0190a000-0000-7000-8000-00000000000a';
  await owner.query(`insert into countries (code, name, currency_code, dialing_code, phone_digits) values ('KE','Kenya','KES','254',9)`);
  await owner.query(`insert into partners (guid, name, code, country_code) values ($1,'A','A','KE')`, [P]);
  let t0 = Date.now();
  await owner.query(`insert into hospitals (partner_guid, guid, code, name, country_code, town)
    select $1::uuid, gen_random_uuid(), 'H' || lpad(i::text, 6, '0'),
      (array['St Mary','Mercy','General','County','Royal','Hope','Grace','Unity'])[1 + i % 8] || ' ' ||
      (array['Nairobi','Mombasa','Kisumu','Nakuru','Eldoret','Thika','Nyeri','Machakos','Meru','Kitale'])[1 + (i / 8) % 10] ||
      ' Hospital ' || i, 'KE', null
    from generate_series(1, 100000) i`, [P]);
  await owner.query('analyze hospitals');
  console.log('load ms', Date.now() - t0);
  const db = createDatabase(url, { appRole: true, max: 2 });
  for (const q of ['mercy kisumu', 'H0123', 'hospital 4242', 'kis', 'me', 'zzz', 'hospital']) {
    await searchHospitals(db, P, q, 10);
    t0 = performance.now();
    const N = 20;
    let r;
    for (let i = 0; i < N; i++) r = await searchHospitals(db, P, q, 10);
    console.log(JSON.stringify(q), 'avg ms', ((performance.now() - t0) / N).toFixed(1), 'count', r!.count, r!.items[0]?.name);
  }
  await db.close();
  await owner.end();
} finally {
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.end();
}
