/** Server-side texts, in English and French (Accept-Language picks one). Keys are stable; the web shows the text. */
export const MESSAGES = {
  invalid_input: { en: 'Some fields are invalid.', fr: 'Certains champs ne sont pas valides.' },
  required: { en: 'This field is required.', fr: 'Ce champ est obligatoire.' },
  no_leading_space: { en: 'Must not start with a space.', fr: 'Ne doit pas commencer par une espace.' },
  invalid_value: { en: 'This value is not valid.', fr: "Cette valeur n'est pas valide." },
  invalid_type: { en: 'This value has the wrong type.', fr: "Cette valeur n'a pas le bon type." },
  too_small: { en: 'Must be at least {min}.', fr: 'Doit être au moins {min}.' },
  too_big: { en: 'Must be at most {max}.', fr: 'Doit être au plus {max}.' },
  too_short: { en: 'Must have at least {min} characters.', fr: 'Doit contenir au moins {min} caractères.' },
  too_long: { en: 'Must have at most {max} characters.', fr: 'Doit contenir au plus {max} caractères.' },
  unknown_field: { en: 'Unknown field.', fr: 'Champ inconnu.' },
  no_nul_character: {
    en: 'Must not contain a NUL character (U+0000).',
    fr: 'Ne doit pas contenir de caractère NUL (U+0000).',
  },
  password_rule: {
    en: 'The password needs 8 to 30 characters with a lowercase letter, an uppercase letter, a digit and a special character.',
    fr: 'Le mot de passe doit contenir 8 à 30 caractères dont une minuscule, une majuscule, un chiffre et un caractère spécial.',
  },
  country_code: {
    en: 'Use a two-letter country code (e.g. KE).',
    fr: 'Utilisez un code pays à deux lettres (ex. KE).',
  },
  currency_code: {
    en: 'Use a three-letter currency code (e.g. KES).',
    fr: 'Utilisez un code devise à trois lettres (ex. KES).',
  },
  dialing_code: { en: 'Use 1 to 4 digits (e.g. 254).', fr: 'Utilisez 1 à 4 chiffres (ex. 254).' },
  email: { en: 'Enter a valid email address.', fr: 'Saisissez une adresse e-mail valide.' },
  uuid: { en: 'Must be a valid identifier.', fr: 'Doit être un identifiant valide.' },
  date: { en: 'Enter a valid date (YYYY-MM-DD).', fr: 'Saisissez une date valide (AAAA-MM-JJ).' },
  unauthorized: { en: 'You need to sign in.', fr: 'Vous devez vous connecter.' },
  token_expired: {
    en: 'Your session has expired. Please login again.',
    fr: 'Votre session a expiré. Veuillez vous reconnecter.',
  },
  forbidden: { en: 'You are not allowed to do this.', fr: "Vous n'êtes pas autorisé à faire ceci." },
  partner_required: { en: 'Choose a partner first.', fr: "Choisissez d'abord un partenaire." },
  partner_forbidden: { en: 'You do not have access to this partner.', fr: "Vous n'avez pas accès à ce partenaire." },
  partner_restricted: {
    en: 'This partner is restricted: its records can be read but not changed.',
    fr: 'Ce partenaire est restreint : ses données peuvent être consultées mais pas modifiées.',
  },
  partner_guid_mismatch: {
    en: 'partner_guid must be the selected partner.',
    fr: 'partner_guid doit être le partenaire sélectionné.',
  },
  not_found: { en: 'Not found.', fr: 'Introuvable.' },
  route_not_found: { en: 'There is no such address.', fr: "Cette adresse n'existe pas." },
  conflict: { en: 'This conflicts with existing data.', fr: 'Cela entre en conflit avec des données existantes.' },
  duplicate: {
    en: 'This value is already used by another record ({fields}).',
    fr: 'Cette valeur est déjà utilisée par un autre enregistrement ({fields}).',
  },
  already_used: { en: 'This value is already used.', fr: 'Cette valeur est déjà utilisée.' },
  still_referenced: {
    en: 'This record is still used by other records and cannot be removed.',
    fr: "Cet enregistrement est encore utilisé par d'autres et ne peut pas être supprimé.",
  },
  reference_not_found: { en: 'This record does not exist.', fr: "Cet enregistrement n'existe pas." },
  out_of_range: { en: 'This number is out of range.', fr: 'Ce nombre est hors limites.' },
  busy: {
    en: 'The system is busy with other changes. Nothing was saved; please try again in a moment.',
    fr: "Le système est occupé par d'autres modifications. Rien n'a été enregistré ; réessayez dans un instant.",
  },
  database_unavailable: {
    en: 'The service is briefly unavailable. Nothing was saved; please try again in a few seconds.',
    fr: "Le service est momentanément indisponible. Rien n'a été enregistré ; réessayez dans quelques secondes.",
  },
  too_many_requests: { en: 'Too many requests. Try again later.', fr: 'Trop de requêtes. Réessayez plus tard.' },
  payload_too_large: { en: 'The request is too large.', fr: 'La requête est trop volumineuse.' },
  bad_url: { en: 'The address is not correctly encoded.', fr: "L'adresse n'est pas correctement encodée." },
  uri_too_long: { en: 'The address is too long.', fr: "L'adresse est trop longue." },
  headers_too_large: {
    en: 'The request headers are too large.',
    fr: 'Les en-têtes de la requête sont trop volumineux.',
  },
  request_timeout: { en: 'The request took too long to arrive.', fr: 'La requête a mis trop de temps à arriver.' },
  bad_request: { en: 'The request is malformed.', fr: 'La requête est mal formée.' },
  invalid_json: { en: 'The body is not valid JSON.', fr: "Le corps de la requête n'est pas du JSON valide." },
  multipart_required: {
    en: 'Send the file as multipart/form-data (field "file").',
    fr: 'Envoyez le fichier en multipart/form-data (champ « file »).',
  },
  unsupported_media_type: {
    en: 'This content type is not supported.',
    fr: "Ce type de contenu n'est pas pris en charge.",
  },
  internal: {
    en: 'An error occurred, this could be due to invalid data.',
    fr: 'Une erreur est survenue, cela peut être dû à des données invalides.',
  },
  product_not_found: { en: 'This product does not exist.', fr: "Ce produit n'existe pas." },
  policy_not_found: { en: 'This policy does not exist.', fr: "Cette police n'existe pas." },
  customer_not_found: { en: 'This customer does not exist.', fr: "Ce client n'existe pas." },
  claim_not_found: { en: 'This claim does not exist.', fr: "Ce sinistre n'existe pas." },
  unknown_country: { en: 'There is no country with this code.', fr: "Aucun pays n'a ce code." },
  idempotency_key_reused: {
    en: 'This Idempotency-Key was already used for a different request.',
    fr: 'Cette clé Idempotency-Key a déjà servi pour une autre requête.',
  },
  country_exists: { en: 'A country with this code already exists.', fr: 'Un pays avec ce code existe déjà.' },
  country_in_use: {
    en: 'This country is used by a partner and cannot be deleted.',
    fr: 'Ce pays est utilisé par un partenaire et ne peut pas être supprimé.',
  },
} as const satisfies Record<string, { en: string; fr: string }>;

