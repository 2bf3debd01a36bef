import type { ReportColumnType } from '@coverdesk/contract';

export interface Text {
  en: string;
  fr: string;
}

export interface DefinitionColumn {
  /** The SQL alias of the column in the definition's query. */
  key: string;
  label: Text;
  type: ReportColumnType;
}

/**
 * Values a definition's query may use, as SQL text (a bind placeholder, or a quoted literal in a COPY): the engine
 * adds only the ones the query asks for.
 */
export interface QueryValues {
  /** The selected partner (uuid). Every query filters on it (row-level security filters again). */
  readonly partner: string;
  /**
   * Start of the period's first day, UTC (timestamptz, inclusive). Compare instants to it (`x >= start`): a
   * timestamptz-to-timestamptz comparison is leakproof, so row-level security lets it be an index condition (a
   * timestamptz-to-date one is not, and would scan the partner's whole table).
   */
  readonly start: string;
  /** Start of the day after the period's last day, UTC (timestamptz, exclusive): `x >= start and x < end`. */
  readonly end: string;
  /** The period's first day (date), for date columns. */
  readonly startDay: string;
  /** The day after the period's last day (date, exclusive), for date columns. */
  readonly endDay: string;
  /** `status=Approved` was asked for (boolean). */
  readonly approved: string;
  /** A free value (custom reports' filters), always bound or quoted, never written into the SQL. */
  value(v: unknown): string;
}

/** One report: its titles, parameters, columns and one partner-scoped query. Adding a report is adding one of these. */
export interface ReportDefinition {
  name: string;
  title: Text;
  description: Text;
  group: 'premiums' | 'policies' | 'customers' | 'claims' | 'agents' | 'debit_orders' | 'groups';
  /** Takes `startDate` and `endDate` (required); otherwise the report shows today's state. */
  dated: boolean;
  /** Accepts `status=Approved` (claim reports). */
  approvable?: boolean;
  /** Limited to a window of this many previous months (SPEC §5: the premium report covers 3 months). */
  windowMonths?: number;
  columns: DefinitionColumn[];
  /** The SELECT (ordered), with one output column per `columns` key, in the same order. */
  query(v: QueryValues): string;
}

export const t = (en: string, fr: string): Text => ({ en, fr });
export const col = (key: string, en: string, fr: string, type: ReportColumnType = 'text'): DefinitionColumn => ({
  key,
  label: { en, fr },
  type,
});

/** Shared SQL pieces of the definitions. */
export const CUSTOMER_JOIN = (alias: string, on: string) =>
  `join customers ${alias} on ${alias}.partner_guid = ${on}.partner_guid and ${alias}.guid = ${on}.customer_guid`;
export const POLICY_JOIN = (alias: string, on: string) =>
  `join policies ${alias} on ${alias}.partner_guid = ${on}.partner_guid and ${alias}.guid = ${on}.policy_guid`;
export const PRODUCT_JOIN = (alias: string, on: string) =>
  `left join products ${alias} on ${alias}.partner_guid = ${on}.partner_guid and ${alias}.guid = ${on}.product_guid`;
