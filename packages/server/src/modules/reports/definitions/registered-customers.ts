import { col, type ReportDefinition, t } from '../report-definition.ts';

/** Customers registered in the period (the registration report of SPEC §2). */
export const registeredCustomers: ReportDefinition = {
  name: 'registered_customers',
  title: t('Registered customers', 'Clients inscrits'),
  description: t(
    'Customers registered in the period with their identity, contact, channel and KYC state.',
    'Clients inscrits sur la période avec identité, contact, canal et état KYC.',
  ),
  group: 'customers',
  dated: true,
  columns: [
    col('registered_at', 'Registered', 'Inscrit le', 'datetime'),
    col('full_name', 'Name', 'Nom'),
    col('msisdn', 'Phone', 'Téléphone'),
    col('national_id', 'National id', 'Pièce d’identité'),
    col('gender', 'Gender', 'Genre'),
    col('date_of_birth', 'Date of birth', 'Date de naissance', 'date'),
    col('town', 'Town', 'Ville'),
    col('language', 'Language', 'Langue'),
    col('registration_channel', 'Channel', 'Canal'),
    col('registered_by', 'Registered by', 'Inscrit par'),
    col('status', 'Status', 'Statut'),
    col('kyc_status', 'KYC', 'KYC'),
  ],
  query: (v) => `select c.created_at as registered_at, c.full_name, c.msisdn, c.national_id, c.gender, c.date_of_birth,
      c.town, c.language, c.registration_channel, c.created_by as registered_by, c.status, c.kyc_status
    from customers c
    where c.partner_guid = ${v.partner} and c.created_at >= ${v.start} and c.created_at < ${v.end}
    order by c.created_at, c.guid`,
};
