import type { Permission } from '@coverdesk/contract/permissions';
import type { Policy, PolicyStatus } from '@coverdesk/contract/policies/policies.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { usePermissions } from '../../../app/hooks.ts';
import { usePolicy } from '../../../app/queries/get-policy.ts';
import { usePolicyPremiums } from '../../../app/queries/get-premiums.ts';
import { useProduct } from '../../../app/queries/get-product.ts';
import { Loading } from '../../../app/session/require-session.tsx';
import { DateText } from '../../../components/date-text.tsx';
import { EntityEmails } from '../../../components/generated-documents/entity-emails.tsx';
import { GeneratedDocuments } from '../../../components/generated-documents/generated-documents.tsx';
import { Money } from '../../../components/money.tsx';
import { PolicyPremiums } from '../../../components/policy-premiums.tsx';
import { PolicyStatusChip } from '../../../components/policy-status-chip.tsx';
import { RecordHeader, type RecordTab, RecordTabs } from '../../../components/record-header.tsx';
import { errorText } from '../../../lib/error-text.ts';
import { useDownloadSchedule } from '../api/download-schedule.ts';
import { useCustomer } from '../api/get-customer.ts';
import { type AmlAction, AmlDialog } from '../components/aml-dialog.tsx';
import { CancelPolicyDialog } from '../components/cancel-policy-dialog.tsx';
import { CoverCheck } from '../components/cover-check.tsx';
import { EditPolicyDialog } from '../components/edit-policy-dialog.tsx';
import { FINAL_POLICY_STATUSES } from '../components/final-statuses.ts';
import { NextSteps } from '../components/next-steps.tsx';
import { PolicyDocuments } from '../components/policy-documents.tsx';
import { PolicyFields } from '../components/policy-fields.tsx';
import { PolicyHistory } from '../components/policy-history.tsx';
import { PolicyNotes } from '../components/policy-notes.tsx';

/** What a section of the payments tab that another feature owns receives. */
export interface PolicySectionProps {
  policy: Policy;
  currency: string;
  /** The policy is not in a final status: it can still be paid and debited. */
  inForce: boolean;
}

