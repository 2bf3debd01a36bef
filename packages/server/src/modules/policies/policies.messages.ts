import { addMessages } from '../../platform/http/messages.ts';

addMessages({
  premium_not_offered: {
    en: 'This product has no such premium: choose one of its premiums.',
    fr: "Ce produit n'a pas cette prime : choisissez l'une de ses primes.",
  },
  policy_transition_not_allowed: {
    en: 'A policy that is {from} cannot become {to}.',
    fr: 'Une police à l’état {from} ne peut pas passer à l’état {to}.',
  },
  quotation_not_found: { en: 'This quotation does not exist.', fr: "Ce devis n'existe pas." },
  product_inactive: {
    en: 'This product is not active and cannot be sold.',
    fr: "Ce produit n'est pas actif et ne peut pas être vendu.",
  },
  customer_inactive: {
    en: 'This customer is not active and cannot buy a policy.',
    fr: "Ce client n'est pas actif et ne peut pas acheter de police.",
  },
  customer_dob_missing: {
    en: 'The customer has no date of birth: eligibility by age cannot be checked.',
    fr: "Le client n'a pas de date de naissance : l'éligibilité par l'âge ne peut pas être vérifiée.",
  },
  not_eligible_age: {
    en: 'Not eligible: the customer is {age} on the start date; this product covers ages {min} to {max}.',
    fr: 'Non éligible : le client a {age} ans à la date de début ; ce produit couvre les âges de {min} à {max} ans.',
  },
  start_date_past: { en: 'The start date cannot be in the past.', fr: 'La date de début ne peut pas être passée.' },
  valid_until_before_start: {
    en: 'The end date must be after the start date.',
    fr: 'La date de fin doit être postérieure à la date de début.',
  },
  quotation_already_purchased: {
    en: 'This quotation has already been bought.',
    fr: 'Ce devis a déjà été acheté.',
  },
  policy_not_pending: {
    en: 'Only a policy awaiting its first premium can change its premium or start date.',
    fr: 'Seule une police en attente de sa première prime peut changer de prime ou de date de début.',
  },
  policy_final: {
    en: 'This policy is {status} and can no longer be changed.',
    fr: 'Cette police est à l’état {status} et ne peut plus être modifiée.',
  },
  aml_action_not_allowed: {
    en: 'The AML action {action} is not allowed when the policy is {current}.',
    fr: "L'action LBC {action} n'est pas permise quand la police est {current}.",
  },
});
