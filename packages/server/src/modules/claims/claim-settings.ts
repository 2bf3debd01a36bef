import { eq } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { partnerConfigs } from '../partners/partners.tables.ts';

/** A partner's claim settings, read from partner_configs (config.claims_mode and claim_config). */
export interface ClaimSettings {
  /** 'complex' partners get the complex-claims calls (facility claims); default 'simple'. */
  claims_mode: 'simple' | 'complex';
  /** Days allowed between discharge (or death) and the claim; null = no limit. Default 90. */
  max_days_after_discharge_or_death: number | null;
  /** Days after the documentation received time by which documents must be complete; null = never expire. Default 30. */
  document_deadline_days: number | null;
  /** Document types a claim needs; none means the claim goes straight to the assessor. Default none. */
  required_documents: string[];
  /** When on, whoever approved a claim cannot pay it. Default off. */
  four_eyes_payment: boolean;
}

export const DEFAULT_CLAIM_SETTINGS: ClaimSettings = {
  claims_mode: 'simple',
  max_days_after_discharge_or_death: 90,
  document_deadline_days: 30,
  required_documents: [],
  four_eyes_payment: false,
};

const intOrNull = (v: unknown, fallback: number | null) =>
  v === null ? null : typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : fallback;

/** The one place claim rules read partner settings from (the integrator may point it at the partners module). */
export async function claimSettingsFor(tx: Executor, partner: string): Promise<ClaimSettings> {
  const [row] = await tx
    .select({ config: partnerConfigs.config, claim: partnerConfigs.claim_config })
    .from(partnerConfigs)
    .where(eq(partnerConfigs.partner_guid, partner));
  const config = (row?.config ?? {}) as Record<string, unknown>;
  const claim = (row?.claim ?? {}) as Record<string, unknown>;
  const d = DEFAULT_CLAIM_SETTINGS;
  return {
    claims_mode: config.claims_mode === 'complex' ? 'complex' : 'simple',
    max_days_after_discharge_or_death: intOrNull(
      claim.max_days_after_discharge_or_death,
      d.max_days_after_discharge_or_death,
    ),
    document_deadline_days: intOrNull(claim.document_deadline_days, d.document_deadline_days),
    required_documents: Array.isArray(claim.required_documents)
      ? claim.required_documents.filter((x): x is string => typeof x === 'string')
      : d.required_documents,
    four_eyes_payment: claim.four_eyes_payment === true,
  };
}
