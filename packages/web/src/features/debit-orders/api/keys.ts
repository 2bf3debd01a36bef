/** Every debit-order query key starts with this, so a change refetches the lists at once. */
export const debitOrdersKey = ['debit-orders'] as const;
export const cashbackKey = ['cashback'] as const;
