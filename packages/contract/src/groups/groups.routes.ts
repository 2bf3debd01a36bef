import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { defineImportRoutes, importBatch, importStartBody } from '../common/imports.ts';
import { paged, pageQuery } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import {
  closeGroupCallbackBody,
  group,
  groupCallback,
  groupCallbacksQuery,
  groupClaim,
  groupCustomer,
  groupDetail,
  groupIdBody,
  groupIdParam,
  groupIdQuery,
  groupInput,
  groupPayment,
  groupPaymentInput,
  groupPaymentsQuery,
  groupPolicy,
  groupPremiums,
  groupQuotation,
  groupRegistration,
  groupsPageQuery,
  groupUpdate,
  groupUploadQuery,
  publicCallbackAnswer,
  publicCallbackInput,
  publicGroupProduct,
  publicProductsQuery,
  tempDependantInput,
  tempDependantUpdate,
  tempMember,
  tempMembersQuery,
  tempPrincipalInput,
  tempPrincipalUpdate,
} from './groups.schemas.ts';

const read = { scope: 'partner', permission: 'groups.read' } as const;
const write = { scope: 'partner', permission: 'groups.write' } as const;
const idParam = z.object({ id: guid });

/** SPEC §7 "Groups": schemes, their pages, registration and quotation, callbacks. */
export const groupsRoutes = defineRoutes({
  preRegister: {
    method: 'POST',
    path: '/api/groups/pre_register',
    summary: "Pre-register a group scheme on a product's group configuration",
    ...write,
    body: groupInput,
    response: group,
    status: 201,
  },
  updatePreRegistration: {
    method: 'PUT',
    path: '/api/groups/pre_register',
    summary: 'Change a pre-registered group (named by groupId)',
    ...write,
    body: groupUpdate,
    response: group,
  },
  register: {
    method: 'POST',
    path: '/api/groups/v2/register',
    summary:
      "Register the group's temporary members (customers, dependants, policies) in one job, all or nothing per member",
    ...write,
    body: groupIdBody,
    response: groupRegistration,
    status: 202,
  },
  cancelRegistration: {
    method: 'POST',
    path: '/api/groups/v2/register/cancel',
    summary: "Stop the group's running registration after the member in hand (registered members stay registered)",
    ...write,
    body: groupIdBody,
    response: groupRegistration,
  },
  quotation: {
    method: 'GET',
    path: '/api/groups/v2/quotation',
    summary: "Price the group from its members' ages, the product's age range and premium",
    ...read,
    query: groupIdQuery,
    response: groupQuotation,
    /** The group's product no longer has a group configuration. */
    errors: [422],
  },
  mine: {
    method: 'GET',
    path: '/api/groups/user',
    summary: 'Groups the signed-in user pre-registered, newest first',
    ...read,
    query: groupsPageQuery,
    response: paged(group),
  },
  list: {
    method: 'GET',
    path: '/api/groups',
    summary: "The partner's groups, newest first (search by name)",
    ...read,
    query: groupsPageQuery,
    response: paged(group),
  },
  get: {
    method: 'GET',
    path: '/api/groups/group/:id',
    summary: 'A group with its latest registration run',
    ...read,
    params: groupIdParam,
    response: groupDetail,
  },
  remove: {
    method: 'DELETE',
    path: '/api/groups/:id',
    summary: 'Delete a group and its temporary members (refused while it has policies in force)',
    ...write,
    params: idParam,
    status: 204,
  },
  customers: {
    method: 'GET',
    path: '/api/groups/:id/customers',
    summary: 'Customers registered from the group',
    ...read,
    params: idParam,
    query: pageQuery,
    response: paged(groupCustomer),
  },
  members: {
    method: 'GET',
    path: '/api/groups/:id/members',
    summary: 'Members of the group (principals and dependants) with their registration status',
    ...read,
    params: idParam,
    query: pageQuery,
    response: paged(tempMember),
  },
  policies: {
    method: 'GET',
    path: '/api/groups/:id/policies',
    summary: "The group's policies",
    ...read,
    params: idParam,
    query: pageQuery,
    response: paged(groupPolicy),
  },
  premiums: {
    method: 'GET',
    path: '/api/groups/:id/premiums',
    summary: "What the group's policies cost per period and what was paid",
    ...read,
    params: idParam,
    response: groupPremiums,
  },
  claims: {
    method: 'GET',
    path: '/api/groups/:id/claims',
    summary: "Claims on the group's policies",
    ...read,
    params: idParam,
    query: pageQuery,
    response: paged(groupClaim),
  },
  products: {
    method: 'GET',
    path: '/api/groups/products',
    summary: "The partner's products open to groups, with their premiums (for pre-registration)",
    ...read,
    response: z.array(publicGroupProduct),
  },
  callbacks: {
    method: 'GET',
    path: '/api/groups/callbacks',
    summary: 'Requests to be called back by a group sales agent (of one group with group_id)',
    ...read,
    query: groupCallbacksQuery,
    response: paged(groupCallback),
  },
  closeCallback: {
    method: 'POST',
    path: '/api/groups/callbacks/:id/close',
    summary: 'Close an open callback request with the reason (409 when already closed)',
    ...write,
    params: idParam,
    body: closeGroupCallbackBody,
    response: groupCallback,
  },
  uploads: {
    method: 'GET',
    path: '/api/groups/:id/uploads',
    summary: "The group's members files (import batches), newest first, with their status and counts",
    ...read,
    params: idParam,
    query: pageQuery,
    response: paged(importBatch),
  },
});

