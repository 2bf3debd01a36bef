/** The onboarding module's door: what other modules may use. Everything else in this folder is private. */
export { onboardingModule } from './onboarding.routes.ts';
