import { countriesModule } from './modules/partners/countries.routes.ts';
import { paymentsModule } from './modules/payments/payments.routes.ts';
import { policiesModule } from './modules/policies/policies.routes.ts';
import type { Module } from './platform/module.ts';

/** Every module of the platform API, in registration order. */
export const MODULES: Module[] = [countriesModule, policiesModule, paymentsModule];
