/**
 * Products, their premiums, benefits and configurations.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { groupConfigsRepository, premiumsRepository } from './product-items.repository.ts';
export { productBenefits } from './product-items.tables.ts';
export { productsModule } from './products.routes.ts';
export { createProductsService } from './products.service.ts';
export { products } from './products.tables.ts';

import './products.messages.ts';
