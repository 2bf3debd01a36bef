import type { ClaimType } from '@coverdesk/contract/claims/claim.schemas';
import {
  CLAIM_DOCUMENT_TYPES,
  CLAIMS_MODES,
  DEFAULT_REQUIRED_DOCUMENTS,
  EMAIL_EVENTS,
  type PartnerClaimConfig,
  type PartnerConfig,
  type PartnerEmailConfig,
  type PartnerGroupConfig,
  partnerClaimConfig,
  partnerConfig,
  partnerEmailConfig,
  partnerGroupConfig,
} from '@coverdesk/contract/configuration/configuration.schemas';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FormCheckbox } from '../../../components/form-checkbox.tsx';
import { FormMoneyField } from '../../../components/form-money-field.tsx';
import { FormSelectField } from '../../../components/form-select-field.tsx';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { NumberFieldCells } from '../../../components/forms/number-field-cells.tsx';
import { WordListField } from '../../../components/forms/word-list-field.tsx';
import { useEmailClients } from '../api/list-email-clients.ts';
import { CheckboxList } from './checkbox-list.tsx';
import { ConfigTab } from './config-tab.tsx';

const half = { xs: 12, sm: 6 } as const;
/** The claim types that have a required-documents list (the keys of the contract's defaults). */
const CLAIM_TYPES = Object.keys(DEFAULT_REQUIRED_DOCUMENTS) as ClaimType[];

/** General config: the claims mode (simple or complex claims), the missing-payment minimum and how amounts show. */
export function GeneralConfigTab({ readOnly, currency }: { readOnly: boolean; currency: string }) {
  const { t } = useTranslation('partners');
  return (
    <ConfigTab<PartnerConfig> doc="config" schema={partnerConfig} readOnly={readOnly}>
      {({ control, fieldErrors }) => (
        <Grid container columnSpacing={2}>
          <Grid size={half}>
            <FormSelectField
              control={control}
              name="claims_mode"
              label={t('configs.config.claims_mode')}
              disabled={readOnly}
              options={CLAIMS_MODES.map((m) => ({ value: m, label: t(`claimsModes.${m}`) }))}
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              control={control}
              name="minimum_missing_payment_amount"
              type="number"
              label={`${t('configs.config.minimum_missing_payment_amount')} (${currency})`}
              helperText={t('configs.config.minimumHint')}
              serverError={fieldErrors.minimum_missing_payment_amount}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              control={control}
              name="maximum_payment_amount"
              type="number"
              label={`${t('configs.config.maximum_payment_amount')} (${currency})`}
              helperText={t('configs.config.maximumHint')}
              serverError={fieldErrors.maximum_payment_amount}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={half}>
            <FormSelectField
              control={control}
              name="currency_display"
              label={t('configs.config.currency_display')}
              disabled={readOnly}
              options={(['code', 'symbol', 'name'] as const).map((m) => ({
                value: m,
                label: t(`currencyDisplay.${m}`),
              }))}
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              control={control}
              name="debit_order_assume_paid_days"
              type="number"
              label={t('configs.config.debit_order_assume_paid_days')}
              serverError={fieldErrors.debit_order_assume_paid_days}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              control={control}
              name="debit_order_retry_days"
              type="number"
              label={t('configs.config.debit_order_retry_days')}
              serverError={fieldErrors.debit_order_retry_days}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={half}>
            <FormCheckbox
              control={control}
              name="show_minor_units"
              label={t('configs.config.show_minor_units')}
              disabled={readOnly}
            />
          </Grid>
        </Grid>
      )}
    </ConfigTab>
  );
}

