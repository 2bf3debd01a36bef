import { z } from 'zod';
import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import { country, countryCode, countryInput, countryListQuery, countryUpdate } from './countries.schemas.ts';

const byCode = z.object({ code: countryCode });

export const countriesRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/countries',
    summary: 'List countries',
    scope: 'user',
    permission: 'countries.read',
    query: countryListQuery,
    response: paged(country),
  },
  get: {
    method: 'GET',
    path: '/api/countries/:code',
    summary: 'Get a country',
    scope: 'user',
    permission: 'countries.read',
    params: byCode,
    response: country,
  },
  create: {
    method: 'POST',
    path: '/api/countries',
    summary: 'Create a country',
    scope: 'user',
    permission: 'countries.write',
    body: countryInput,
    response: country,
    status: 201,
  },
  update: {
    method: 'PUT',
    path: '/api/countries/:code',
    summary: 'Update a country',
    scope: 'user',
    permission: 'countries.write',
    params: byCode,
    body: countryUpdate,
    response: country,
  },
  remove: {
    method: 'DELETE',
    path: '/api/countries/:code',
    summary: 'Delete a country (refused while a partner uses it)',
    scope: 'user',
    permission: 'countries.write',
    params: byCode,
    status: 204,
  },
});