export type MessageKey = keyof typeof MESSAGES;
export type Lang = 'en' | 'fr';

/** Modules add their own texts here at import time (one catalogue, no duplicates). */
const extra: Record<string, { en: string; fr: string }> = {};
export function addMessages(messages: Record<string, { en: string; fr: string }>) {
  for (const [k, v] of Object.entries(messages)) {
    // A shared key of this catalogue wins; two modules may only share a key when they say the same thing.
    if (k in MESSAGES) continue;
    const prev = extra[k];
    if (prev && (prev.en !== v.en || prev.fr !== v.fr))
      throw new Error(`message key ${k} defined twice with different texts`);
    extra[k] = v;
  }
}

export function translate(key: string, lang: Lang, params: Record<string, string | number> = {}): string {
  const entry = (MESSAGES as Record<string, { en: string; fr: string }>)[key] ?? extra[key];
  const text = entry ? entry[lang] : key;
  return text.replace(/\{(\w+)\}/g, (_, p: string) => String(params[p] ?? `{${p}}`));
}

export const isMessageKey = (key: string) => key in MESSAGES || key in extra;

export function pickLanguage(acceptLanguage: string | undefined): Lang {
  if (!acceptLanguage) return 'en';
  for (const part of acceptLanguage.split(',')) {
    const tag = part.trim().slice(0, 2).toLowerCase();
    if (tag === 'fr') return 'fr';
    if (tag === 'en') return 'en';
  }
  return 'en';
}
