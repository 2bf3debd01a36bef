import { addUniqueMessages } from '../../platform/http/database-errors.ts';
import { addMessages } from '../../platform/http/messages.ts';

addMessages({
  phone_invalid: {
    en: "Enter a phone number of the partner's country with the right number of digits.",
    fr: 'Saisissez un numéro de téléphone du pays du partenaire avec le bon nombre de chiffres.',
  },
  one_criterion: {
    en: 'Choose exactly one search criterion: phone number, name, national id or external identifier.',
    fr: 'Choisissez un seul critère de recherche : téléphone, nom, numéro d’identité ou identifiant externe.',
  },
  customer_msisdn_exists: {
    en: 'A customer with this phone number is already registered for this partner.',
    fr: 'Un client avec ce numéro de téléphone est déjà enregistré pour ce partenaire.',
  },
  customer_national_id_exists: {
    en: 'A customer with this national id is already registered for this partner.',
    fr: "Un client avec ce numéro d'identité est déjà enregistré pour ce partenaire.",
  },
  customer_not_found: { en: 'Customer not found.', fr: 'Client introuvable.' },
  partner_not_found: { en: 'The partner does not exist.', fr: "Le partenaire n'existe pas." },
  kyc_pending: {
    en: 'A KYC check is already running for this customer.',
    fr: 'Une vérification KYC est déjà en cours pour ce client.',
  },
  kyc_no_national_id: { en: 'The customer has no national id.', fr: "Le client n'a pas de numéro d'identité." },
  kyc_id_not_found: {
    en: 'The national registry does not know this national id.',
    fr: "Le registre national ne connaît pas ce numéro d'identité.",
  },
  kyc_name_mismatch: {
    en: 'The name does not match the national registry.',
    fr: 'Le nom ne correspond pas au registre national.',
  },
  no_active_policy: {
    en: 'The customer has no active policy to remind them about.',
    fr: "Le client n'a aucune police active à rappeler.",
  },
  beneficiary_share_exceeded: {
    en: "The beneficiaries' shares of this customer would exceed 100 % ({taken} % already given).",
    fr: 'Les parts des bénéficiaires de ce client dépasseraient 100 % ({taken} % déjà attribués).',
  },
  account_number: {
    en: 'Use letters and digits only.',
    fr: 'Utilisez uniquement des lettres et des chiffres.',
  },
  file_url_invalid: {
    en: 'This is not an upload URL issued for this customer.',
    fr: "Ce n'est pas une URL de téléversement émise pour ce client.",
  },
});

// A registration that loses the race against another with the same number still says what is duplicated.
addUniqueMessages({ 'customers.msisdn': 'customer_msisdn_exists' });
