import type {
  preauthorizationInput,
  preauthorizationUpdate,
} from '@coverdesk/contract/claims/claim-preauthorization.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { paged } from '../../../lib/paging.ts';
import { CLAIMS_KEY } from './claim-keys.ts';
import { preauthorizationRoutes } from './routes.ts';

const key = [...CLAIMS_KEY, 'preauthorizations'];

export interface PreauthorizationFilter {
  status?: 'pending' | 'approved' | 'rejected' | 'used' | 'cancelled';
  customer_guid?: string;
}

/** GET /api/claim/preauthorization?status&customer_guid&page&size: newest first. */
export function usePreauthorizations(filter: PreauthorizationFilter, paging: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...key, partner, filter, paging],
    queryFn: () => call(preauthorizationRoutes.list, { query: { ...filter, ...paging } }),
    select: paged,
    placeholderData: keepPreviousData,
  });
}

/** POST /api/claim/preauthorization: request a pre-authorisation. */
export function useCreatePreauthorization() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof preauthorizationInput>) => call(preauthorizationRoutes.post, { body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
    meta: { silent: true },
  });
}

/** PUT /api/claim/preauthorization/{guid}: edit a pending one, or approve / reject it (claims.decide). */
export function useUpdatePreauthorization() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, ...body }: z.input<typeof preauthorizationUpdate> & { guid: string }) =>
      call(preauthorizationRoutes.update, { params: { guid }, body }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
    meta: { silent: true },
  });
}

/** DELETE /api/claim/preauthorization/{guid}?version: cancel one not yet used by a claim. */
export function useCancelPreauthorization() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, version }: { guid: string; version: number }) =>
      call(preauthorizationRoutes.remove, { params: { guid }, query: { version } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: key }),
    meta: { silent: true },
  });
}

/** GET /api/claim/preauthorization/customer/{customer_guid}: the customer's pre-authorisations. */
export function useCustomerPreauthorizations(customerGuid: string | undefined) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...key, 'customer', partner, customerGuid],
    queryFn: () => call(preauthorizationRoutes.byCustomer, { params: { customer_guid: customerGuid ?? '' } }),
    enabled: Boolean(customerGuid),
  });
}
