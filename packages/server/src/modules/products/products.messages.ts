import { addMessages } from '../../platform/http/messages.ts';

addMessages({
  age_range: {
    en: 'The maximum age must not be below the minimum age.',
    fr: "L'âge maximum ne doit pas être inférieur à l'âge minimum.",
  },
  hospital_days_range: {
    en: 'The maximum hospital benefit days must not be below the minimum.',
    fr: "Le nombre maximum de jours d'hospitalisation ne doit pas être inférieur au minimum.",
  },
  members_range: {
    en: 'The maximum number of members must not be below the minimum.',
    fr: 'Le nombre maximum de membres ne doit pas être inférieur au minimum.',
  },
  dependants_total: {
    en: 'The maximum dependants must cover the spouses and children allowed.',
    fr: 'Le nombre maximum de personnes à charge doit couvrir les conjoints et enfants autorisés.',
  },
  code_no_spaces: { en: 'Must not contain spaces.', fr: "Ne doit pas contenir d'espaces." },
  product_code_exists: {
    en: 'A product with this code already exists.',
    fr: 'Un produit avec ce code existe déjà.',
  },
  config_exists: {
    en: 'This product already has this configuration; change it instead.',
    fr: 'Ce produit a déjà cette configuration ; modifiez-la plutôt.',
  },
});
