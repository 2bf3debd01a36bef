import { z } from 'zod';
import { guid } from '../common/ids.ts';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import { featureFlag, featureFlagInput, featureFlagListQuery } from './feature-flags.schemas.ts';

const byGuid = z.object({ guid });

export const featureFlagsRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/feature-flags',
    summary: 'List feature flags (search by name)',
    scope: 'partner',
    permission: 'feature_flags.read',
    query: featureFlagListQuery,
    response: paged(featureFlag),
  },
  get: {
    method: 'GET',
    path: '/api/feature-flags/:guid',
    summary: 'Get a feature flag',
    scope: 'partner',
    permission: 'feature_flags.read',
    params: byGuid,
    response: featureFlag,
  },
  create: {
    method: 'POST',
    path: '/api/feature-flags',
    summary: 'Create a feature flag',
    scope: 'partner',
    permission: 'feature_flags.write',
    body: featureFlagInput,
    response: featureFlag,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/feature-flags/:guid',
    summary: 'Update a feature flag',
    scope: 'partner',
    permission: 'feature_flags.write',
    params: byGuid,
    body: featureFlagInput,
    response: featureFlag,
  },
  remove: {
    method: 'DELETE',
    path: '/api/feature-flags/:guid',
    summary: 'Delete a feature flag (refused while it is on for partners the caller does not hold)',
    scope: 'partner',
    permission: 'feature_flags.write',
    params: byGuid,
    status: 204,
  },
});
