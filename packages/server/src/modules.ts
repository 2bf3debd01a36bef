import { countriesModule } from './modules/partners/countries.routes.ts';
import { productsModule } from './modules/products/products.routes.ts';
import { referenceModule } from './modules/reference/reference.routes.ts';
import type { Module } from './platform/module.ts';

/** Every module of the platform API, in registration order. */
export const MODULES: Module[] = [countriesModule, productsModule, referenceModule];