/** Temporary members: added, completed and removed before registration. */
export const groupTempMembersRoutes = defineRoutes({
  all: {
    method: 'GET',
    path: '/api/groups/temp/all',
    summary: 'Temporary members of a group (principals then their dependants)',
    ...read,
    query: tempMembersQuery,
    response: paged(tempMember),
  },
  addPrincipal: {
    method: 'POST',
    path: '/api/groups/temp/add/principal',
    summary: 'Add a temporary principal (a phone number is enough to start)',
    ...write,
    body: tempPrincipalInput,
    response: tempMember,
    status: 201,
  },
  addDependant: {
    method: 'POST',
    path: '/api/groups/temp/add/dependant',
    summary: 'Add a dependant to a temporary principal',
    ...write,
    body: tempDependantInput,
    response: tempMember,
    status: 201,
  },
  editPrincipal: {
    method: 'PUT',
    path: '/api/groups/temp/edit/principal/id/:id',
    summary: 'Complete or correct a temporary principal',
    ...write,
    params: idParam,
    body: tempPrincipalUpdate,
    response: tempMember,
  },
  editDependant: {
    method: 'PUT',
    path: '/api/groups/temp/edit/dependant/id/:id',
    summary: 'Correct a temporary dependant',
    ...write,
    params: idParam,
    body: tempDependantUpdate,
    response: tempMember,
  },
  deletePrincipal: {
    method: 'DELETE',
    path: '/api/groups/temp/delete/principal/id/:id',
    summary: 'Remove a temporary principal and their dependants (not once registered)',
    ...write,
    params: idParam,
    status: 204,
  },
  deleteDependant: {
    method: 'DELETE',
    path: '/api/groups/temp/delete/dependant/id/:id',
    summary: 'Remove a temporary dependant (not once registered)',
    ...write,
    params: idParam,
    status: 204,
  },
});

const memberImports = defineImportRoutes(
  '/api/groups/temp/imports',
  { read: 'groups.read', write: 'groups.write' },
  'group members',
  { uploadTemp: '/api/groups/temp/upload', uploadGroup: '/api/groups/uploads' },
);
/**
 * The members file on the import engine (dry run, progress, cancel, error file): `POST groups/temp/upload` and
 * `POST groups/uploads` (multipart, `groupId` in the query), or a signed URL then `start` with `group_id`.
 */
export const groupMembersImportRoutes = {
  ...memberImports,
  upload: { ...memberImports.upload, query: groupUploadQuery },
  uploadTemp: { ...memberImports.uploadTemp, query: groupUploadQuery },
  uploadGroup: { ...memberImports.uploadGroup, query: groupUploadQuery },
  start: { ...memberImports.start, body: importStartBody.extend({ group_id: guid }) },
};

/** Group payments: one payment of the group split over its policies. */
export const groupPaymentsRoutes = defineRoutes({
  create: {
    method: 'POST',
    path: '/api/group-payments/create',
    summary:
      'Record one payment of the group, split over its policies in force (accepts an Idempotency-Key header; the MNO reference never counts twice)',
    scope: 'partner',
    permission: 'payments.write',
    body: groupPaymentInput,
    response: groupPayment,
    status: 201,
  },
  get: {
    method: 'GET',
    path: '/api/group-payments/:id',
    summary: 'A group payment and the payments it was split into',
    scope: 'partner',
    permission: 'payments.read',
    params: idParam,
    response: groupPayment,
  },
  list: {
    method: 'GET',
    path: '/api/group-payments',
    summary: "A group's payments, newest first",
    scope: 'partner',
    permission: 'payments.read',
    query: groupPaymentsQuery,
    response: paged(groupPayment),
  },
});

/** SPEC §6: the two public group calls (no token); the partner is named by its public code. Rate-limited per address. */
export const publicGroupsRoutes = defineRoutes({
  callBack: {
    method: 'POST',
    path: '/api/public/groups/call_back',
    summary: 'A phone number asks a group sales agent of the partner to call back',
    scope: 'public',
    body: publicCallbackInput,
    response: publicCallbackAnswer,
    status: 202,
  },
  products: {
    method: 'GET',
    path: '/api/public/groups/products',
    summary: "The partner's products open to groups",
    scope: 'public',
    query: publicProductsQuery,
    response: z.array(publicGroupProduct),
    /** No partner has this public code. */
    errors: [404],
  },
});
