import { col, type ReportDefinition, t } from '../report-definition.ts';
import { CLAIM_HEAD, claimsOfType } from './claim-common.ts';

export const deathClaims: ReportDefinition = {
  name: 'death-claim-report',
  title: t('Death claims', 'Sinistres décès'),
  description: t(
    'Death claims received in the period: the deceased, date of death, amounts and decision.',
    'Sinistres décès reçus sur la période : défunt, date du décès, montants et décision.',
  ),
  group: 'claims',
  dated: true,
  approvable: true,
  columns: [
    ...CLAIM_HEAD,
    col('person_affected', 'Deceased', 'Défunt'),
    col('relation', 'Relation', 'Lien'),
    col('death_date', 'Date of death', 'Date du décès', 'date'),
    col('claim_amount', 'Claimed', 'Montant réclamé', 'money'),
    col('benefit_amount', 'Benefit', 'Prestation', 'money'),
    col('decision', 'Decision', 'Décision'),
    col('decided_at', 'Decided', 'Décidé le', 'datetime'),
  ],
  query: (v) =>
    claimsOfType(
      v,
      'death',
      `cl.person_affected, cl.relation, cl.death_date, cl.claim_amount_cents as claim_amount,
      cl.benefit_amount_cents as benefit_amount, cl.decision, cl.decided_at`,
    ),
};
