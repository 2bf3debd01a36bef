/** Every payments query key starts with this, so a new payment invalidates them all at once. */
export const paymentsKey = ['payments'] as const;
