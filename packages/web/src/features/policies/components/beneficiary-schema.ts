import { policyBeneficiaryInput } from '@coverdesk/contract/policies/policies.schemas';
import { z } from 'zod';

export interface BeneficiaryValues {
  name: string;
  msisdn: string;
  national_id: string;
  relationship: string;
}
export const NO_BENEFICIARY: BeneficiaryValues = { name: '', msisdn: '', national_id: '', relationship: '' };

/** The contract's beneficiary, where a form with every field empty means "no beneficiary" (null). */
export const beneficiaryField = z.preprocess((v) => {
  const b = v as Partial<BeneficiaryValues> | null | undefined;
  return b && Object.values(b).some((x) => typeof x === 'string' && x.trim() !== '') ? b : null;
}, policyBeneficiaryInput.nullable());

export const beneficiaryValues = (
  b: { name: string; msisdn?: string | null; national_id?: string | null; relationship?: string | null } | null,
): BeneficiaryValues =>
  b
    ? { name: b.name, msisdn: b.msisdn ?? '', national_id: b.national_id ?? '', relationship: b.relationship ?? '' }
    : NO_BENEFICIARY;
