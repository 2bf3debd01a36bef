import { paged } from '../common/paging.ts';
import { defineRoutes } from '../common/route.ts';
import { cashback, cashbackMarkQuery, cashbackQuery } from './cashback.schemas.ts';

/** Cashback (SPEC §7): `GET cashback`, `PUT cashback/mark_as_paid?id=`, `PUT cashback/mark_as_unpaid?id=`. */
export const cashbackRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: '/api/cashback',
    summary: 'Cashback earned by claim-free policies, newest first (paged)',
    scope: 'partner',
    permission: 'payments.read',
    query: cashbackQuery,
    response: paged(cashback),
  },
  markPaid: {
    method: 'PUT',
    path: '/api/cashback/mark_as_paid',
    summary: 'Mark a cashback paid (again: no change)',
    scope: 'partner',
    permission: 'payments.write',
    query: cashbackMarkQuery,
    response: cashback,
  },
  markUnpaid: {
    method: 'PUT',
    path: '/api/cashback/mark_as_unpaid',
    summary: 'Mark a cashback unpaid (again: no change)',
    scope: 'partner',
    permission: 'payments.write',
    query: cashbackMarkQuery,
    response: cashback,
  },
});
