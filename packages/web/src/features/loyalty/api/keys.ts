/** Every loyalty query key starts with this. */
export const loyaltyKey = ['loyalty'] as const;
