import { CUSTOMER_JOIN, col, type DefinitionColumn, POLICY_JOIN, type QueryValues } from '../report-definition.ts';

/** Columns every claim report starts with. */
export const CLAIM_HEAD: DefinitionColumn[] = [
  col('claim_reference', 'Claim reference', 'Référence du sinistre'),
  col('received_at', 'Received', 'Reçu le', 'datetime'),
  col('type', 'Type', 'Type'),
  col('status', 'Status', 'Statut'),
  col('policy_number', 'Policy', 'Police'),
  col('customer', 'Customer', 'Client'),
  col('msisdn', 'Phone', 'Téléphone'),
];
export const CLAIM_HEAD_SQL = `cl.claim_reference, cl.received_at, cl.type, cl.status, po.policy_number,
  c.full_name as customer, c.msisdn`;
export const CLAIM_JOINS = `${POLICY_JOIN('po', 'cl')} ${CUSTOMER_JOIN('c', 'cl')}`;
export const CLAIM_FROM = `from claims cl ${CLAIM_JOINS}`;
/** `status=Approved`: claims decided as approved (or ex gratia) only. */
export const approvedOnly = (v: QueryValues) => `(not ${v.approved} or cl.decision in ('approved', 'exgratia'))`;

/** Claims of one type received in the period (death, hospital and reimbursement reports). */
export const claimsOfType = (v: QueryValues, type: string, extra: string) => `select ${CLAIM_HEAD_SQL}, ${extra}
  ${CLAIM_FROM}
  where cl.partner_guid = ${v.partner} and cl.type = '${type}' and cl.received_at >= ${v.start}
    and cl.received_at < ${v.end} and ${approvedOnly(v)}
  order by cl.received_at, cl.guid`;
