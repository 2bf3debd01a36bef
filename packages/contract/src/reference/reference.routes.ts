import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { defineRoutes } from '../common/route.ts';
import { countryCode } from '../countries/countries.schemas.ts';
import {
  bank,
  claimHospitalsQuery,
  claimListEntry,
  claimListEntryInput,
  diagnosis,
  diagnosisInput,
  hospital,
  hospitalInput,
  pagedDiagnoses,
  pagedHospitals,
  referenceSearchQuery,
} from './reference.schemas.ts';

const byGuid = z.object({ guid });
/** Reading the lists feeds the claim screens; maintaining them is partner configuration (administrators). */
const read = { scope: 'partner', permission: 'claims.read' } as const;
const write = { scope: 'partner', permission: 'partners.write' } as const;

export const referenceRoutes = defineRoutes({
  banks: {
    method: 'GET',
    path: '/api/banks/country/:country',
    summary: 'Banks of a country',
    scope: 'user',
    params: z.object({ country: countryCode }),
    response: z.array(bank),
  },
  claimHospitals: {
    method: 'GET',
    path: '/api/claim_hospitals',
    summary: "The partner's hospitals in a country",
    ...read,
    query: claimHospitalsQuery,
    response: pagedHospitals,
  },
  listHospitals: {
    method: 'GET',
    path: '/api/configs/hospitals',
    summary: 'Hospital configs, searchable by query',
    ...read,
    query: referenceSearchQuery,
    response: pagedHospitals,
  },
  createHospital: {
    method: 'POST',
    path: '/api/configs/hospitals',
    summary: 'Add a hospital',
    ...write,
    body: hospitalInput,
    response: hospital,
    status: 201,
  },
  removeHospital: {
    method: 'DELETE',
    path: '/api/configs/hospitals/:guid',
    summary: 'Remove a hospital',
    ...write,
    params: byGuid,
    status: 204,
  },
  listDiagnoses: {
    method: 'GET',
    path: '/api/configs/health_diagnoses',
    summary: 'Health-diagnosis configs, searchable by query',
    ...read,
    query: referenceSearchQuery,
    response: pagedDiagnoses,
  },
  createDiagnosis: {
    method: 'POST',
    path: '/api/configs/health_diagnoses',
    summary: 'Add a health diagnosis',
    ...write,
    body: diagnosisInput,
    response: diagnosis,
    status: 201,
  },
  removeDiagnosis: {
    method: 'DELETE',
    path: '/api/configs/health_diagnoses/:guid',
    summary: 'Remove a health diagnosis',
    ...write,
    params: byGuid,
    status: 204,
  },
  listRejectionReasons: {
    method: 'GET',
    path: '/api/configs/claim_rejection_reasons',
    summary: 'Claim rejection reasons',
    ...read,
    response: z.array(claimListEntry),
  },
  createRejectionReason: {
    method: 'POST',
    path: '/api/configs/claim_rejection_reasons',
    summary: 'Add a claim rejection reason',
    ...write,
    body: claimListEntryInput,
    response: claimListEntry,
    status: 201,
  },
  removeRejectionReason: {
    method: 'DELETE',
    path: '/api/configs/claim_rejection_reasons/:guid',
    summary: 'Remove a claim rejection reason',
    ...write,
    params: byGuid,
    status: 204,
  },
  listConditions: {
    method: 'GET',
    path: '/api/configs/claim_conditions',
    summary: 'Claim conditions',
    ...read,
    response: z.array(claimListEntry),
  },
  createCondition: {
    method: 'POST',
    path: '/api/configs/claim_conditions',
    summary: 'Add a claim condition',
    ...write,
    body: claimListEntryInput,
    response: claimListEntry,
    status: 201,
  },
  removeCondition: {
    method: 'DELETE',
    path: '/api/configs/claim_conditions/:guid',
    summary: 'Remove a claim condition',
    ...write,
    params: byGuid,
    status: 204,
  },
});
