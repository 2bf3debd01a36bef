import { addMessages } from '../../platform/http/messages.ts';

addMessages({
  debit_day: { en: 'The debit order day must be 1 to 28.', fr: 'Le jour du prélèvement doit être entre 1 et 28.' },
  debit_start_past: {
    en: 'The start date cannot be in the past.',
    fr: 'La date de début ne peut pas être passée.',
  },
  debit_order_exists: {
    en: 'This policy already has a debit order ({reference}, mandate {mandate_reference}, {status}): change its day, amount or account instead of adding a second.',
    fr: 'Cette police a déjà un prélèvement ({reference}, mandat {mandate_reference}, {status}) : modifiez son jour, son montant ou son compte au lieu d’en ajouter un second.',
  },
  debit_order_not_found: { en: 'This debit order does not exist.', fr: "Ce prélèvement n'existe pas." },
  debit_order_cancelled: {
    en: 'This debit order was removed: it cannot be changed.',
    fr: 'Ce prélèvement a été supprimé : il ne peut plus être modifié.',
  },
  debit_account_not_policy_holder: {
    en: 'The bank account must belong to the policy holder.',
    fr: "Le compte bancaire doit appartenir à l'assuré de la police.",
  },
  debit_bank_detail_not_found: {
    en: 'These bank details do not exist.',
    fr: "Ces coordonnées bancaires n'existent pas.",
  },
  debit_run_running: {
    en: 'A collection run is already in progress: wait for it to finish or stop it.',
    fr: 'Une collecte est déjà en cours : attendez qu’elle se termine ou arrêtez-la.',
  },
  debit_run_not_found: { en: 'This collection run does not exist.', fr: "Cette collecte n'existe pas." },
  debit_run_not_running: {
    en: 'This collection run has finished: it cannot be stopped.',
    fr: 'Cette collecte est terminée : elle ne peut pas être arrêtée.',
  },
  debit_run_future: {
    en: 'A collection cannot be run for a day still to come.',
    fr: 'Une collecte ne peut pas être lancée pour un jour à venir.',
  },
  unpaid_code: {
    en: 'Use the bank’s unpaid code (e.g. 02).',
    fr: 'Utilisez le code de rejet de la banque (ex. 02).',
  },
  debit_answer_status: {
    en: 'The status must be paid or unpaid.',
    fr: 'Le statut doit être paid (payé) ou unpaid (impayé).',
  },
  debit_transaction_not_found: {
    en: 'No collection has reference {reference}.',
    fr: "Aucune collecte n'a la référence {reference}.",
  },
  cashback_not_found: { en: 'This cashback does not exist.', fr: "Ce cashback n'existe pas." },
});
