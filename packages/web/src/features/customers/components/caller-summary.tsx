import type { CustomerOverview } from '@coverdesk/contract/customers/customers.schemas';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { Money } from '../../../components/money.tsx';
import { SimpleTable } from '../../../components/simple-table.tsx';
import { valueLabel } from '../../../lib/value-label.ts';

const linkTo = (to: string, text: string) => (
  <Link component={RouterLink} to={to}>
    {text}
  </Link>
);

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`caller-${id}`} sx={{ p: 1.5 }}>
      <Typography variant="subtitle1" component="h2" id={`caller-${id}`} sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

const POLICY_TONE: Record<string, 'success' | 'warning' | 'error' | 'default'> = {
  active: 'success',
  pending: 'warning',
  lapsed: 'error',
  suspended: 'warning',
};

/** The caller view's right column: every policy, the open claims, the last payments and the recent SMS. */
export function CallerSummary({ overview, currency }: { overview?: CustomerOverview; currency: string }) {
  const { t } = useTranslation('customers');
  const loading = !overview;
  return (
    <>
      <Section id="policies" title={t('caller.policies')}>
        <SimpleTable
          label={t('caller.policies')}
          rows={overview?.policies}
          loading={loading}
          rowKey={(r) => r.guid}
          empty={t('caller.noPolicies')}
          columns={[
            { header: t('policies.number'), cell: (r) => linkTo(`/policies/${r.guid}`, r.policy_number) },
            { header: t('caller.product'), cell: (r) => linkTo(`/products/${r.product_guid}`, r.product_name) },
            {
              header: t('fields.status'),
              cell: (r) => (
                <Chip
                  size="small"
                  color={POLICY_TONE[r.status] ?? 'default'}
                  variant="outlined"
                  label={t(`policies.statuses.${r.status}`, { defaultValue: r.status })}
                />
              ),
            },
            {
              header: t('policies.premium'),
              cell: (r) => (
                <>
                  <Money cents={r.premium_cents} currency={currency} />{' '}
                  {t(`policies.granularities.${r.granularity}`, { defaultValue: r.granularity })}
                </>
              ),
            },
            {
              header: t('caller.paidUntil'),
              cell: (r) => (r.paid_until ? <DateText value={r.paid_until} /> : t('caller.nothingPaid')),
            },
          ]}
        />
      </Section>
      <Section id="claims" title={t('caller.openClaims')}>
        <SimpleTable
          label={t('caller.openClaims')}
          rows={overview?.open_claims}
          loading={loading}
          rowKey={(r) => r.guid}
          empty={t('caller.noOpenClaims')}
          columns={[
            { header: t('claims.reference'), cell: (r) => linkTo(`/claims/${r.guid}`, r.claim_reference) },
            { header: t('policies.number'), cell: (r) => linkTo(`/policies/${r.policy_guid}`, r.policy_number) },
            { header: t('claims.type'), cell: (r) => t(`claims.types.${r.type}`, { defaultValue: r.type }) },
            {
              header: t('fields.status'),
              cell: (r) => <Chip size="small" label={t(`claims.statuses.${r.status}`, { defaultValue: r.status })} />,
            },
            { header: t('claims.receivedAt'), cell: (r) => <DateText value={r.received_at} /> },
          ]}
        />
      </Section>
      <Section id="payments" title={t('caller.payments')}>
        <SimpleTable
          label={t('caller.payments')}
          rows={overview?.payments}
          loading={loading}
          rowKey={(r) => r.guid}
          empty={t('caller.noPayments')}
          columns={[
            { header: t('caller.paidOn'), cell: (r) => <DateText value={r.effected_at} /> },
            {
              header: t('caller.amount'),
              cell: (r) => (
                <Link component={RouterLink} to={`/payments/${r.guid}`}>
                  <Money cents={r.amount_cents} currency={currency} />
                </Link>
              ),
            },
            { header: t('policies.number'), cell: (r) => linkTo(`/policies/${r.policy_guid}`, r.policy_number) },
            { header: t('caller.channel'), cell: (r) => valueLabel(t, 'channels', r.channel) },
            {
              header: t('fields.status'),
              cell: (r) => <Chip size="small" label={t(`payments:status.${r.status}`, { defaultValue: r.status })} />,
            },
          ]}
        />
      </Section>
      <Section id="sms" title={t('caller.sms')}>
        <SimpleTable
          label={t('caller.sms')}
          rows={overview?.sms}
          loading={loading}
          rowKey={(r) => r.guid}
          empty={t('caller.noSms')}
          columns={[
            { header: t('sms.sentAt'), cell: (r) => <DateText value={r.created_at} /> },
            { header: t('sms.kind'), cell: (r) => t(`sms.kinds.${r.kind}`, { defaultValue: r.kind }) },
            { header: t('sms.text'), cell: (r) => r.text },
          ]}
        />
      </Section>
    </>
  );
}
