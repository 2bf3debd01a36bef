import type { AuditEventQuery } from '@coverdesk/contract/audit/audit.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { auditRoutes } from '../../../lib/routes.ts';

export type AuditFilters = Omit<Partial<AuditEventQuery>, 'page' | 'size'>;

/** GET /api/audit_events: the selected partner's events, pages from 0 (SPEC §9), newest first. */
export function useAuditEvents(filters: AuditFilters, paging: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [auditRoutes.list.path, partner, filters, paging],
    queryFn: () => call(auditRoutes.list, { query: { ...filters, page: paging.page - 1, size: paging.size } }),
    enabled: Boolean(partner),
    placeholderData: keepPreviousData,
  });
}
