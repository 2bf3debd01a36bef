import type { ClaimType, PartnerClaimConfig } from '@coverdesk/contract';
import type { Executor } from '../../platform/db/client.ts';
import { partnerConfigsRepository, readConfig } from '../configuration/index.ts';
import { addDays } from './claim-dates.ts';

/**
 * A partner's claim settings: the partners module's claim config read through the contract schema
 * (`partnerClaimConfig` in `partner-configs.schemas.ts` — its defaults are the only defaults) plus the claims mode
 * of the partner config. See that schema for the meaning of each field.
 */
export interface ClaimSettings {
  /** 'complex' partners get the complex-claims calls (facility claims). */
  claims_mode: 'simple' | 'complex';
  /** Days allowed between discharge (or death) and the claim. */
  max_days_after_discharge_or_death: number | null;
  /** Days after the documentation received time by which documents must be complete, else the claim expires. */
  document_deadline_days: number | null;
  /** Per claim type, the document types a claim needs; none means the claim goes straight to the assessor. */
  required_documents: PartnerClaimConfig['required_documents'];
  /** When on, whoever approved a claim cannot pay it. */
  four_eyes_payment: boolean;
}

/** The one place claim rules read partner settings from. */
export async function claimSettingsFor(tx: Executor, partner: string): Promise<ClaimSettings> {
  const config = readConfig('config', await partnerConfigsRepository.get(tx, partner, 'config'));
  const claim = readConfig('claim_config', await partnerConfigsRepository.get(tx, partner, 'claim_config'));
  return {
    claims_mode: config.claims_mode,
    max_days_after_discharge_or_death: claim.max_days_after_discharge_or_death,
    document_deadline_days: claim.document_deadline_days,
    required_documents: claim.required_documents,
    four_eyes_payment: claim.four_eyes_payment,
  };
}

/** The document types a claim of this type needs (an unknown type needs none). */
export const requiredDocumentsOf = (settings: ClaimSettings, type: string): readonly string[] =>
  settings.required_documents[type as ClaimType] ?? [];

/** The day a claim's documents are due, counted from `from` (null: the partner sets no deadline). */
export const dueDateOf = (settings: ClaimSettings, from: string) =>
  settings.document_deadline_days === null ? null : addDays(from, settings.document_deadline_days);
