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
import { audit } from '../../platform/audit.ts';
import type { Tx } from '../../platform/db/client.ts';
import type { ApplyContext, ImportDomain, RowOutcome, StagedRow } from '../../platform/imports/index.ts';
import { phoneCountryOf } from '../partners/index.ts';
import { dependantsAllowed } from './group-members.service.ts';
import { groupsRepository as repo } from './groups.repository.ts';
import './groups.messages.ts';

type Row = StagedRow<GroupMemberRow>;
const digits = (v: string | null) => (v ?? '').replace(/\D/g, '');

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

/**
 * The members file of a group on the import engine: a row is a principal (its key: the phone number) or a dependant
 * of a principal named by `principal_msisdn` (key: that number and the dependant's name). A principal already in the
 * group is `already` (never twice); a dependant's principal must be in the group or on an earlier line.
 */
export const groupMembersImport: ImportDomain<GroupMemberRow> = {
  kind: 'group_members',
  columns: GROUP_MEMBER_COLUMNS,
  optionalColumns: GROUP_MEMBER_OPTIONAL_COLUMNS,
  schema: groupMemberRow,
  keyOf: groupMemberKey,
  chunkSize: 500,

  async check(tx, ctx, rows) {
    const s = await setting(tx, ctx);
    if (!s) return rows.map((r) => ({ line: r.line, status: 'failed', reason: 'group_not_found' }));
    const ps = rows.map((r) => phones(r, s.country));
    const known = await repo.principalsByMsisdn(
      tx,
      ctx.partner,
      s.group.guid,
      ps.flatMap((p) => [p.msisdn, p.principal].filter((v): v is string => Boolean(v))),
    );
    // Principals listed in the file (staged by the engine) count for the dependants after them.
    const staged = await tx.execute<{ row_key: string; line: number }>(sql`
      select row_key, line from import_rows where batch_guid = ${ctx.batch.guid} and row_key like 'p:%'
        and status in ('valid', 'already', 'applied')`);
    const inFile = new Map(staged.rows.map((r) => [r.row_key, Number(r.line)]));
    return rows.map((r, i): RowOutcome => {
      const p = ps[i]!;
      const refused = refusal(r, p, s.dependants);
      if (refused) return refused;
      if (!r.row.principal_msisdn)
        return { line: r.line, status: p.msisdn && known.has(p.msisdn) ? 'already' : 'valid' };
      const before = inFile.get(`p:${digits(r.row.principal_msisdn)}`);
      if (known.has(p.principal!) || (before !== undefined && before < r.line))
        return { line: r.line, status: 'valid' };
      return {
        line: r.line,
        status: 'failed',
        reason: 'group_principal_not_found',
        params: { msisdn: r.row.principal_msisdn },
      };
    });
  },

  async apply(tx, ctx, rows) {
    const s = await setting(tx, ctx);
    if (!s) return rows.map((r) => ({ line: r.line, status: 'failed', reason: 'group_not_found' }));
    const out: RowOutcome[] = [];
    for (const r of rows) {
      const p = phones(r, s.country);
      const refused = refusal(r, p, s.dependants);
      if (refused) {
        out.push(refused);
        continue;
      }
      const base = { partner_guid: ctx.partner, guid: uuidv7(), group_guid: s.group.guid };
      let row: Awaited<ReturnType<typeof repo.insertMember>>;
      if (!r.row.principal_msisdn) {
        row = await repo.insertMember(tx, {
          ...base,
          kind: 'principal',
          msisdn: p.msisdn,
          full_name: r.row.full_name,
          date_of_birth: r.row.date_of_birth,
          national_id: r.row.national_id,
          gender: r.row.gender,
        });
      } else {
        const principal = await repo.principalByMsisdn(tx, ctx.partner, s.group.guid, p.principal!);
        if (!principal) {
          out.push({
            line: r.line,
            status: 'failed',
            reason: 'group_principal_not_found',
            params: { msisdn: r.row.principal_msisdn },
          });
          continue;
        }
        if (principal.status === 'registered') {
          out.push({ line: r.line, status: 'failed', reason: 'temp_member_registered' });
          continue;
        }
        row = await repo.insertMember(tx, {
          ...base,
          kind: 'dependant',
          principal_guid: principal.guid,
          msisdn: p.msisdn,
          full_name: r.row.full_name,
          date_of_birth: r.row.date_of_birth,
          national_id: r.row.national_id,
          gender: r.row.gender,
          relationship: r.row.relationship,
        });
      }
      if (!row) {
        out.push({ line: r.line, status: 'already' });
        continue;
      }
      await audit(tx, ctx.actor, {
        partner_guid: ctx.partner,
        entity_type: 'group_member',
        entity_guid: row.guid,
        action: 'upload',
        after: row,
        reason: `batch ${ctx.batch.guid}`,
      });
      out.push({ line: r.line, status: 'applied' });
    }
    return out;
  },
};
