/** Query keys of the claim screens: every claim list and detail starts with `claims`, so one invalidation refreshes them. */
export const CLAIMS_KEY = ['claims'] as const;
