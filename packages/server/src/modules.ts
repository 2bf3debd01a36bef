import { customersModule } from './modules/customers/customers.routes.ts';
import { countriesModule } from './modules/partners/countries.routes.ts';
import type { Module } from './platform/module.ts';
import { storageModule } from './platform/storage.ts';

/** Every module of the platform API, in registration order. */
export const MODULES: Module[] = [countriesModule, storageModule, customersModule];
