/** Query keys of the customer screens: every key starts with the selected partner's data it depends on. */
export const customerKeys = {
  all: ['customers'] as const,
  search: (partner: string | undefined, query: object) => ['customers', partner, 'find', query] as const,
  one: (partner: string | undefined, guid: string) => ['customers', partner, guid] as const,
  part: (partner: string | undefined, guid: string, part: string) => ['customers', partner, guid, part] as const,
};
