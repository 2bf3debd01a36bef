import { addMessages } from '../../platform/http/messages.ts';

addMessages({
  group_not_found: { en: 'This group does not exist.', fr: "Ce groupe n'existe pas." },
  group_callback_not_found: {
    en: 'This callback request does not exist.',
    fr: "Cette demande de rappel n'existe pas.",
  },
  group_callback_closed: {
    en: 'This callback request is already closed.',
    fr: 'Cette demande de rappel est déjà clôturée.',
  },
  group_name_exists: {
    en: 'A group with this name already exists.',
    fr: 'Un groupe portant ce nom existe déjà.',
  },
  product_not_for_groups: {
    en: 'This product has no group configuration: groups cannot buy it.',
    fr: "Ce produit n'a pas de configuration de groupe : les groupes ne peuvent pas l'acheter.",
  },
  group_registered_locked: {
    en: 'Members of this group hold policies: its product, premium and start date can no longer change.',
    fr: 'Des membres de ce groupe ont des polices : son produit, sa prime et sa date de début ne peuvent plus changer.',
  },
  group_has_policies: {
    en: 'This group has {count} policies in force: cancel them before deleting the group.',
    fr: 'Ce groupe a {count} polices en vigueur : annulez-les avant de supprimer le groupe.',
  },
  group_has_payments: {
    en: 'This group has recorded payments: it is kept.',
    fr: 'Ce groupe a des paiements enregistrés : il est conservé.',
  },
  temp_member_not_found: { en: 'This member does not exist.', fr: "Ce membre n'existe pas." },
  temp_member_registered: {
    en: 'This member is already registered: change the customer instead.',
    fr: 'Ce membre est déjà enregistré : modifiez plutôt le client.',
  },
  temp_member_msisdn_exists: {
    en: 'A member of this group already has this phone number.',
    fr: 'Un membre de ce groupe a déjà ce numéro de téléphone.',
  },
  temp_dependant_exists: {
    en: 'This principal already has a dependant with this name.',
    fr: 'Ce principal a déjà une personne à charge de ce nom.',
  },
  group_dependants_not_allowed: {
    en: "This group's product does not cover dependants.",
    fr: 'Le produit de ce groupe ne couvre pas les personnes à charge.',
  },
  group_members_range: {
    en: 'The group has {count} members ready to register; its product needs between {min} and {max}.',
    fr: 'Le groupe a {count} membres prêts à être enregistrés ; son produit en demande entre {min} et {max}.',
  },
  group_registration_running: {
    en: 'A registration of this group is already running.',
    fr: 'Un enregistrement de ce groupe est déjà en cours.',
  },
  group_nothing_to_register: {
    en: 'No member of this group is waiting for registration.',
    fr: "Aucun membre de ce groupe n'attend d'être enregistré.",
  },
  group_member_missing: {
    en: 'Missing before registration: {fields}.',
    fr: 'Manque avant l’enregistrement : {fields}.',
  },
  group_member_age: {
    en: 'Age {age} is outside the product’s range ({min}–{max}).',
    fr: 'L’âge {age} est hors de la tranche du produit ({min}–{max}).',
  },
  group_member_registered: { en: 'Already registered.', fr: 'Déjà enregistré.' },
  group_principal_not_found: {
    en: 'No principal with phone number {msisdn} in this group (list principals before their dependants).',
    fr: 'Aucun principal avec le numéro {msisdn} dans ce groupe (listez les principaux avant leurs personnes à charge).',
  },
  group_payment_too_small: {
    en: 'The amount does not cover one period of the group’s premiums ({total}).',
    fr: 'Le montant ne couvre pas une période des primes du groupe ({total}).',
  },
  group_no_policies: {
    en: 'This group has no policy that can take a payment.',
    fr: "Ce groupe n'a aucune police pouvant recevoir un paiement.",
  },
  group_payment_not_found: { en: 'This group payment does not exist.', fr: "Ce paiement de groupe n'existe pas." },
  partner_code_unknown: { en: 'Unknown partner code.', fr: 'Code partenaire inconnu.' },
  group_registration_not_running: {
    en: 'No registration of this group is running.',
    fr: "Aucun enregistrement de ce groupe n'est en cours.",
  },
  group_registration_stale: {
    en: 'This registration stopped without finishing; start it again (registered members are kept).',
    fr: 'Cet enregistrement s’est arrêté avant la fin ; relancez-le (les membres enregistrés sont conservés).',
  },
  group_member_error: {
    en: 'This member could not be registered; try again.',
    fr: 'Ce membre n’a pas pu être enregistré ; réessayez.',
  },
});
