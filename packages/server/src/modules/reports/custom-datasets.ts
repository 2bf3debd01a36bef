import { type CustomDataset, type CustomReportInput, type ReportColumnType, reportDate } from '@coverdesk/contract';
import { badRequest } from '../../platform/http/errors.ts';
import type { Lang } from '../../platform/http/messages.ts';
import type { ReportDefinition } from './report-definition.ts';
import { CUSTOMER_JOIN, type DefinitionColumn, POLICY_JOIN, PRODUCT_JOIN, type Text, t } from './report-definition.ts';

interface Field {
  sql: string;
  label: Text;
  type: ReportColumnType;
  summable?: boolean;
}
interface Dataset {
  label: Text;
  from: string;
  alias: string;
  /** The field the period of `generate` filters on. */
  period: string;
  fields: Record<string, Field>;
}

const f = (sql: string, en: string, fr: string, type: ReportColumnType = 'text', summable = false): Field => ({
  sql,
  label: { en, fr },
  type,
  summable,
});

/**
 * The fixed list of datasets a custom report may read: each field is a SQL expression written here, so a custom
 * report only ever names fields and operators; values are bound. Every dataset filters on the partner.
 */
export const DATASETS: Record<CustomDataset, Dataset> = {
  customers: {
    label: t('Customers', 'Clients'),
    from: 'from customers c',
    alias: 'c',
    period: 'registered_at',
    fields: {
      registered_at: f('c.created_at', 'Registered', 'Inscrit le', 'datetime'),
      full_name: f('c.full_name', 'Name', 'Nom'),
      msisdn: f('c.msisdn', 'Phone', 'Téléphone'),
      national_id: f('c.national_id', 'National id', 'Pièce d’identité'),
      gender: f('c.gender', 'Gender', 'Genre'),
      town: f('c.town', 'Town', 'Ville'),
      language: f('c.language', 'Language', 'Langue'),
      status: f('c.status', 'Status', 'Statut'),
      kyc_status: f('c.kyc_status', 'KYC', 'KYC'),
      is_agent: f('c.is_agent', 'Agent', 'Agent'),
      registered_by: f('c.created_by', 'Registered by', 'Inscrit par'),
    },
  },
  policies: {
    label: t('Policies', 'Polices'),
    from: `from policies po ${CUSTOMER_JOIN('c', 'po')} ${PRODUCT_JOIN('pr', 'po')}`,
    alias: 'po',
    period: 'purchased_at',
    fields: {
      purchased_at: f('po.purchased_at', 'Bought', 'Achetée le', 'datetime'),
      policy_number: f('po.policy_number', 'Policy', 'Police'),
      customer: f('c.full_name', 'Customer', 'Client'),
      msisdn: f('c.msisdn', 'Phone', 'Téléphone'),
      product: f('pr.name', 'Product', 'Produit'),
      status: f('po.status', 'Status', 'Statut'),
      granularity: f('po.granularity', 'Frequency', 'Fréquence'),
      premium: f('po.premium_cents', 'Premium', 'Prime', 'money', true),
      start_date: f('po.start_date', 'Start', 'Début', 'date'),
      valid_until: f('po.valid_until', 'Valid until', 'Valide jusqu’au', 'date'),
    },
  },
  payments: {
    label: t('Payments', 'Paiements'),
    from: `from payments p ${POLICY_JOIN('po', 'p')} ${CUSTOMER_JOIN('c', 'p')}`,
    alias: 'p',
    period: 'effected_at',
    fields: {
      effected_at: f('p.effected_at', 'Effected', 'Effectué le', 'datetime'),
      effected_day: f('p.effected_at::date', 'Day', 'Jour', 'date'),
      policy_number: f('po.policy_number', 'Policy', 'Police'),
      customer: f('c.full_name', 'Customer', 'Client'),
      amount: f('p.amount_cents', 'Amount', 'Montant', 'money', true),
      status: f('p.status', 'Status', 'Statut'),
      payment_type: f('p.payment_type', 'Payment type', 'Type de paiement'),
      channel: f('p.channel', 'Channel', 'Canal'),
      mno_reference: f('p.mno_reference', 'MNO reference', 'Référence MNO'),
    },
  },
  claims: {
    label: t('Claims', 'Sinistres'),
    from: `from claims cl ${POLICY_JOIN('po', 'cl')} ${CUSTOMER_JOIN('c', 'cl')}`,
    alias: 'cl',
    period: 'received_at',
    fields: {
      received_at: f('cl.received_at', 'Received', 'Reçu le', 'datetime'),
      claim_reference: f('cl.claim_reference', 'Claim reference', 'Référence du sinistre'),
      type: f('cl.type', 'Type', 'Type'),
      status: f('cl.status', 'Status', 'Statut'),
      decision: f('cl.decision', 'Decision', 'Décision'),
      policy_number: f('po.policy_number', 'Policy', 'Police'),
      customer: f('c.full_name', 'Customer', 'Client'),
      claim_amount: f('cl.claim_amount_cents', 'Claimed', 'Montant réclamé', 'money', true),
      benefit_amount: f('cl.benefit_amount_cents', 'Benefit', 'Prestation', 'money', true),
      payment_status: f('cl.payment_status', 'Payment', 'Paiement'),
      hospital_name: f('cl.hospital_name', 'Hospital', 'Hôpital'),
    },
  },
  payouts: {
    label: t('Claim payouts', 'Paiements de sinistres'),
    from: 'from mobile_money_transactions m join claims cl on cl.partner_guid = m.partner_guid and cl.guid = m.claim_guid',
    alias: 'm',
    period: 'created_at',
    fields: {
      created_at: f('m.created_at', 'Requested', 'Demandé le', 'datetime'),
      claim_reference: f('cl.claim_reference', 'Claim reference', 'Référence du sinistre'),
      msisdn: f('m.msisdn', 'Paid to', 'Payé au'),
      amount: f('m.amount_cents', 'Amount', 'Montant', 'money', true),
      status: f('m.status', 'Status', 'Statut'),
      failure_reason: f('m.failure_reason', 'Failure reason', 'Motif de l’échec'),
      provider_reference: f('m.provider_reference', 'Provider reference', 'Référence prestataire'),
    },
  },
  preauthorizations: {
    label: t('Pre-authorizations', 'Pré-autorisations'),
    from: `from claim_preauthorizations pa ${POLICY_JOIN('po', 'pa')}`,
    alias: 'pa',
    period: 'requested_at',
    fields: {
      requested_at: f('pa.created_at', 'Requested', 'Demandée le', 'datetime'),
      policy_number: f('po.policy_number', 'Policy', 'Police'),
      person_affected: f('pa.person_affected', 'Patient', 'Patient'),
      hospital_name: f('pa.hospital_name', 'Hospital', 'Hôpital'),
      status: f('pa.status', 'Status', 'Statut'),
      requested_amount: f('pa.requested_amount_cents', 'Requested', 'Demandé', 'money', true),
      approved_amount: f('pa.approved_amount_cents', 'Approved', 'Accordé', 'money', true),
    },
  },
};

