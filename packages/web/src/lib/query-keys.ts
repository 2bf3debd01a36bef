import { partnerConfigsRoutes } from '@coverdesk/contract/configuration/configuration.routes';

/**
 * The roots of the query keys that more than one feature reads or invalidates, in one style: a key is its domain's
 * root, then the selected partner, then what it reads (`[...paymentsKey, 'policy', partner, query]`), so a change
 * invalidates the whole domain with its root. A feature's own keys start with its own root the same way.
 */
/** Every policies query key starts with this, so a change invalidates them all at once. */
export const policiesKey = ['policies'] as const;
/** Every payments query key starts with this, so a new payment invalidates them all at once. */
export const paymentsKey = ['payments'] as const;
/** Every customer query key starts with this. */
export const customersKey = ['customers'] as const;
/** The customer screens' keys, built on `customersKey` (a customer's parts: bank details, policies, …). */
export const customerKeys = {
  all: customersKey,
  search: (partner: string | undefined, query: object) => [...customersKey, partner, 'find', query] as const,
  one: (partner: string | undefined, guid: string) => [...customersKey, partner, guid] as const,
  part: (partner: string | undefined, guid: string, part: string) => [...customersKey, partner, guid, part] as const,
};
/** The selected partner's country (currency, phone rules): the same for every feature, so fetched once. */
export const partnerCountryKey = (partner: string | undefined) => ['partner-country', partner] as const;
/**
 * A partner's settings document (GET /api/partners_config, by default, or its _claim, _group and /email documents):
 * the document's path, then the partner. The partners page puts a saved document in the cache under it; claims
 * (claims mode, claim settings), payments (missing-payment minimum) and the configuration lists read it.
 */
export const partnerConfigKey = (partner: string | undefined, path: string = partnerConfigsRoutes.getConfig.path) =>
  [path, partner] as const;
