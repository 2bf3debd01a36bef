import { col, type ReportDefinition, t } from '../report-definition.ts';
import { CLAIM_HEAD, claimsOfType } from './claim-common.ts';

export const hospitalClaims: ReportDefinition = {
  name: 'hospital-claim-report',
  title: t('Hospital claims', 'Sinistres hospitalisation'),
  description: t(
    'Hospital claims received in the period: patient, hospital, stay, reason, amounts and decision.',
    'Sinistres hospitalisation reçus sur la période : patient, hôpital, séjour, motif, montants et décision.',
  ),
  group: 'claims',
  dated: true,
  approvable: true,
  columns: [
    ...CLAIM_HEAD,
    col('person_affected', 'Patient', 'Patient'),
    col('hospital_name', 'Hospital', 'Hôpital'),
    col('admission_date', 'Admitted', 'Admission', 'date'),
    col('discharge_date', 'Discharged', 'Sortie', 'date'),
    col('days', 'Days', 'Jours', 'number'),
    col('hospitalization_reason', 'Reason', 'Motif'),
    col('claim_amount', 'Claimed', 'Montant réclamé', 'money'),
    col('benefit_amount', 'Benefit', 'Prestation', 'money'),
    col('decision', 'Decision', 'Décision'),
  ],
  query: (v) =>
    claimsOfType(
      v,
      'hospital',
      `cl.person_affected, cl.hospital_name, cl.hospital_admission_date as admission_date,
      cl.hospital_discharge_date as discharge_date, (cl.hospital_discharge_date - cl.hospital_admission_date) as days,
      cl.hospitalization_reason, cl.claim_amount_cents as claim_amount, cl.benefit_amount_cents as benefit_amount,
      cl.decision`,
    ),
};
