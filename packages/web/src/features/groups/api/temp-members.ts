import type { DependantInput } from '@coverdesk/contract/customers/dependants.schemas';
import type { TempPrincipalUpdate } from '@coverdesk/contract/groups/groups.schemas';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSelectedPartner } from '../../../app/hooks.ts';
import { call } from '../../../lib/api-client.ts';
import { groupTempMembersRoutes } from '../../../lib/routes.ts';
import { groupsKey } from './keys.ts';

/** GET /api/groups/temp/all?groupId (page, size). */
export function useTempMembers(groupId: string, q: { page: number; size: number }) {
  const partner = useSelectedPartner();
  return useQuery({
    queryKey: [...groupsKey, 'temp', partner, groupId, q],
    queryFn: () => call(groupTempMembersRoutes.all, { query: { ...q, groupId } }),
    enabled: Boolean(partner && groupId),
    placeholderData: keepPreviousData,
  });
}

export type MemberSave =
  | { kind: 'principal'; guid?: string; groupId: string; body: TempPrincipalUpdate }
  | { kind: 'dependant'; guid?: string; principalId: string; body: DependantInput };

/** Add or edit a temporary principal or dependant (groups/temp/add|edit/...). */
export function useSaveMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (m: MemberSave) => {
      if (m.kind === 'principal')
        return m.guid
          ? call(groupTempMembersRoutes.editPrincipal, { params: { id: m.guid }, body: m.body })
          : call(groupTempMembersRoutes.addPrincipal, { body: { ...m.body, group_id: m.groupId } });
      return m.guid
        ? call(groupTempMembersRoutes.editDependant, { params: { id: m.guid }, body: m.body })
        : call(groupTempMembersRoutes.addDependant, { body: { ...m.body, principal_id: m.principalId } });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: groupsKey }),
    meta: { silent: true },
  });
}

/** Remove a temporary principal (with their dependants) or dependant. */
export function useDeleteMember() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ guid, kind }: { guid: string; kind: 'principal' | 'dependant' }) =>
      call(kind === 'principal' ? groupTempMembersRoutes.deletePrincipal : groupTempMembersRoutes.deleteDependant, {
        params: { id: guid },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: groupsKey }),
    meta: { silent: true },
  });
}
