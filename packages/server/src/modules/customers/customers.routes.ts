import {
  bankDetailsRoutes,
  beneficiariesRoutes,
  customerFilesRoutes,
  customersRoutes,
  dependantsRoutes,
} from '@coverdesk/contract';
import { omitRoutes, registerRoutes } from '../../platform/http/routes.ts';
import { kycProviderFromEnv } from '../../platform/kyc.ts';
import type { Module } from '../../platform/module.ts';
import { createSimulatedSmsGateway } from '../../platform/sms.ts';
import { storageFor } from '../../platform/storage.ts';
import { createCustomerFilesService } from './customer-files.service.ts';
import { createCustomerRecordsService } from './customer-records.service.ts';
import { createCustomersService, KYC_QUEUE, type KycJob } from './customers.service.ts';

export const customersModule: Module = async (app, { database, verifier, actorOf, jobs, config }) => {
  const sms = createSimulatedSmsGateway();
  const customers = createCustomersService(database, { jobs, sms, kyc: kycProviderFromEnv() });
  const records = createCustomerRecordsService(database);
  const files = createCustomerFilesService(database, storageFor(config.dataDir), app.log);
  await jobs.work<KycJob>(KYC_QUEUE, async (job) => {
    await customers.runKyc(job);
  });

  registerRoutes(
    app,
    // A customer's policies, premium reminder and overview read other modules' data: served by policies and dashboard.
    omitRoutes(customersRoutes, ['policies', 'sendRecurringSms', 'overview']),
    {
      find: ({ partner, query }) => customers.find(partner, query),
      register: ({ partner, body, request }) => customers.register(actorOf(request), partner, body),
      registrationStatus: ({ partner, query }) => customers.registrationStatus(partner, query.customer_guid),
      loyaltyRegistration: ({ partner, body, request }) => customers.loyalty(actorOf(request), partner, body),
      get: ({ partner, params }) => customers.get(partner, params.guid),
      update: ({ partner, params, body, request }) => customers.update(actorOf(request), partner, params.guid, body),
      requestKyc: ({ partner, params, query, request }) =>
        customers.requestKyc(actorOf(request), partner, params.guid, query.send_sms === 'true'),
      sms: ({ partner, params }) => customers.sms(partner, params.id),
    },
    verifier,
  );

  const { dependants, beneficiaries, bankDetails } = records;
  registerRoutes(
    app,
    dependantsRoutes,
    {
      get: ({ partner, params }) => dependants.get(partner, params.id),
      listOfCustomer: ({ partner, params }) => dependants.listOf(partner, params.id),
      create: ({ partner, params, body, request }) =>
        dependants.create(actorOf(request), partner, params.customer_guid, body),
      update: ({ partner, params, body, request }) => dependants.update(actorOf(request), partner, params.guid, body),
      remove: ({ partner, params, request }) => dependants.remove(actorOf(request), partner, params.guid),
    },
    verifier,
  );
  registerRoutes(
    app,
    beneficiariesRoutes,
    {
      listOfCustomer: ({ partner, params }) => beneficiaries.listOf(partner, params.id),
      create: ({ partner, body, request }) => beneficiaries.create(actorOf(request), partner, body),
      update: ({ partner, params, body, request }) =>
        beneficiaries.update(actorOf(request), partner, params.guid, body),
      remove: ({ partner, params, request }) => beneficiaries.remove(actorOf(request), partner, params.guid),
    },
    verifier,
  );
  registerRoutes(
    app,
    // The public mandate page looks up debit orders first: served by the debit-orders module.
    omitRoutes(bankDetailsRoutes, ['mandate']),
    {
      listOfCustomer: ({ partner, params }) => bankDetails.listOf(partner, params.id),
      beneficiaryCustomer: ({ partner, params }) => bankDetails.holder(partner, params.id),
      create: ({ partner, body, request }) => bankDetails.create(actorOf(request), partner, body),
      update: ({ partner, params, body, request }) => bankDetails.update(actorOf(request), partner, params.guid, body),
      remove: ({ partner, params, request }) => bankDetails.remove(actorOf(request), partner, params.guid),
    },
    verifier,
  );
  registerRoutes(
    app,
    customerFilesRoutes,
    {
      signUpload: ({ partner, params, query }) => files.signUpload(partner, params.id, query.filename),
      create: ({ partner, body, request }) => files.create(actorOf(request), partner, body),
      get: ({ partner, params }) => files.get(partner, params.id),
      listOfCustomer: ({ partner, params }) => files.listOf(partner, params.id),
      update: ({ partner, params, body, request }) => files.update(actorOf(request), partner, params.guid, body),
      remove: ({ partner, params, request }) => files.remove(actorOf(request), partner, params.guid),
    },
    verifier,
  );
};
