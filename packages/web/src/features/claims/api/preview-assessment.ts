import type { ClaimInput } from '@coverdesk/contract/claims/claim.schemas';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../lib/api-client.ts';
import { claimsRoutes } from './routes.ts';

/** POST /api/claims/assessment_preview: what the policy would pay for the claim, without saving it. */
export function usePreviewAssessment() {
  return useMutation({
    mutationFn: (body: ClaimInput) =>
      call(claimsRoutes.assessmentPreview, { body: { ...body, ussd_initiated: false } }),
    meta: { silent: true },
  });
}