/** A section of the payments tab owned by another feature (premiums recorded by hand, debit orders, …). */
export interface PolicySection {
  /** An i18next key with its namespace. */
  title: string;
  /** Shown only to users with this permission. */
  permission: Permission;
  Component: ComponentType<PolicySectionProps>;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={title}>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * A policy: a header of key facts and its actions (schedule, payment, edit, AML, cancel), then tabs: overview (every
 * field, next steps, cover), payments (premiums, wallet requests, debit orders), documents, notes and history.
 */
export function PolicyDetailPage({ paymentSections = [] }: { paymentSections?: readonly PolicySection[] }) {
  const { t } = useTranslation('policies');
  const { guid = '' } = useParams();
  const permissions = usePermissions();
  const canWrite = permissions.has('policies.write');
  const canPay = permissions.has('payments.write');
  const policy = usePolicy(guid);
  const product = useProduct(policy.data?.product_guid);
  const customer = useCustomer(policy.data?.customer_guid);
  const premiums = usePolicyPremiums(guid);
  const schedule = useDownloadSchedule();
  const [dialog, setDialog] = useState<'edit' | 'cancel' | AmlAction | null>(null);

  if (policy.isPending) return <Loading />;
  if (policy.error) return <Alert severity="error">{errorText(policy.error)}</Alert>;
  const p = policy.data;
  const currency = product.data?.currency_code ?? 'USD';
  const final = FINAL_POLICY_STATUSES.includes(p.status as PolicyStatus);
  const flagged = p.additional_details.aml_flagged === true;

  const per = t(`per.${p.granularity}`, { defaultValue: p.granularity });
  const actions = (
    <>
      <Button
        variant="outlined"
        disabled={schedule.isPending}
        onClick={() => schedule.mutate({ guid: p.guid, policyNumber: p.policy_number })}
      >
        {t('downloadSchedule')}
      </Button>
      {canPay && !final && (
        <Button variant="outlined" component={RouterLink} to={`/payments/new?policy=${p.guid}`}>
          {t('recordPayment')}
        </Button>
      )}
      {canWrite && !final && (
        <>
          <Button variant="outlined" onClick={() => setDialog('edit')}>
            {t('edit')}
          </Button>
          {flagged ? (
            <>
              <Button variant="outlined" onClick={() => setDialog('approved')}>
                {t('aml.action.approved')}
              </Button>
              <Button variant="outlined" color="error" onClick={() => setDialog('rejected')}>
                {t('aml.action.rejected')}
              </Button>
            </>
          ) : (
            <Button variant="outlined" onClick={() => setDialog('flagged')}>
              {t('aml.action.flagged')}
            </Button>
          )}
          <Button variant="contained" color="error" onClick={() => setDialog('cancel')}>
            {t('cancelPolicy')}
          </Button>
        </>
      )}
    </>
  );
  const tabs: RecordTab[] = [
    {
      id: 'overview',
      label: t('tabs.overview'),
      content: (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
          <Section title={t('sections.details')}>
            <PolicyFields
              policy={p}
              product={product.data}
              customerName={customer.data?.full_name}
              currency={currency}
            />
          </Section>
          <Stack spacing={2}>
            <Section title={t('sections.nextSteps')}>
              <NextSteps status={p.status} />
            </Section>
            <Section title={t('sections.cover')}>
              <CoverCheck policy={p} currency={currency} />
            </Section>
          </Stack>
        </Box>
      ),
    },
    {
      id: 'payments',
      label: t('tabs.payments'),
      content: (
        <Stack spacing={2}>
          <Section title={t('sections.premiums')}>
            <PolicyPremiums policyGuid={p.guid} currency={currency} />
          </Section>
          {paymentSections
            .filter((x) => permissions.has(x.permission))
            .map((x) => (
              <Section key={x.title} title={t(x.title)}>
                <Suspense fallback={<Loading />}>
                  <x.Component policy={p} currency={currency} inForce={!final} />
                </Suspense>
              </Section>
            ))}
        </Stack>
      ),
    },
    {
      id: 'documents',
      label: t('tabs.documents'),
      content: (
        <Stack spacing={2}>
          <Section title={t('sections.documents')}>
            <PolicyDocuments policyGuid={p.guid} canWrite={canWrite} />
          </Section>
          <Section title={t('app:generated.title')}>
            <GeneratedDocuments type="Policy" entity={p.guid} />
          </Section>
          <Section title={t('app:emails.title')}>
            <EntityEmails type="Policy" entity={p.guid} />
          </Section>
        </Stack>
      ),
    },
    {
      id: 'notes',
      label: t('tabs.notes'),
      content: (
        <Section title={t('sections.notes')}>
          <PolicyNotes policyGuid={p.guid} canWrite={canWrite} />
        </Section>
      ),
    },
    {
      id: 'history',
      label: t('tabs.history'),
      content: (
        <Section title={t('sections.history')}>
          <PolicyHistory policyGuid={p.guid} />
        </Section>
      ),
    },
  ];

  return (
    <Stack spacing={2}>
      <RecordHeader
        title={t('detailTitle', { number: p.policy_number })}
        status={<PolicyStatusChip status={p.status} />}
        badges={flagged && <Chip size="small" color="warning" label={t('aml.flaggedYes')} />}
        facts={[
          { label: t('fields.customer'), value: customer.data?.full_name, to: `/customers/${p.customer_guid}` },
          {
            label: t('fields.product'),
            value: product.data && `${product.data.name} (${product.data.code})`,
            to: `/products/${p.product_guid}`,
          },
          {
            label: t('fields.premium'),
            value: (
              <>
                <Money cents={p.premium_cents} currency={currency} /> {per}
              </>
            ),
          },
          { label: t('fields.start_date'), value: <DateText value={p.start_date} /> },
          { label: t('fields.valid_until'), value: p.valid_until && <DateText value={p.valid_until} /> },
        ]}
        actions={actions}
      />
      <RecordTabs tabs={tabs} />
      {dialog === 'edit' && <EditPolicyDialog policy={p} product={product.data} onClose={() => setDialog(null)} />}
      {dialog === 'cancel' && (
        <CancelPolicyDialog
          policy={p}
          coolOffHours={product.data?.cool_off_hours}
          paidCents={premiums.data?.paid_cents}
          currency={currency}
          onClose={() => setDialog(null)}
        />
      )}
      {(dialog === 'flagged' || dialog === 'approved' || dialog === 'rejected') && (
        <AmlDialog policy={p} action={dialog} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
