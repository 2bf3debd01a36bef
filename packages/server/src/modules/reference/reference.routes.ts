import { referenceRoutes } from '@coverdesk/contract';
import { registerRoutes } from '../../platform/http/routes.ts';
import type { Module } from '../../platform/module.ts';
import { createReferenceService } from './reference.service.ts';

export const referenceModule: Module = (app, { database, verifier, actorOf, config }) => {
  const ref = createReferenceService(database, { cacheEntries: config.referenceCacheEntries });
  registerRoutes(
    app,
    referenceRoutes,
    {
      banks: ({ params }) => ref.banks(params.country),
      claimHospitals: ({ partner, query }) => ref.claimHospitals(partner, query),
      listHospitals: ({ partner, query }) => ref.listHospitals(partner, query),
      createHospital: ({ partner, body, request }) => ref.createHospital(actorOf(request), partner, body),
      removeHospital: ({ partner, params, request }) => ref.removeHospital(actorOf(request), partner, params.guid),
      listDiagnoses: ({ partner, query }) => ref.listDiagnoses(partner, query),
      createDiagnosis: ({ partner, body, request }) => ref.createDiagnosis(actorOf(request), partner, body),
      removeDiagnosis: ({ partner, params, request }) => ref.removeDiagnosis(actorOf(request), partner, params.guid),
      listRejectionReasons: ({ partner }) => ref.rejectionReasons.list(partner),
      createRejectionReason: ({ partner, body, request }) =>
        ref.rejectionReasons.create(actorOf(request), partner, body),
      removeRejectionReason: ({ partner, params, request }) =>
        ref.rejectionReasons.remove(actorOf(request), partner, params.guid),
      listConditions: ({ partner }) => ref.conditions.list(partner),
      createCondition: ({ partner, body, request }) => ref.conditions.create(actorOf(request), partner, body),
      removeCondition: ({ partner, params, request }) => ref.conditions.remove(actorOf(request), partner, params.guid),
    },
    verifier,
  );
};
