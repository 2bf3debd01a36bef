import { addMessages } from '../../platform/http/messages.ts';

/** The claims module's texts (English and French). */
addMessages({
  claim_closed_documents: {
    en: 'This claim is closed: it takes no more documents.',
    fr: 'Ce sinistre est clos : il ne reçoit plus de documents.',
  },
  claim_condition_unknown: {
    en: 'Choose one of the partner’s claim conditions.',
    fr: 'Choisissez l’une des affections de sinistre du partenaire.',
  },
  claim_hospital_unknown: {
    en: 'This hospital is not on the partner’s hospital list.',
    fr: 'Cet hôpital ne figure pas dans la liste des hôpitaux du partenaire.',
  },
  claim_action_forbidden: {
    en: 'Your role is not allowed to take this claim action.',
    fr: "Votre rôle ne permet pas d'effectuer cette action sur le sinistre.",
  },
  claim_action_not_allowed: {
    en: 'The action "{action}" is not allowed while the claim is {status}.',
    fr: "L'action « {action} » n'est pas permise tant que le sinistre est {status}.",
  },
  claim_status_unreachable: {
    en: 'No action takes a claim from {from} to {to}.',
    fr: 'Aucune action ne fait passer un sinistre de {from} à {to}.',
  },
  claim_status_ambiguous: {
    en: 'Several actions take a claim from {from} to {to} ({actions}): send the one you mean as "action".',
    fr: 'Plusieurs actions font passer un sinistre de {from} à {to} ({actions}) : indiquez la vôtre dans « action ».',
  },
  claim_action_not_to_status: {
    en: 'The action "{action}" does not take a claim from {from} to {to}.',
    fr: "L'action « {action} » ne fait pas passer un sinistre de {from} à {to}.",
  },
  claim_reason_required: { en: 'A reason is required for this action.', fr: 'Un motif est requis pour cette action.' },
  claim_reference_required: {
    en: 'Give the mobile-money operator’s reference of the payment to mark a failed payout succeeded.',
    fr: 'Indiquez la référence du paiement chez l’opérateur mobile money pour marquer réussi un versement échoué.',
  },
  claim_four_eyes: {
    en: 'Four-eyes payment is on: the person who approved this claim cannot also pay it.',
    fr: 'Le paiement à quatre yeux est actif : la personne qui a approuvé ce sinistre ne peut pas le payer.',
  },
  claim_stale: {
    en: 'This claim was changed by someone else — reload.',
    fr: "Ce sinistre a été modifié par quelqu'un d'autre — rechargez.",
  },
  claim_benefit_zero: {
    en: "This claim's assessment pays nothing: reject it, or reopen it ex gratia.",
    fr: "L'évaluation de ce sinistre ne paie rien : rejetez-le ou rouvrez-le à titre gracieux.",
  },
  claim_ignore_flag_forbidden: {
    en: 'Only a claims assessor may ignore the maximum days after discharge or death.',
    fr: 'Seul un gestionnaire de sinistres peut ignorer le délai maximal après la sortie ou le décès.',
  },
  claim_search_criteria: { en: 'Choose a search criterion first.', fr: "Choisissez d'abord un critère de recherche." },
  claim_reference_min: {
    en: 'Enter at least 3 characters of the claim reference.',
    fr: 'Saisissez au moins 3 caractères de la référence du sinistre.',
  },
  claim_field_locked: {
    en: 'These fields cannot be changed while the claim is {status}: {fields}.',
    fr: 'Ces champs ne peuvent pas être modifiés tant que le sinistre est {status} : {fields}.',
  },
  claim_policy_not_found: {
    en: 'No such policy for this partner.',
    fr: 'Aucune police de ce type pour ce partenaire.',
  },
  claim_policy_not_of_customer: {
    en: 'This policy does not belong to the customer.',
    fr: "Cette police n'appartient pas au client.",
  },
  preauthorization_not_usable: {
    en: 'This pre-authorisation cannot be used: it must be approved, unused, for the same customer and policy, and for a hospital claim.',
    fr: 'Cette pré-autorisation est inutilisable : elle doit être approuvée, non utilisée, pour le même client et la même police, et pour une hospitalisation.',
  },
  preauthorization_locked: {
    en: 'Only a pending pre-authorisation can be changed.',
    fr: 'Seule une pré-autorisation en attente peut être modifiée.',
  },
  preauthorization_stale: {
    en: 'This pre-authorisation was changed by someone else — reload.',
    fr: "Cette pré-autorisation a été modifiée par quelqu'un d'autre — rechargez.",
  },
  rejection_reason_unknown: {
    en: 'Choose a rejection reason from the list.',
    fr: 'Choisissez un motif de rejet dans la liste.',
  },
  date_in_future: { en: 'The date cannot be in the future.', fr: 'La date ne peut pas être dans le futur.' },
  discharge_in_future: {
    en: 'The stay must have ended: a planned stay needs a pre-authorisation.',
    fr: 'Le séjour doit être terminé : un séjour prévu demande une pré-autorisation.',
  },
  discharge_before_admission: {
    en: 'Discharge cannot be before admission.',
    fr: "La sortie ne peut pas précéder l'admission.",
  },
  end_before_start: { en: 'The end cannot be before the start.', fr: 'La fin ne peut pas précéder le début.' },
  birth_certificate_invalid: {
    en: 'The birth certificate must be valid.',
    fr: 'Le certificat de naissance doit être valide.',
  },
  positive: { en: 'Must be greater than 0.', fr: 'Doit être supérieur à 0.' },
  reason_waiting_period: {
    en: 'The event happened during the waiting period.',
    fr: "L'événement a eu lieu pendant le délai de carence.",
  },
  reason_cool_off: {
    en: 'The event happened during the cool-off period.',
    fr: "L'événement a eu lieu pendant le délai de rétractation.",
  },
  reason_policy_not_active: {
    en: 'The policy was not active on the event date.',
    fr: "La police n'était pas active à la date de l'événement.",
  },
  reason_max_days_exceeded: {
    en: "The claim came later than the partner's maximum days after discharge or death.",
    fr: 'Le sinistre a été déclaré après le délai maximal du partenaire suivant la sortie ou le décès.',
  },
  reason_below_min_hospital_days: {
    en: "The stay was shorter than the product's minimum hospital days.",
    fr: "Le séjour est plus court que le minimum de jours d'hospitalisation du produit.",
  },
  payout_in_progress: {
    en: 'A payout for this request is still in progress — reload in a moment.',
    fr: 'Un paiement pour cette demande est en cours — rechargez dans un instant.',
  },
  payout_no_amount: { en: 'This claim has no benefit to pay.', fr: "Ce sinistre n'a aucune prestation à payer." },
  payout_not_retryable: {
    en: "Only the claim's latest failed payout can be retried.",
    fr: 'Seul le dernier paiement échoué du sinistre peut être relancé.',
  },
  payout_outcome_not_allowed: {
    en: "An outcome can only be recorded for the claim's latest payout while it is pending or failed.",
    fr: 'Un résultat ne peut être enregistré que pour le dernier paiement du sinistre, en attente ou échoué.',
  },
  claims_mode_not_complex: {
    en: 'Complex claims are not enabled for this partner.',
    fr: 'Les sinistres complexes ne sont pas activés pour ce partenaire.',
  },
  claim_not_complex: { en: 'This is not a complex claim.', fr: "Ce n'est pas un sinistre complexe." },
  benefit_balance_exceeded: {
    en: 'This usage exceeds the remaining balance ({remaining} cents).',
    fr: 'Cette utilisation dépasse le solde restant ({remaining} centimes).',
  },
  claim_usage_locked: {
    en: 'Benefit usages and expenses can only change while the claim awaits a decision.',
    fr: 'Les utilisations et dépenses ne peuvent changer que tant que le sinistre attend une décision.',
  },
  callback_none_open: { en: 'This claim has no open callback.', fr: "Ce sinistre n'a aucun rappel ouvert." },
});
