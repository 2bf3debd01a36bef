/** The query key of everything about groups: a change to a group or its members refreshes its screens. */
export const groupsKey = ['/api/groups'] as const;
