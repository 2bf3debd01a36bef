import {
  CUSTOMER_NAME_SEARCH_MIN,
  type CustomerFindQuery,
  nameSearchTooShort,
  normaliseMsisdn,
} from '@coverdesk/contract';
import type { Database } from '../../platform/db/client.ts';
import { AppError, badRequest } from '../../platform/http/errors.ts';
import { phoneCountryOf } from '../partners/index.ts';
import { type Criterion, type CustomerRow, customersRepository } from './customers.repository.ts';

/** Exactly one criterion, or a 400 naming the problem (SPEC §5: the criterion must be chosen first). */
export function criterionOf(
  q: Partial<Pick<CustomerFindQuery, 'msisdn' | 'name' | 'national_id' | 'external_identifier'>>,
) {
  const given = (['msisdn', 'name', 'national_id', 'external_identifier'] as const).filter(
    (k) => typeof q[k] === 'string' && q[k]!.trim() !== '',
  );
  if (given.length !== 1) {
    const fields = given.length ? given : ['msisdn', 'name', 'national_id', 'external_identifier'];
    throw badRequest(Object.fromEntries(fields.map((f) => [f, 'one_criterion'])), 'one_criterion');
  }
  const key = given[0]!;
  const value = q[key]!.trim();
  if (key === 'name' && nameSearchTooShort(value))
    throw new AppError(400, 'name_search_min', { min: CUSTOMER_NAME_SEARCH_MIN }, { name: 'name_search_min' });
  return { key, value };
}

/**
 * Customer search, partner-scoped (row-level security and an explicit filter). Exported for the benchmark:
 * `findCustomers(database, partner, { msisdn: '0712 345 678' }, { page: 1, size: 10 })`.
 */
export async function findCustomers(
  database: Database,
  partner: string,
  criteria: Partial<Record<'msisdn' | 'name' | 'national_id' | 'external_identifier', string>>,
  page: { page: number; size: number } = { page: 1, size: 10 },
) {
  const { key, value } = criterionOf(criteria);
  let criterion: Criterion;
  if (key === 'msisdn') {
    const country = await phoneCountryOf(database.db, partner);
    const msisdn = normaliseMsisdn(value, country);
    if (!msisdn) throw badRequest({ msisdn: 'phone_invalid' });
    criterion = { msisdn };
  } else criterion = { [key]: value } as Criterion;
  type Row = CustomerRow & { score: number | null };
  const statements = customersRepository.findStatements(partner, criterion, page);
  const found = await database.reader.query<Row>([partner], statements.rows);
  const more = found.length > page.size;
  const rows = more ? found.slice(0, page.size) : found;
  const offset = (page.page - 1) * page.size;
  // Exact criteria are counted only when the page does not tell (more rows follow, or the page is past the end).
  // Fuzzy name matches are never counted in full: the count is those up to this page, plus one when more follow.
  let count = offset + rows.length + (more ? 1 : 0);
  if (statements.count && (more || (rows.length === 0 && offset > 0))) {
    const [total] = await database.reader.query<{ total: number }>([partner], statements.count);
    count = total?.total ?? 0;
  } else if (rows.length === 0 && offset > 0) {
    // Past the last page of names: how many of the `offset` nearest there are.
    const [p, value] = statements.rows.values;
    count = (await database.reader.query<Row>([partner], { ...statements.rows, values: [p, value, offset, 0] })).length;
  }
  return {
    items: rows.map(({ score, ...c }) => ({ ...c, score: score === null ? null : Number(score) })),
    count,
    more,
  };
}
