import type { ClaimDetail, ClaimInput } from '@coverdesk/contract/claims/claim.schemas';
import type { Customer } from '@coverdesk/contract/customers/customers.schemas';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '../../../../app/hooks.ts';
import { errorText } from '../../../../lib/error-text.ts';
import { HttpError } from '../../../../lib/http-error.ts';
import { useCreateClaim } from '../../api/create-claim.ts';
import { useCustomer } from '../../api/customers.ts';
import { usePartnerCurrency } from '../../api/partner-settings.ts';
import { usePreviewAssessment } from '../../api/preview-assessment.ts';
import { ClaimDetailsStep } from './claim-details-step.tsx';
import { type ClaimFormValues, emptyClaimForm, requiredClaimFields, validateClaim } from './claim-form-values.ts';
import { ClaimResultStep } from './claim-result-step.tsx';
import { ClaimSummaryStep } from './claim-summary-step.tsx';

const STEPS = ['details', 'summary', 'results'] as const;

/** Server field errors (400 `errors`) for the form; the amount is typed in units. */
const serverFieldErrors = (error: unknown): Record<string, string> => {
  if (!(error instanceof HttpError)) return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(error.fieldErrors)) out[k === 'claim_amount_cents' ? 'claim_amount' : k] = v;
  return out;
};

/**
 * Make a claim in three steps: details → summary (the server's assessment) → results (reference and status).
 * `customer` starts it for that customer (the customer's page); `customerGuid` loads one first (a link).
 */
export function MakeClaimFlow({ customer: given, customerGuid }: { customer?: Customer; customerGuid?: string }) {
  const { t } = useTranslation('claims');
  const presetCustomer = useCustomer(given ? undefined : customerGuid);
  const canDecide = usePermissions().has('claims.decide');
  const { currency } = usePartnerCurrency();
  const [step, setStep] = useState<(typeof STEPS)[number]>('details');
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [values, setValues] = useState<ClaimFormValues>(() => emptyClaimForm());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [body, setBody] = useState<ClaimInput | null>(null);
  const [created, setCreated] = useState<ClaimDetail | null>(null);
  const preview = usePreviewAssessment();
  const create = useCreateClaim();

  const pickCustomer = (c: Customer | null) => {
    setCustomer(c);
    setValues({
      ...emptyClaimForm(c?.guid ?? ''),
      person_affected: c?.full_name ?? '',
      person_affected_dob: c?.date_of_birth ?? '',
    });
    setErrors({});
  };
  const [adopted, setAdopted] = useState(false);
  if (given && !adopted) {
    setAdopted(true);
    pickCustomer(given);
  }
  if (!given && presetCustomer.data && !adopted) {
    // The customer named in the URL (from the customer's page) is adopted once, during render.
    setAdopted(true);
    pickCustomer(presetCustomer.data);
  }

  const form = {
    values,
    errors,
    required: requiredClaimFields(values),
    set: <K extends keyof ClaimFormValues>(key: K, value: ClaimFormValues[K]) => {
      setValues((v) => ({ ...v, [key]: value }));
      setErrors(({ [key]: _, ...rest }) => rest);
    },
  };

  const assess = (b: ClaimInput) => preview.mutate(b);
  const next = (e: FormEvent) => {
    e.preventDefault();
    const result = validateClaim(values);
    setErrors(result.errors);
    if (!result.body) {
      const first = Object.keys(result.errors)[0];
      if (first) document.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBody(result.body);
    setStep('summary');
    assess(result.body);
  };
  const setIgnore = (flag: boolean) => {
    if (!body) return;
    const b = { ...body, ignore_max_days_allowed_after_discharge_or_death: flag || undefined };
    setValues((v) => ({ ...v, ignore_max_days_allowed_after_discharge_or_death: flag }));
    setBody(b);
    assess(b);
  };
  const submit = () =>
    body &&
    create.mutate(body, {
      onSuccess: (claim) => {
        setCreated(claim);
        setStep('results');
      },
      onError: (error) => {
        const fields = serverFieldErrors(error);
        if (Object.keys(fields).length > 0) {
          setErrors(fields);
          setStep('details');
        }
      },
    });
  const again = () => {
    pickCustomer(given ?? null);
    setBody(null);
    setCreated(null);
    preview.reset();
    create.reset();
    setStep('details');
  };
  const previewError = preview.error ? errorText(preview.error) : undefined;
  // A claim that pays nothing as entered is not submitted with the primary button as if it would pay: going back to
  // the details is the primary action, and submitting says what it records (`paysNothing`, below).
  // The summary replaces the form (and its Next button): once first assessed, Submit takes the focus (autoFocus would
  // not do: the button is disabled while the assessment is computed). A later assessment leaves the focus alone.
  // A claim that pays nothing as entered gives the focus to Back instead (Enter does not record it).
  const submitButton = useRef<HTMLButtonElement>(null);
  const backButton = useRef<HTMLButtonElement>(null);
  const summaryFocused = useRef(false);
  const assessing = preview.isPending;
  const paysNothing = preview.data?.payable === false;
  useEffect(() => {
    if (step !== 'summary') summaryFocused.current = false;
    else if (!assessing && !summaryFocused.current) {
      summaryFocused.current = true;
      (paysNothing ? backButton : submitButton).current?.focus();
    }
  }, [step, assessing, paysNothing]);
  return (
    <Stack spacing={2}>
      <Stepper activeStep={STEPS.indexOf(step)} aria-label={t('make.steps')}>
        {STEPS.map((s) => (
          <Step key={s}>
            <StepLabel>{t(`make.step.${s}`)}</StepLabel>
          </Step>
        ))}
      </Stepper>
      {step === 'details' && (
        <Box component="form" noValidate onSubmit={next} aria-label={t('make.step.details')}>
          {create.error && Object.keys(serverFieldErrors(create.error)).length > 0 && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errorText(create.error)}
            </Alert>
          )}
          <ClaimDetailsStep form={form} customer={customer} onCustomer={given ? undefined : pickCustomer} />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
            <Button type="submit" variant="contained" disabled={!customer}>
              {t('make.next')}
            </Button>
          </Box>
        </Box>
      )}
      {step === 'summary' && body && customer && (
        <Box>
          {create.error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {errorText(create.error)}
            </Alert>
          )}
          <ClaimSummaryStep
            body={body}
            customer={customer}
            currency={currency}
            assessment={preview.data}
            assessing={preview.isPending}
            error={previewError}
            canIgnoreMaxDays={canDecide}
            onIgnoreMaxDays={setIgnore}
          />
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2 }}>
            <Button ref={backButton} variant={paysNothing ? 'contained' : 'text'} onClick={() => setStep('details')}>
              {t('make.back')}
            </Button>
            <Button
              ref={submitButton}
              variant={paysNothing ? 'outlined' : 'contained'}
              color={paysNothing ? 'warning' : 'primary'}
              onClick={submit}
              disabled={create.isPending || assessing}
            >
              {t(paysNothing ? 'make.submitPaysNothing' : 'make.submit')}
            </Button>
          </Box>
        </Box>
      )}
      {step === 'results' && created && <ClaimResultStep claim={created} currency={currency} onAnother={again} />}
    </Stack>
  );
}
