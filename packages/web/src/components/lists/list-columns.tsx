import Link from '@mui/material/Link';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../../lib/dates.ts';
import { formatMoney } from '../../lib/money.ts';
import { DateText } from '../date-text.tsx';
import { DateTimeText } from '../date-time-text.tsx';
import { Money } from '../money.tsx';
import type { ListColumn } from './fit-columns.ts';

/**
 * The list preset's column kinds (issue 30): every list builds its columns from these, so money, references, phone
 * numbers and dates are sized to their text and never cut, and the columns that may go are hidden first.
 */

type Value<R> = (row: R) => string | null | undefined;
const text = (v: string | null | undefined) => v ?? '';

/** An amount in cents in the partner's currency, right-aligned, never hidden or cut (nothing until the currency is known). */
export function moneyColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  cents: (row: R) => number | null | undefined,
  currency: string | undefined,
  extra: Partial<ListColumn<R>> = {},
): ListColumn<R> {
  return {
    field,
    headerName,
    align: 'right',
    headerAlign: 'right',
    priority: 0,
    renderCell: ({ row }) => <Money cents={cents(row)} currency={currency} />,
    fitText: (row, language) => formatMoney(cents(row), currency, language),
    ...extra,
  };
}

/** A record's reference (a policy number, a claim reference), a link to it when `to` is given; never hidden or cut. */
export function referenceColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  value: Value<R>,
  to?: (row: R) => string | undefined,
  extra: Partial<ListColumn<R>> = {},
): ListColumn<R> {
  return {
    field,
    headerName,
    priority: 0,
    valueGetter: (_v, row) => value(row),
    renderCell: ({ row }) => {
      const href = to?.(row);
      return href ? (
        <Link component={RouterLink} to={href}>
          {value(row)}
        </Link>
      ) : (
        value(row)
      );
    },
    fitText: (row) => text(value(row)),
    ...extra,
  };
}

/** A phone number (MSISDN): never hidden or cut. */
export function phoneColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  value: Value<R>,
  extra: Partial<ListColumn<R>> = {},
): ListColumn<R> {
  return {
    field,
    headerName,
    priority: 0,
    valueGetter: (_v, row) => value(row),
    fitText: (row) => text(value(row)),
    ...extra,
  };
}

/** A date (day, short month, year), sized to its text; hidden at `priority` (1 by default) when space runs out. */
export function dateColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  value: (row: R) => string | Date | null | undefined,
  extra: Partial<ListColumn<R>> = {},
): ListColumn<R> {
  return {
    field,
    headerName,
    renderCell: ({ row }) => <DateText value={value(row)} />,
    fitText: (row, language) => formatDate(value(row), language),
    ...extra,
  };
}

/** An instant (date and local time), sized to its text; hidden at `priority` (1 by default) when space runs out. */
export function dateTimeColumn<R extends GridValidRowModel>(
  field: string,
  headerName: string,
  value: (row: R) => string | null | undefined,
  extra: Partial<ListColumn<R>> = {},
): ListColumn<R> {
  return {
    field,
    headerName,
    renderCell: ({ row }) => <DateTimeText value={value(row)} />,
    fitText: (row, language) => {
      const v = value(row);
      if (!v) return '';
      const time = new Date(v).toLocaleTimeString(language.startsWith('fr') ? 'fr-FR' : 'en-GB', {
        hour: '2-digit',
        minute: '2-digit',
      });
      return `${formatDate(v, language)} ${time}`;
    },
    ...extra,
  };
}

/** Chips (a status) are their text plus the chip's padding. */
export const CHIP_EXTRA = 26;
