import { addMessages } from '../../platform/http/messages.ts';

addMessages({
  sms_parameters_mismatch: {
    en: 'The parameters must match the count of %s markers in the text.',
    fr: 'Les paramètres doivent correspondre au nombre de marqueurs %s du texte.',
  },
  sms_max_characters_exceeded: {
    en: 'Maximum characters exceeded: at most {max} SMS parts ({characters} characters).',
    fr: 'Nombre maximal de caractères dépassé : au plus {max} parties de SMS ({characters} caractères).',
  },
  sms_max_characters_exceeded_ucs2: {
    en: 'Maximum characters exceeded: at most {max} SMS parts, that is {limit} characters, because {ucs2} are not in the GSM-7 alphabet (without them: {gsm_limit}); this text has {characters}.',
    fr: 'Nombre maximal de caractères dépassé : au plus {max} parties de SMS, soit {limit} caractères, car {ucs2} ne sont pas dans l’alphabet GSM-7 (sans eux : {gsm_limit}) ; ce texte en compte {characters}.',
  },
  sms_bulk_repeat: {
    en: 'The same text was sent to the same customers less than a day ago. Confirm to send it again.',
    fr: 'Le même texte a été envoyé aux mêmes clients il y a moins d’un jour. Confirmez pour le renvoyer.',
  },
  sms_schedule_past: {
    en: 'The send time is in the past: choose a time to come, or send now.',
    fr: 'L’heure d’envoi est passée : choisissez une heure à venir, ou envoyez maintenant.',
  },
  sms_template_not_found: { en: 'This SMS template does not exist.', fr: "Ce modèle de SMS n'existe pas." },
  sms_template_system: {
    en: 'A system-generated SMS template is read-only.',
    fr: 'Un modèle de SMS généré par le système est en lecture seule.',
  },
  sms_template_code_taken: {
    en: 'An SMS template already has this code in this language.',
    fr: 'Un modèle de SMS porte déjà ce code dans cette langue.',
  },
  sms_text_required: {
    en: 'Choose a text column or enter a default text.',
    fr: 'Choisissez une colonne de texte ou saisissez un texte par défaut.',
  },
  sms_recipients_required: {
    en: 'Choose a product, a policy status or a list of customers.',
    fr: 'Choisissez un produit, un statut de police ou une liste de clients.',
  },
  sms_batch_not_found: { en: 'This SMS batch does not exist.', fr: "Ce lot de SMS n'existe pas." },
  sms_delimiter_mismatch: {
    en: 'The file’s columns are not separated by this delimiter (it uses “{found}”).',
    fr: 'Les colonnes du fichier ne sont pas séparées par ce délimiteur (il utilise « {found} »).',
  },
  sms_batch_repeat: {
    en: 'The same file and text were sent less than a day ago. Confirm to send them again.',
    fr: 'Le même fichier et le même texte ont été envoyés il y a moins d’un jour. Confirmez pour les renvoyer.',
  },
  sms_batch_not_ready: {
    en: 'This batch cannot be sent in its state ({status}).',
    fr: 'Ce lot ne peut pas être envoyé dans son état ({status}).',
  },
  sms_batch_not_interruptible: {
    en: 'Could not stop blast: it is already {status}.',
    fr: 'Impossible d’arrêter l’envoi : il est déjà {status}.',
  },
  sms_batch_nothing_to_send: { en: 'No valid message to send.', fr: 'Aucun message valide à envoyer.' },
  sms_invalid_number: {
    en: 'Not a phone number of the partner’s country.',
    fr: 'Pas un numéro de téléphone du pays du partenaire.',
  },
  sms_empty_text: { en: 'The message text is empty.', fr: 'Le texte du message est vide.' },
  sms_text_too_long: {
    en: 'Maximum characters exceeded for one SMS.',
    fr: 'Nombre maximal de caractères dépassé pour un SMS.',
  },
  sms_unknown_template: { en: 'This SMS template does not exist.', fr: "Ce modèle de SMS n'existe pas." },
  sms_unknown_product: { en: 'This product does not exist.', fr: "Ce produit n'existe pas." },
  no_route: { en: 'Number unreachable', fr: 'Numéro injoignable' },
});
