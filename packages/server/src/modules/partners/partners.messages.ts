import { addMessages } from '../../platform/http/messages.ts';

addMessages({
  partner_code: {
    en: 'Use 2 to 30 upper-case letters, digits, "_" or "-" (e.g. KE_CARE).',
    fr: 'Utilisez 2 à 30 majuscules, chiffres, « _ » ou « - » (ex. KE_CARE).',
  },
  ussd_code: { en: 'Use a USSD code such as *123#.', fr: 'Utilisez un code USSD comme *123#.' },
  phone_number: {
    en: 'Use 6 to 15 digits, optionally starting with +.',
    fr: 'Utilisez 6 à 15 chiffres, éventuellement précédés de +.',
  },
  partner_exists: { en: 'A partner with this code already exists.', fr: 'Un partenaire avec ce code existe déjà.' },
  min_above_max: { en: 'The minimum must not exceed the maximum.', fr: 'Le minimum ne doit pas dépasser le maximum.' },
  email_client_unavailable: {
    en: 'This email client is not configured on the server.',
    fr: "Ce client de messagerie n'est pas configuré sur le serveur.",
  },
  feature_flag_name: {
    en: 'Use lower-case letters and digits separated by "_" or "-" (e.g. complex_claims).',
    fr: 'Utilisez des minuscules et des chiffres séparés par « _ » ou « - » (ex. complex_claims).',
  },
  feature_flag_exists: {
    en: 'A feature flag with this name already exists.',
    fr: 'Un indicateur de fonctionnalité porte déjà ce nom.',
  },
  feature_flag_reserved: {
    en: 'The platform reads this feature flag: it can be switched and given partners, not renamed or deleted.',
    fr: 'La plateforme lit cet indicateur : il peut être activé et attribué à des partenaires, pas renommé ni supprimé.',
  },
  feature_flag_shared: {
    en: 'This feature flag is also used by partners you do not manage and cannot be deleted.',
    fr: 'Cet indicateur est aussi utilisé par des partenaires que vous ne gérez pas et ne peut pas être supprimé.',
  },
});
