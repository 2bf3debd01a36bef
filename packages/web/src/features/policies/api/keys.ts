/** Every policies query key starts with this, so a change invalidates them all at once. */
export const policiesKey = ['policies'] as const;
