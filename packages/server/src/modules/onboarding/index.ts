/**
 * Bulk onboarding: customers and policies from a file.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { onboardingModule } from './onboarding.routes.ts';
