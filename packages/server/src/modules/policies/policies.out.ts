import type { PolicyStatus } from '@coverdesk/contract';
import type { PolicyRow } from './policies.repository.ts';

export type Beneficiary = {
  name: string;
  msisdn?: string | null;
  national_id?: string | null;
  relationship?: string | null;
};

/** A policy row as the API answers it (typed jsonb columns). */
export const out = (p: PolicyRow) => ({
  ...p,
  status: p.status as PolicyStatus,
  beneficiary: (p.beneficiary ?? null) as Beneficiary | null,
  additional_details: (p.additional_details ?? {}) as Record<string, unknown>,
});
