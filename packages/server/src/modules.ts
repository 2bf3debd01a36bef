import { claimsModule } from './modules/claims/claims.routes.ts';
import { countriesModule } from './modules/partners/countries.routes.ts';
import type { Module } from './platform/module.ts';

/** Every module of the platform API, in registration order. */
export const MODULES: Module[] = [countriesModule, claimsModule];
