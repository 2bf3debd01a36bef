import { addMessages } from '../platform/http/messages.ts';

addMessages({
  invalid_client: { en: 'Invalid client or Invalid client credentials', fr: 'Client ou identifiants client invalides' },
  invalid_user_credentials: { en: 'Invalid user credentials', fr: 'Identifiants utilisateur invalides' },
  account_locked: {
    en: 'Account is temporarily locked, try again later',
    fr: 'Le compte est temporairement verrouillé, réessayez plus tard',
  },
  account_disabled: { en: 'Account disabled', fr: 'Compte désactivé' },
  account_no_role: {
    en: 'Your account has no role yet. Ask an administrator to give you one.',
    fr: "Votre compte n'a pas encore de rôle. Demandez-en un à un administrateur.",
  },
  account_not_set_up: {
    en: 'Account is not fully set up: use the password reset link',
    fr: "Le compte n'est pas entièrement configuré : utilisez le lien de réinitialisation du mot de passe",
  },
  password_change_required: {
    en: 'This password is temporary: choose your own password now',
    fr: 'Ce mot de passe est temporaire : choisissez maintenant votre propre mot de passe',
  },
  missing_credentials: {
    en: 'Missing parameter: username or password',
    fr: 'Paramètre manquant : identifiant ou mot de passe',
  },
  missing_refresh_token: { en: 'No refresh token', fr: 'Aucun jeton de rafraîchissement' },
  invalid_refresh_token: { en: 'Invalid refresh token', fr: 'Jeton de rafraîchissement invalide' },
  session_not_active: { en: 'Session not active', fr: 'Session inactive' },
  unsupported_grant_type: { en: 'Unsupported grant_type', fr: 'grant_type non pris en charge' },
  realm_not_found: { en: 'Realm does not exist', fr: "Le domaine n'existe pas" },
  password_mismatch: { en: 'The passwords do not match.', fr: 'Les mots de passe ne correspondent pas.' },
  current_password_wrong: { en: 'The current password is wrong.', fr: 'Le mot de passe actuel est incorrect.' },
  reset_token_invalid: {
    en: 'This link is invalid or has expired. Ask for a new one.',
    fr: 'Ce lien est invalide ou a expiré. Demandez-en un nouveau.',
  },
  username_exists: { en: 'User exists with same username', fr: "Un utilisateur avec ce nom d'utilisateur existe déjà" },
  email_exists: { en: 'User exists with same email', fr: 'Un utilisateur avec cet e-mail existe déjà' },
  user_email_missing: { en: 'User email missing', fr: "L'utilisateur n'a pas d'e-mail" },
  partner_not_yours: {
    en: 'You can only grant or remove partners you belong to.',
    fr: 'Vous ne pouvez attribuer ou retirer que vos propres partenaires.',
  },
  cannot_delete_self: {
    en: 'You cannot delete your own account.',
    fr: 'Vous ne pouvez pas supprimer votre propre compte.',
  },
  role_required: { en: 'Give the user at least one role.', fr: "Donnez au moins un rôle à l'utilisateur." },
  user_partner_required: {
    en: 'Give the user at least one partner.',
    fr: "Donnez au moins un partenaire à l'utilisateur.",
  },
  username_read_only: { en: 'The username cannot be changed.', fr: "Le nom d'utilisateur ne peut pas être modifié." },
});
