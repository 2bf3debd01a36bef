/** The contract route tables the claim screens call (a path is written once, in the contract). */
export { claimCallbacksRoutes } from '@coverdesk/contract/claims/claim-callbacks.routes';
export { claimDocumentsRoutes } from '@coverdesk/contract/claims/claim-documents.routes';
export { claimPayoutsRoutes } from '@coverdesk/contract/claims/claim-payouts.routes';
export { preauthorizationRoutes } from '@coverdesk/contract/claims/claim-preauthorization.routes';
export { claimsRoutes } from '@coverdesk/contract/claims/claims.routes';
export { complexClaimsRoutes } from '@coverdesk/contract/claims/claims-complex.routes';
export { partnerConfigsRoutes } from '@coverdesk/contract/configuration/configuration.routes';
export { countriesRoutes } from '@coverdesk/contract/countries/countries.routes';
export { customersRoutes } from '@coverdesk/contract/customers/customers.routes';
export { dependantsRoutes } from '@coverdesk/contract/customers/dependants.routes';
export { partnersRoutes } from '@coverdesk/contract/partners/partners.routes';
export { referenceRoutes } from '@coverdesk/contract/reference/reference.routes';
