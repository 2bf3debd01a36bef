/**
 * A partner's settings documents (config, claim, group, email) and the money rule that reads them.
 * This file is the module's door: what other modules may use. Everything else in this folder is private.
 */
export { partnerConfigsRepository } from './configuration.repository.ts';
export { configurationModule } from './configuration.routes.ts';
export { readConfig } from './configuration.service.ts';
export { partnerConfigs } from './configuration.tables.ts';
export { assertAmounts, checkAmounts, moneyOptionsOf, moneyRuleFor, moneyRuleOfBatch } from './money-rule.ts';
