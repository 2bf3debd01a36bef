import type {
  complexClaimEdit,
  expensesBody,
  lawyerAssignmentBody,
} from '@coverdesk/contract/claims/claims-complex.schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { call } from '../../../lib/api-client.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { complexClaimsRoutes } from './routes.ts';

/** Every edit of a complex claim carries the version read and refreshes every claim view on success. */
function useComplexEdit<T>(fn: (input: T) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: CLAIMS_KEY }),
    meta: { silent: true },
  });
}

/** PUT /api/claims/complex/expenses: replaces the facility's bill lines; the claim amount becomes their total. */
export const useSaveExpenses = () =>
  useComplexEdit((body: z.input<typeof expensesBody>) => call(complexClaimsRoutes.expenses, { body }));

/** PUT /api/claims/complex/{guid}: edits the tag, facility, condition and comment. */
export const useUpdateComplexClaim = () =>
  useComplexEdit(({ guid, ...body }: z.input<typeof complexClaimEdit> & { guid: string }) =>
    call(complexClaimsRoutes.update, { params: { guid }, body }),
  );

/** PUT /api/claims/complex: assigns a lawyer to the claim. */
export const useAssignLawyer = () =>
  useComplexEdit((body: z.input<typeof lawyerAssignmentBody>) => call(complexClaimsRoutes.assignLawyer, { body }));
