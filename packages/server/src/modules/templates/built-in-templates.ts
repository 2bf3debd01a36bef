import { type DocumentTemplate, POLICY_SCHEDULE_TEMPLATE_GUID } from '@coverdesk/contract';

const EPOCH = '2026-01-01T00:00:00.000Z';

/**
 * Templates that come with the product, the same for every partner: used like a partner's own, never edited.
 * The policy schedule (formerly a PDF of its own) is the first.
 */
export const BUILT_IN_TEMPLATES: DocumentTemplate[] = [
  {
    guid: POLICY_SCHEDULE_TEMPLATE_GUID,
    name: 'Policy schedule',
    type: 'Policy',
    trigger: 'OnDemand',
    event: null,
    cron: null,
    title_en: 'Policy schedule {{policy.policy_number}}',
    title_fr: 'Conditions particulières {{policy.policy_number}}',
    body_en: [
      '# {{partner.name}}',
      '## Policy schedule',
      '',
      'Policy number :: {{policy.policy_number}}',
      'Status :: {{policy.status}}',
      'Product :: {{policy.product_name}}',
      'Insured :: {{customer.full_name}}',
      'Phone number :: {{customer.msisdn}}',
      'National id :: {{customer.national_id}}',
      'Premium :: {{policy.premium}}',
      'Benefit :: {{policy.benefit}}',
      'Start date :: {{policy.start_date}}',
      'Valid until :: {{policy.valid_until}}',
      'Purchased on :: {{policy.purchased_at}}',
      'Beneficiary :: {{policy.beneficiary}}',
      'Insurer :: {{partner.insurer}}',
    ].join('\n'),
    body_fr: [
      '# {{partner.name}}',
      '## Conditions particulières',
      '',
      'Numéro de police :: {{policy.policy_number}}',
      'Statut :: {{policy.status}}',
      'Produit :: {{policy.product_name}}',
      'Assuré :: {{customer.full_name}}',
      'Numéro de téléphone :: {{customer.msisdn}}',
      "Numéro d'identité :: {{customer.national_id}}",
      'Prime :: {{policy.premium}}',
      'Prestation :: {{policy.benefit}}',
      'Date de début :: {{policy.start_date}}',
      "Valable jusqu'au :: {{policy.valid_until}}",
      'Souscrite le :: {{policy.purchased_at}}',
      'Bénéficiaire :: {{policy.beneficiary}}',
      'Assureur :: {{partner.insurer}}',
    ].join('\n'),
    active: true,
    built_in: true,
    created_at: EPOCH,
    updated_at: EPOCH,
  },
];

export const builtInTemplate = (guid: string) => BUILT_IN_TEMPLATES.find((t) => t.guid === guid);
