/**
 * Feature flags per partner.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { featureFlagsModule } from './feature-flags.routes.ts';
