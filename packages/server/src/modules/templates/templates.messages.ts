import { addMessages } from '../../platform/http/messages.ts';

addMessages({
  template_not_found: { en: 'This template does not exist.', fr: "Ce modèle n'existe pas." },
  template_built_in: {
    en: 'A built-in template cannot be changed or deleted.',
    fr: 'Un modèle intégré ne peut être ni modifié ni supprimé.',
  },
  template_name_taken: { en: 'A template already has this name.', fr: 'Un modèle porte déjà ce nom.' },
  unknown_placeholder: {
    en: 'Unknown placeholder {{{name}}} for this template type.',
    fr: 'Champ de fusion {{{name}}} inconnu pour ce type de modèle.',
  },
  template_event_type: {
    en: 'This event does not concern the template’s type.',
    fr: 'Cet événement ne concerne pas le type du modèle.',
  },
  template_cron_invalid: {
    en: 'Enter a cron expression of 5 fields (minute hour day month weekday).',
    fr: 'Saisissez une expression cron de 5 champs (minute heure jour mois jour-de-semaine).',
  },
  template_entity_not_found: {
    en: 'There is no {type} with this id for the partner.',
    fr: "Il n'existe pas de {type} avec cet identifiant pour ce partenaire.",
  },
});
