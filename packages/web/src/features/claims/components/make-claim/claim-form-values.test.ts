import { describe, expect, it } from 'vitest';
import { emptyClaimForm, requiredClaimFields, validateClaim } from './claim-form-values.ts';

describe('requiredClaimFields', () => {
  it('marks what the contract refuses as missing, per type, and nothing it accepts empty', () => {
    const hospital = requiredClaimFields({ ...emptyClaimForm('c'), type: 'hospital' });
    for (const f of ['policy_guid', 'type', 'hospital_admission_date', 'document_channel', 'claim_amount'])
      expect(hospital.has(f), f).toBe(true);
    expect(hospital.has('comment')).toBe(false);
    expect(requiredClaimFields({ ...emptyClaimForm('c'), type: 'death' }).has('death_date')).toBe(true);
    // Every field marked is one an empty form of that type is refused for.
    const { errors } = validateClaim({ ...emptyClaimForm('c'), type: 'hospital', relation: '' });
    for (const f of hospital) if (f !== 'type') expect(errors[f], f).toBe('required');
  });
});
