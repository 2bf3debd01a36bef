import { z } from 'zod';
import { defineRoutes } from '../common/route.ts';
import { customer, customerGuidParam, guidParam, idParam } from './customers.schemas.ts';
import {
  bankDetail,
  bankDetailInput,
  bankDetailUpdate,
  beneficiary,
  beneficiaryInput,
  beneficiaryUpdate,
  dependant,
  dependantInput,
  mandateDetails,
} from './dependants.schemas.ts';

const read = { scope: 'partner', permission: 'customers.read' } as const;
const write = { scope: 'partner', permission: 'customers.write' } as const;

export const dependantsRoutes = defineRoutes({
  get: {
    method: 'GET',
    path: '/api/dependants/:id',
    summary: 'Get a dependant',
    ...read,
    params: idParam,
    response: dependant,
  },
  listOfCustomer: {
    method: 'GET',
    path: '/api/dependants/:id/all',
    summary: 'All dependants of customer :id',
    ...read,
    params: idParam,
    response: z.array(dependant),
  },
  create: {
    method: 'POST',
    path: '/api/dependants/:customer_guid',
    summary: 'Add a dependant to a customer',
    ...write,
    params: customerGuidParam,
    body: dependantInput,
    response: dependant,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/dependants/:guid',
    summary: 'Edit a dependant',
    ...write,
    params: guidParam,
    body: dependantInput,
    response: dependant,
  },
  remove: {
    method: 'DELETE',
    path: '/api/dependants/:guid',
    summary: 'Remove a dependant',
    ...write,
    params: guidParam,
    status: 204,
  },
});

export const beneficiariesRoutes = defineRoutes({
  listOfCustomer: {
    method: 'GET',
    path: '/api/customers/:id/beneficiary',
    summary: 'Beneficiaries of customer :id',
    ...read,
    params: idParam,
    response: z.array(beneficiary),
  },
  create: {
    method: 'POST',
    path: '/api/beneficiaries',
    summary: 'Add a beneficiary',
    ...write,
    body: beneficiaryInput,
    response: beneficiary,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/beneficiaries/:guid',
    summary: 'Edit a beneficiary',
    ...write,
    params: guidParam,
    body: beneficiaryUpdate,
    response: beneficiary,
  },
  remove: {
    method: 'DELETE',
    path: '/api/beneficiaries/:guid',
    summary: 'Remove a beneficiary',
    ...write,
    params: guidParam,
    status: 204,
  },
});

export const bankDetailsRoutes = defineRoutes({
  listOfCustomer: {
    method: 'GET',
    path: '/api/customers/:id/bank_details',
    summary: 'Bank details of customer :id',
    ...read,
    params: idParam,
    response: z.array(bankDetail),
  },
  beneficiaryCustomer: {
    method: 'GET',
    path: '/api/bank_details/:id/beneficiary_customer',
    summary: 'The customer who holds bank detail :id',
    ...read,
    params: idParam,
    response: customer,
  },
  create: {
    method: 'POST',
    path: '/api/bank_details',
    summary: 'Add bank details',
    ...write,
    body: bankDetailInput,
    response: bankDetail,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/bank_details/:guid',
    summary: 'Edit bank details',
    ...write,
    params: guidParam,
    body: bankDetailUpdate,
    response: bankDetail,
  },
  remove: {
    method: 'DELETE',
    path: '/api/bank_details/:guid',
    summary: 'Remove bank details: a bank detail guid removes that one; a customer guid removes all of theirs',
    ...write,
    params: guidParam,
    status: 204,
  },
  mandate: {
    method: 'GET',
    path: '/api/retrieve-mandate/details/:id',
    summary: 'Debit mandate details by mandate reference (public: the client sends the token value None)',
    scope: 'public',
    params: z.object({ id: z.string().regex(/^MD[0-9A-Z]{16}$/, { message: 'invalid_value' }) }),
    response: mandateDetails,
  },
});