/** The fields of every dataset, as the builder screen shows them. */
export const datasetList = (lang: Lang) =>
  (Object.entries(DATASETS) as [CustomDataset, Dataset][]).map(([name, d]) => ({
    name,
    label: d.label[lang],
    fields: Object.entries(d.fields).map(([key, x]) => ({
      key,
      label: x.label[lang],
      type: x.type,
      summable: Boolean(x.summable),
      period: key === d.period,
    })),
  }));

/** Checks a custom report against its dataset: unknown fields, sums of non-amounts and bad filter values are 400s. */
export function validateCustom(input: CustomReportInput) {
  const d = DATASETS[input.dataset];
  const errors: Record<string, string> = {};
  input.columns.forEach((c, i) => {
    if (!d.fields[c]) errors[`columns.${i}`] = 'unknown_field';
  });
  input.group_by.forEach((c, i) => {
    if (!d.fields[c]) errors[`group_by.${i}`] = 'unknown_field';
  });
  input.sums.forEach((c, i) => {
    if (!d.fields[c]?.summable) errors[`sums.${i}`] = 'invalid_value';
  });
  input.filters.forEach((x, i) => {
    const field = d.fields[x.field];
    if (!field) errors[`filters.${i}.field`] = 'unknown_field';
    else if ((x.op === 'in') !== Array.isArray(x.value)) errors[`filters.${i}.value`] = 'invalid_value';
    else if (x.op === 'contains' && typeof x.value !== 'string') errors[`filters.${i}.value`] = 'invalid_value';
    else if ((field.type === 'money' || field.type === 'number') && x.op !== 'in' && typeof x.value !== 'number')
      errors[`filters.${i}.value`] = 'invalid_value';
    else if (
      (field.type === 'date' || field.type === 'datetime') &&
      (typeof x.value !== 'string' || !reportDate.safeParse(x.value.slice(0, 10)).success)
    )
      errors[`filters.${i}.value`] = 'date';
  });
  if (Object.keys(errors).length) throw badRequest(errors);
}

