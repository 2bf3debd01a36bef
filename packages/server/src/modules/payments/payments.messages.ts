import { addMessages } from '../../platform/http/messages.ts';

addMessages({
  payment_not_found: { en: 'This payment does not exist.', fr: "Ce paiement n'existe pas." },
  payment_amount_min: {
    en: 'The amount must be greater than {min}.',
    fr: 'Le montant doit être supérieur à {min}.',
  },
  payment_date_future: {
    en: 'The effected date cannot be in the future.',
    fr: 'La date du paiement ne peut pas être future.',
  },
  payment_duplicate_reference: {
    en: 'A payment with MNO reference {reference} is already recorded for this partner: it is not counted twice.',
    fr: 'Un paiement avec la référence opérateur {reference} est déjà enregistré pour ce partenaire : il ne compte pas deux fois.',
  },
  policy_not_payable: {
    en: 'This policy is {status}: no premium can be recorded for it.',
    fr: 'Cette police est à l’état {status} : aucune prime ne peut être enregistrée.',
  },
  partner_path_mismatch: {
    en: 'The partner in the address must be the selected partner.',
    fr: "Le partenaire de l'adresse doit être le partenaire choisi.",
  },
  payment_refund_not_correctable: {
    en: 'A refund is not corrected here.',
    fr: 'Un remboursement ne se corrige pas ici.',
  },
  date_range_order: {
    en: 'The end date must not be before the start date.',
    fr: 'La date de fin ne peut pas précéder la date de début.',
  },
  bulk_policy_not_found: {
    en: 'No policy {number} for this partner: the money is held as unallocated money.',
    fr: 'Aucune police {number} pour ce partenaire : l’argent est gardé en fonds non affectés.',
  },
  policy_not_payable_held: {
    en: 'This policy is {status}: the money is not applied to it and is held as unallocated money.',
    fr: 'Cette police est à l’état {status} : l’argent ne lui est pas affecté et est gardé en fonds non affectés.',
  },
  payment_transfer_failed: {
    en: 'The operator says this transfer failed ({status}): no payment is recorded.',
    fr: 'L’opérateur indique que ce transfert a échoué ({status}) : aucun paiement n’est enregistré.',
  },
  payment_date_before_policy: {
    en: 'The effected date cannot be before the policy was bought ({date}).',
    fr: 'La date du paiement ne peut pas précéder l’achat de la police ({date}).',
  },
  unallocated_not_found: {
    en: 'This unallocated money does not exist.',
    fr: "Ces fonds non affectés n'existent pas.",
  },
  unallocated_already_decided: {
    en: 'This money is already {status}: it cannot be decided again.',
    fr: 'Ces fonds sont déjà à l’état {status} : ils ne peuvent pas être traités à nouveau.',
  },
  idempotency_key: {
    en: 'Use 8 to 200 letters, digits, dots, colons, dashes or underscores.',
    fr: 'Utilisez 8 à 200 lettres, chiffres, points, deux-points, tirets ou soulignés.',
  },
  premium_not_found: { en: 'This premium does not exist.', fr: "Cette prime n'existe pas." },
  premium_already_deleted: { en: 'This premium is already deleted.', fr: 'Cette prime est déjà supprimée.' },
  premium_has_dependants: {
    en: 'Other premiums build on this one: delete them first.',
    fr: "D'autres primes reposent sur celle-ci : supprimez-les d'abord.",
  },
  premium_prerequisite_not_found: {
    en: 'Choose a premium of this policy as the prerequisite.',
    fr: 'Choisissez une prime de cette police comme prérequis.',
  },
  premium_prerequisite_deleted: {
    en: 'The prerequisite premium is deleted.',
    fr: 'La prime prérequise est supprimée.',
  },
  premium_bundle_needs_normal: {
    en: 'A bundle builds on a normal premium.',
    fr: 'Un forfait repose sur une prime normale.',
  },
  premium_bundle_kind_required: {
    en: 'Choose voice or data for a bundle.',
    fr: 'Choisissez voix ou données pour un forfait.',
  },
  premium_bundle_kind_only_bundle: {
    en: 'Only a bundle has a voice or data kind.',
    fr: 'Seul un forfait est de type voix ou données.',
  },
  premium_amount_positive: { en: 'Enter an amount greater than 0.', fr: 'Saisissez un montant supérieur à 0.' },
  payment_request_not_found: {
    en: 'This payment request does not exist.',
    fr: "Cette demande de paiement n'existe pas.",
  },
  payment_request_in_progress: {
    en: 'This payment request is already being sent.',
    fr: 'Cette demande de paiement est déjà en cours.',
  },
  payment_request_amount_min: {
    en: 'The amount must be at least 1.00.',
    fr: 'Le montant doit être d’au moins 1,00.',
  },
  remittance_date_future: {
    en: 'The remitted date cannot be in the future.',
    fr: 'La date de versement ne peut pas être future.',
  },
});
