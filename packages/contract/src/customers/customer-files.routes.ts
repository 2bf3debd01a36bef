import { z } from 'zod';
import { defineRoutes } from '../common/route.ts';
import { signedUpload } from '../common/uploads.ts';
import { customerFile, customerFileInput, customerFileUpdate, uploadQuery } from './customer-files.schemas.ts';
import { guidParam, idParam } from './customers.schemas.ts';

const read = { scope: 'partner', permission: 'customers.read' } as const;
const write = { scope: 'partner', permission: 'customers.write' } as const;

export const customerFilesRoutes = defineRoutes({
  signUpload: {
    method: 'GET',
    path: '/api/customers/files/upload/:id',
    summary: 'A signed URL to PUT a document of customer :id to (the storage key is chosen by the server)',
    ...write,
    params: idParam,
    query: uploadQuery,
    response: signedUpload,
  },
  create: {
    method: 'POST',
    path: '/api/customers/files',
    summary: 'Record an uploaded customer document',
    ...write,
    body: customerFileInput,
    response: customerFile,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/api/customers/files/:id',
    summary: 'A customer document with a fresh download URL',
    ...read,
    params: idParam,
    response: customerFile,
  },
  listOfCustomer: {
    method: 'GET',
    path: '/api/customers/files/:id/all',
    summary: 'Documents of customer :id',
    ...read,
    params: idParam,
    response: z.array(customerFile),
  },
  update: {
    method: 'PUT',
    path: '/api/customers/files/:guid',
    summary: 'Rename or retype a document',
    ...write,
    params: guidParam,
    body: customerFileUpdate,
    response: customerFile,
  },
  remove: {
    method: 'DELETE',
    path: '/api/customers/files/:guid',
    summary: 'Delete a document',
    ...write,
    params: guidParam,
    status: 204,
  },
});