const OPS: Record<string, string> = { eq: '=', ne: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' };

/** Compiles a custom report to a report definition: the same engine and renderers as the built-in reports. */
export function compileCustom(input: CustomReportInput & { name: string }, key: string): ReportDefinition {
  const d = DATASETS[input.dataset];
  const grouped = input.group_by.length > 0 || input.sums.length > 0;
  const columns: DefinitionColumn[] = grouped
    ? [
        ...input.group_by.map((k) => ({ key: k, label: d.fields[k]!.label, type: d.fields[k]!.type })),
        { key: 'row_count', label: t('Rows', 'Lignes'), type: 'number' as const },
        ...input.sums.map((k) => ({
          key: `sum_${k}`,
          label: t(`Total ${d.fields[k]!.label.en}`, `Total ${d.fields[k]!.label.fr}`),
          type: d.fields[k]!.type,
        })),
      ]
    : input.columns.map((k) => ({ key: k, label: d.fields[k]!.label, type: d.fields[k]!.type }));
  return {
    name: key,
    title: { en: input.name, fr: input.name },
    description: { en: input.description ?? '', fr: input.description ?? '' },
    group: 'customers',
    dated: false,
    columns,
    query: (v) => {
      const where = [`${d.alias}.partner_guid = ${v.partner}`];
      const period = d.fields[d.period]!.sql;
      where.push(`${period} >= ${v.start}`, `${period} < ${v.end}`);
      for (const x of input.filters) {
        const field = d.fields[x.field]!;
        const cast = field.type === 'money' || field.type === 'number' ? '' : '::text';
        if (x.op === 'in') where.push(`(${field.sql})::text = any(${v.value((x.value as string[]).map(String))})`);
        else if (x.op === 'contains')
          where.push(`(${field.sql})::text ilike '%' || ${v.value(String(x.value).replace(/[\\%_]/g, '\\$&'))} || '%'`);
        else if (field.type === 'date' || field.type === 'datetime')
          where.push(`(${field.sql})::date ${OPS[x.op]} ${v.value(String(x.value).slice(0, 10))}::date`);
        else where.push(`(${field.sql})${cast} ${OPS[x.op]} ${v.value(cast ? String(x.value) : x.value)}`);
      }
      if (!grouped) {
        const sel = input.columns.map((k) => `${d.fields[k]!.sql} as "${k}"`).join(', ');
        return `select ${sel} ${d.from} where ${where.join(' and ')} order by ${period}, ${d.alias}.guid`;
      }
      const groups = input.group_by.map((k) => `${d.fields[k]!.sql} as "${k}"`);
      const sums = input.sums.map((k) => `coalesce(sum(${d.fields[k]!.sql}), 0) as "sum_${k}"`);
      const sel = [...groups, 'count(*) as row_count', ...sums].join(', ');
      const by = input.group_by.map((_, i) => String(i + 1)).join(', ');
      return `select ${sel} ${d.from} where ${where.join(' and ')}${by ? ` group by ${by} order by ${by}` : ''}`;
    },
  };
}
