import {
  GROUP_MEMBER_COLUMNS,
  GROUP_MEMBER_OPTIONAL_COLUMNS,
  type GroupMemberRow,
  groupMemberKey,
  groupMemberRow,
  normaliseMsisdn as normalise,
  type PhoneCountry,
} from '@coverdesk/contract';
import { sql } from 'drizzle-orm';
import { uuidv7 } from 'uuidv7';
import { auditFrom } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { ApplyContext, ImportDomain, RowOutcome, StagedRow } from '../../platform/imports/index.ts';
import { batchRows, readStagedRows, type StagedChunk, writeRowOutcomes } from '../../platform/imports/index.ts';
import { phoneCountryOf } from '../partners/index.ts';
import { dependantsAllowed } from './group-members.service.ts';
import { groupsRepository as repo } from './groups.repository.ts';
import { groupTempMembers, type TempMemberRow } from './groups.tables.ts';
import './groups.messages.ts';

type Row = StagedRow<GroupMemberRow>;

/** The group of the batch (`options.group_guid`) and what a row needs to be read: the country and the product rule. */
async function setting(tx: Tx, ctx: ApplyContext) {
  const group = await repo.get(tx, ctx.partner, String(ctx.batch.options.group_guid ?? ''));
  if (!group) return undefined;
  return {
    group,
    country: await phoneCountryOf(tx, ctx.partner),
    dependants: await dependantsAllowed(tx, ctx.partner, group.product_guid),
  };
}

function phones(r: Row, country: PhoneCountry) {
  const norm = (v: string | null) => (v ? normalise(v, country) : null);
  return { msisdn: norm(r.row.msisdn), principal: norm(r.row.principal_msisdn) };
}

/** A row's refusal before any write: bad phone number, dependants not covered. */
function refusal(r: Row, p: ReturnType<typeof phones>, dependantsOk: boolean): RowOutcome | undefined {
  if (r.row.msisdn && !p.msisdn)
    return { line: r.line, status: 'failed', reason: 'phone_invalid', params: { field: 'msisdn' } };
  if (r.row.principal_msisdn) {
    if (!p.principal)
      return { line: r.line, status: 'failed', reason: 'phone_invalid', params: { field: 'principal_msisdn' } };
    if (!dependantsOk) return { line: r.line, status: 'failed', reason: 'group_dependants_not_allowed' };
  }
  return undefined;
}

type Setting = NonNullable<Awaited<ReturnType<typeof setting>>>;
type Member = typeof groupTempMembers.$inferInsert;
/** A row's principal as the rule sees it: its guid (unknown for one the dry run only pictures) and status. */
type Principal = { guid?: string; status: string };

/**
 * The dry run's picture of what the real run would have written before a line: the principals the file adds on the
 * earlier chunks' lines (rows still `valid` or `already`: they would be in the group), by number.
 */
async function principalsBefore(tx: Tx, ctx: ApplyContext, chunk: StagedChunk, country: PhoneCountry) {
  const r = await tx.execute<{ msisdn: string | null }>(sql`
    select r.value->>'msisdn' as msisdn from (${batchRows(ctx.batch.guid, { after: 0, through: chunk.after })}) r
    where r.row_key like 'p:%' and r.status in ('valid', 'already')`);
  return new Set(r.rows.map((x) => (x.msisdn ? normalise(x.msisdn, country) : null)).filter((m) => m !== null));
}

/** Dependants already in the group under these principals, as `principal guid:lower-case name`. */
async function dependantsOf(tx: Tx, partner: string, principals: string[]) {
  if (!principals.length) return new Set<string>();
  const r = await tx.execute<{ key: string }>(sql`
    select principal_guid::text || ':' || lower(full_name) as key from ${groupTempMembers}
    where partner_guid = ${partner} and kind = 'dependant' and principal_guid = any(${sql.param(principals)}::uuid[])`);
  return new Set(r.rows.map((x) => x.key));
}

/** The members just written, each with its audit event (`upload`, the row after), in one statement. */
async function audited(tx: Tx, ctx: ApplyContext, rows: TempMemberRow[]) {
  if (!rows.length) return;
  await tx.execute(
    auditFrom(ctx.actor, {
      partner_guid: ctx.partner,
      entity_type: 'group_member',
      entity_guid: sql`a.entity_guid`,
      action: 'upload',
      after: sql`a.after`,
      reason: `batch ${ctx.batch.guid}`,
      from: sql`unnest(${sql.param(rows.map((m) => m.guid))}::text[],
        ${sql.param(rows.map((m) => JSON.stringify(m)))}::jsonb[]) with ordinality as a(entity_guid, after, n)
        order by a.n`,
    }),
  );
}

/** Inserts members (a key already there is skipped: `already`) with their audit events; answers those written. */
async function insertMembers(tx: Tx, ctx: ApplyContext, rows: Member[]) {
  if (!rows.length) return [];
  const out = await tx.insert(groupTempMembers).values(rows).onConflictDoNothing().returning();
  await audited(tx, ctx, out);
  return out;
}

const notFound = (r: Row): RowOutcome => ({
  line: r.line,
  status: 'failed',
  reason: 'group_principal_not_found',
  params: { msisdn: r.row.principal_msisdn! },
});

/**
 * A chunk judged and (unless `dry`) written, in line order as one reader of the file would: a row with a bad number
 * or a dependant the product does not cover fails; a principal already in the group is `already` (never twice); a
 * dependant needs its principal in the group or on an earlier line, not yet registered, and is `already` when the
 * principal has a dependant of that name. Writing: the principals in one statement, then the dependants in one.
 */
