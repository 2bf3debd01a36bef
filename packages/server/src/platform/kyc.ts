import { KYC_DURATION_SECONDS } from '@coverdesk/contract';

export interface KycSubject {
  national_id: string | null;
  full_name: string;
  date_of_birth: string | null;
}
export interface KycResult {
  verified: boolean;
  /** Why it failed (a message key), null when verified. */
  reason: string | null;
}

/**
 * The KYC provider adapter. The built-in one simulates a national-registry check: it answers after `delaySeconds`
 * (the job is scheduled that far ahead; SPEC §9 says a KYC update takes about 2 minutes) and verifies a customer whose
 * national id is 5–20 letters or digits, is not on its test blocklist (ids starting with `000`), and whose full name
 * has at least two parts. Set `KYC_DELAY_SECONDS` to change the delay (0 in tests).
 */
export interface KycProvider {
  delaySeconds: number;
  check(subject: KycSubject): Promise<KycResult>;
}

export function createSimulatedKycProvider(opts: { delaySeconds?: number } = {}): KycProvider {
  return {
    delaySeconds: opts.delaySeconds ?? KYC_DURATION_SECONDS,
    async check(subject) {
      const id = subject.national_id?.trim() ?? '';
      if (!id) return { verified: false, reason: 'kyc_no_national_id' };
      if (!/^[A-Za-z0-9]{5,20}$/.test(id) || id.startsWith('000'))
        return { verified: false, reason: 'kyc_id_not_found' };
      if (subject.full_name.trim().split(/\s+/).length < 2) return { verified: false, reason: 'kyc_name_mismatch' };
      return { verified: true, reason: null };
    },
  };
}

export function kycProviderFromEnv(env: NodeJS.ProcessEnv = process.env): KycProvider {
  const raw = env.KYC_DELAY_SECONDS;
  const n = raw === undefined || raw === '' ? Number.NaN : Number(raw);
  return createSimulatedKycProvider({ delaySeconds: Number.isInteger(n) && n >= 0 ? n : undefined });
}
