import { addMessages } from '../../platform/http/messages.ts';

addMessages({
  loyalty_msisdn_invalid: {
    en: 'This is not a phone number.',
    fr: "Ce n'est pas un numéro de téléphone.",
  },
  loyalty_threshold_min: {
    en: 'The spend threshold must be greater than zero.',
    fr: 'Le seuil de dépense doit être supérieur à zéro.',
  },
  loyalty_not_configured: {
    en: 'Loyalty is not set up for this partner: choose its product, spend threshold and period first.',
    fr: "La fidélité n'est pas configurée pour ce partenaire : choisissez d'abord son produit, son seuil et sa période.",
  },
  loyalty_below_threshold: {
    en: 'Spend {spend} is below the threshold {threshold}: skipped.',
    fr: 'Dépense {spend} inférieure au seuil {threshold} : ignorée.',
  },
  loyalty_customer_not_found: {
    en: 'No customer of this partner has this phone number.',
    fr: "Aucun client de ce partenaire n'a ce numéro de téléphone.",
  },
  loyalty_already_covered: {
    en: 'Already covered by loyalty policy {policy} until {until}: skipped.',
    fr: "Déjà couvert par la police fidélité {policy} jusqu'au {until} : ignoré.",
  },
  loyalty_nothing_to_renew: {
    en: 'This customer has no loyalty policy to renew.',
    fr: "Ce client n'a pas de police fidélité à renouveler.",
  },
  loyalty_run_not_found: { en: 'This loyalty run does not exist.', fr: "Cette campagne de fidélité n'existe pas." },
  loyalty_not_undoable: {
    en: 'Only a completed loyalty run that changed something can be undone.',
    fr: 'Seule une campagne de fidélité terminée qui a changé quelque chose peut être annulée.',
  },
  loyalty_already_undone: {
    en: 'This loyalty run was already undone.',
    fr: 'Cette campagne de fidélité a déjà été annulée.',
  },
  loyalty_product_not_found: {
    en: 'This product does not exist for this partner.',
    fr: "Ce produit n'existe pas pour ce partenaire.",
  },
});