async function judge(tx: Tx, ctx: ApplyContext, chunk: StagedChunk, dry: boolean) {
  const rows = await readStagedRows<GroupMemberRow>(tx, chunk);
  if (!rows.length) return;
  const s = await setting(tx, ctx);
  if (!s)
    return writeRowOutcomes(
      tx,
      rows,
      rows.map((r) => ({ line: r.line, status: 'failed', reason: 'group_not_found' })),
    );
  const ps = rows.map((r) => phones(r, s.country));
  const numbers = ps.flatMap((p) => [p.msisdn, p.principal].filter((v): v is string => Boolean(v)));
  const known = await repo.principalsByMsisdn(tx, ctx.partner, s.group.guid, numbers);
  const outcomes = new Map<number, RowOutcome>();
  const refused = (i: number) => refusal(rows[i]!, ps[i]!, s.dependants);
  // Principals: new ones pictured (dry) or inserted in line order (a number already in the group is skipped).
  const principals = rows.flatMap((r, i) => (r.row.principal_msisdn || refused(i) ? [] : [i]));
  const added = new Map<string, number>(); // number → line of the principal this chunk adds
  if (dry) {
    const before = await principalsBefore(tx, ctx, chunk, s.country);
    for (const n of before) added.set(n, 0);
    for (const i of principals) {
      const m = ps[i]!.msisdn!;
      const r = rows[i]!;
      if (known.has(m) || added.has(m)) outcomes.set(r.line, { line: r.line, status: 'already' });
      else {
        added.set(m, r.line);
        outcomes.set(r.line, { line: r.line, status: 'valid' });
      }
    }
  } else {
    const fresh = principals.map((i) => ({ i, guid: uuidv7() }));
    const written = new Set(
      (
        await insertMembers(
          tx,
          ctx,
          fresh.map(({ i, guid }) => memberOf(ctx, s, rows[i]!, ps[i]!, guid)),
        )
      ).map((m) => m.guid),
    );
    for (const { i, guid } of fresh) {
      const r = rows[i]!;
      outcomes.set(r.line, { line: r.line, status: written.has(guid) ? 'applied' : 'already' });
      if (written.has(guid)) {
        added.set(ps[i]!.msisdn!, r.line);
        known.set(ps[i]!.msisdn!, { guid, status: 'pending' } as TempMemberRow);
      }
    }
  }
  // Dependants: under a principal of the group, or one the file adds on an earlier line.
  const principalOf = (m: string, line: number): Principal | undefined => {
    const at = added.get(m);
    if (at !== undefined) return at < line ? (known.get(m) ?? { status: 'pending' }) : undefined;
    return known.get(m);
  };
  const taken = dry
    ? await dependantsOf(
        tx,
        ctx.partner,
        [...known.values()].map((p) => p.guid),
      )
    : new Set<string>();
  const dependants: { r: Row; member: Member }[] = [];
  for (const [i, r] of rows.entries()) {
    if (!r.row.principal_msisdn) continue;
    const p = ps[i]!;
    const principal = principalOf(p.principal!, r.line);
    const no =
      refused(i) ??
      (!principal
        ? notFound(r)
        : principal.status === 'registered'
          ? ({ line: r.line, status: 'failed', reason: 'temp_member_registered' } as const)
          : undefined);
    if (no || !principal) outcomes.set(r.line, no!);
    else if (dry) {
      const key = `${principal.guid ?? p.principal}:${(r.row.full_name ?? '').toLowerCase()}`;
      outcomes.set(r.line, { line: r.line, status: taken.has(key) ? 'already' : 'valid' });
      taken.add(key);
    } else
      dependants.push({
        r,
        member: { ...memberOf(ctx, s, r, p, uuidv7()), kind: 'dependant', principal_guid: principal.guid! },
      });
  }
  const written = new Set(
    (
      await insertMembers(
        tx,
        ctx,
        dependants.map((d) => d.member),
      )
    ).map((m) => m.guid),
  );
  for (const d of dependants)
    outcomes.set(d.r.line, { line: d.r.line, status: written.has(d.member.guid) ? 'applied' : 'already' });
  // A row left out above is a refused principal.
  for (const [i, r] of rows.entries()) if (!outcomes.has(r.line)) outcomes.set(r.line, refused(i)!);
  await writeRowOutcomes(
    tx,
    rows,
    rows.map((r) => outcomes.get(r.line)!),
  );
}

const memberOf = (ctx: ApplyContext, s: Setting, r: Row, p: ReturnType<typeof phones>, guid: string): Member => ({
  partner_guid: ctx.partner,
  guid,
  group_guid: s.group.guid,
  kind: 'principal',
  msisdn: p.msisdn,
  full_name: r.row.full_name,
  date_of_birth: r.row.date_of_birth,
  national_id: r.row.national_id,
  gender: r.row.gender,
  ...(r.row.principal_msisdn ? { relationship: r.row.relationship } : {}),
});

/**
 * The members file of a group on the import engine: a row is a principal (its key: the phone number) or a dependant
 * of a principal named by `principal_msisdn` (key: that number and the dependant's name). A principal already in the
 * group is `already` (never twice); a dependant's principal must be in the group or on an earlier line. The dry run
 * and applying judge a chunk by the same code (`judge`).
 */
export const groupMembersImport: ImportDomain<GroupMemberRow> = {
  kind: 'group_members',
  columns: GROUP_MEMBER_COLUMNS,
  optionalColumns: GROUP_MEMBER_OPTIONAL_COLUMNS,
  schema: groupMemberRow,
  keyOf: groupMemberKey,
  chunkSize: 500,
  checkStaged: (tx, ctx, chunk) => judge(tx, ctx, chunk, true),
  applyStaged: (tx, ctx, chunk) => judge(tx, ctx, chunk, false),
};
