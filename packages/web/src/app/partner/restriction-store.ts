/**
 * Whether the selected partner is on the restricted-partner list (SPEC §6). A tiny store, so `usePermissions` can
 * read it without bringing the API client and its schemas into the sign-in page; the signed-in layout keeps it
 * up to date (`useRestrictionSync`).
 */
let restricted = false;
const listeners = new Set<() => void>();

export const restriction = {
  get: () => restricted,
  set(value: boolean) {
    if (value === restricted) return;
    restricted = value;
    for (const l of listeners) l();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export const partnerRestrictedKey = ['partner-restricted'];
