import { addMessages } from '../../platform/http/messages.ts';

addMessages({
  report_not_found: { en: 'There is no such report.', fr: "Ce rapport n'existe pas." },
  error_generating_report: { en: 'Error generating report.', fr: 'Erreur lors de la génération du rapport.' },
  error_downloading_document: {
    en: 'Error downloading document.',
    fr: 'Erreur lors du téléchargement du document.',
  },
  end_before_start: { en: 'The end cannot be before the start.', fr: 'La fin ne peut pas précéder le début.' },
  premium_report_window: {
    en: 'The premium report covers only the previous {months} months (from {from}).',
    fr: 'Le rapport des primes ne couvre que les {months} derniers mois (à partir du {from}).',
  },
  report_not_approvable: {
    en: 'Only claim reports have an Approved variant.',
    fr: 'Seuls les rapports de sinistres ont une variante Approuvé.',
  },
  report_run_not_ready: {
    en: 'This export is not finished: there is nothing to download yet.',
    fr: "Cet export n'est pas terminé : rien à télécharger pour l'instant.",
  },
  report_run_finished: { en: 'This export has already finished.', fr: 'Cet export est déjà terminé.' },
  schedule_email_required: {
    en: 'Your account has no email address: give one to receive the report.',
    fr: "Votre compte n'a pas d'adresse e-mail : indiquez-en une pour recevoir le rapport.",
  },
  report_dataset_field: {
    en: 'This field is not in the dataset.',
    fr: "Ce champ n'existe pas dans le jeu de données.",
  },
});
