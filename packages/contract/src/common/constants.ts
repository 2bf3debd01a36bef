/** Business constants of SPEC §9. */
export const USER_LIST_MAX = 250;
export const PASSWORD_RESET_LIFESPAN_SECONDS = 300;
export const AUDIT_EVENTS_DEFAULT_PAGE = 0;
export const AUDIT_EVENTS_DEFAULT_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 10;
export const MISSING_PAYMENT_MIN_AMOUNT = 100;
export const DEBIT_ORDER_DAY_MIN = 1;
export const DEBIT_ORDER_DAY_MAX = 28;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 30;
export const CLAIM_REFERENCE_MIN_LENGTH = 3;
export const PREMIUM_REPORT_MAX_MONTHS = 3;
export const KYC_DURATION_SECONDS = 120;
export const REGISTRATION_CHANNEL = 'WebClient';
export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