/** Claim settings: time limits, documents required per claim type, four-eyes payment, high-risk amount. */
export function ClaimConfigTab({ readOnly, currency }: { readOnly: boolean; currency: string }) {
  const { t } = useTranslation('partners');
  const documents = CLAIM_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`documents.${d}`) }));
  return (
    <ConfigTab<PartnerClaimConfig> doc="claim" schema={partnerClaimConfig} readOnly={readOnly}>
      {({ control, fieldErrors }) => (
        <Grid container columnSpacing={2}>
          <NumberFieldCells
            control={control}
            names={['max_days_after_discharge_or_death', 'document_deadline_days']}
            label={(f) => t(`configs.claim.${f}`)}
            fieldErrors={fieldErrors}
            disabled={readOnly}
            size={half}
          />
          <Grid size={half}>
            <FormMoneyField
              control={control}
              name="high_risk_amount_cents"
              currency={currency}
              label={t('configs.claim.high_risk_amount_cents')}
              helperText={t('configs.claim.highRiskHint')}
              serverError={fieldErrors.high_risk_amount_cents}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={half}>
            <FormCheckbox
              control={control}
              name="four_eyes_payment"
              label={t('configs.claim.four_eyes_payment')}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={12}>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
              {t('configs.claim.required_documents')}
            </Typography>
            {CLAIM_TYPES.map((type) => (
              <CheckboxList
                key={type}
                control={control}
                name={`required_documents.${type}`}
                label={t(`claimTypes.${type}`)}
                options={documents}
                disabled={readOnly}
              />
            ))}
          </Grid>
        </Grid>
      )}
    </ConfigTab>
  );
}

/** Group settings: whether group schemes are offered, member limits, temporary members. */
export function GroupConfigTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('partners');
  return (
    <ConfigTab<PartnerGroupConfig> doc="group" schema={partnerGroupConfig} readOnly={readOnly}>
      {({ control, fieldErrors }) => (
        <Grid container columnSpacing={2}>
          <Grid size={12}>
            <FormCheckbox
              control={control}
              name="group_schemes_enabled"
              label={t('configs.group.group_schemes_enabled')}
              disabled={readOnly}
            />
          </Grid>
          <NumberFieldCells
            control={control}
            names={['min_members', 'max_members']}
            label={(f) => t(`configs.group.${f}`)}
            fieldErrors={fieldErrors}
            disabled={readOnly}
            size={half}
          />
          <Grid size={half}>
            <FormCheckbox
              control={control}
              name="temporary_members_enabled"
              label={t('configs.group.temporary_members_enabled')}
              disabled={readOnly}
            />
          </Grid>
          <NumberFieldCells
            control={control}
            names={['temporary_member_days']}
            label={(f) => t(`configs.group.${f}`)}
            fieldErrors={fieldErrors}
            disabled={readOnly}
            size={half}
          />
        </Grid>
      )}
    </ConfigTab>
  );
}

/** Email settings: the client, sender, recipients and which events send a notification. */
export function EmailConfigTab({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation('partners');
  const clients = useEmailClients();
  return (
    <ConfigTab<PartnerEmailConfig>
      doc="email"
      schema={partnerEmailConfig}
      readOnly={readOnly}
      prepare={(v) => ({ ...v, sender_name: v.sender_name || null, sender_address: v.sender_address || null })}
    >
      {({ control, fieldErrors }) => (
        <Grid container columnSpacing={2}>
          <Grid size={half}>
            <FormSelectField
              control={control}
              name="client"
              label={t('configs.email.client')}
              serverError={fieldErrors.client}
              disabled={readOnly}
              options={(clients.data ?? []).map((c) => ({
                value: c.code,
                label: c.available ? c.name : `${c.name} — ${t('configs.email.unavailable')}`,
              }))}
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              control={control}
              name="sender_name"
              label={t('configs.email.sender_name')}
              serverError={fieldErrors.sender_name}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={half}>
            <FormTextField
              control={control}
              name="sender_address"
              type="email"
              label={t('configs.email.sender_address')}
              serverError={fieldErrors.sender_address}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={half}>
            <WordListField
              control={control}
              name="recipients"
              label={t('configs.email.recipients')}
              hint={t('configs.email.recipientsHint')}
              invalidText={t('configs.email.recipientsInvalid')}
              separator={/[,;\s]+/}
              disabled={readOnly}
            />
          </Grid>
          <Grid size={12}>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
              {t('configs.email.events')}
            </Typography>
            {EMAIL_EVENTS.map((e) => (
              <FormCheckbox
                key={e}
                control={control}
                name={`events.${e}`}
                label={t(`events.${e}`)}
                disabled={readOnly}
              />
            ))}
          </Grid>
        </Grid>
      )}
    </ConfigTab>
  );
}
