import type { Country } from '@coverdesk/contract/countries/countries.schemas';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DateText } from '../../../components/date-text.tsx';
import { formatMsisdn } from './phone-check.ts';

interface Hit {
  guid: string;
  full_name: string;
  msisdn: string;
  national_id: string | null;
  external_identifier: string | null;
  date_of_birth: string | null;
  status: string;
}

/**
 * The search results: a light table (no data grid, so the landing screen stays small) with server paging. Each name
 * is a link: ↑/↓ move between them, Enter opens the customer, ↑ from the first goes back to the search field.
 */
export function SearchResults(props: {
  ref: Ref<HTMLDivElement>;
  loading: boolean;
  items: Hit[];
  count: number;
  /** False for a ranked name search with more pages: `count` is then only the matches seen so far. */
  countKnown: boolean;
  page: number;
  size: number;
  country: Country | undefined;
  onPage(page: number, size: number): void;
  onMove(index: number): void;
}) {
  const { t } = useTranslation('customers');
  const navigate = useNavigate();
  return (
    <Paper ref={props.ref}>
      <Typography role="status" variant="body2" sx={{ px: 2, pt: 2 }} color="text.secondary">
        {props.loading
          ? t('search.searching')
          : props.count === 0
            ? t('search.none')
            : props.countKnown
              ? t('search.found', { count: props.count })
              : t('search.foundMore', { count: props.count - 1 })}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t('search.results')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('fields.full_name')}</TableCell>
              <TableCell>{t('fields.msisdn')}</TableCell>
              <TableCell>{t('fields.national_id')}</TableCell>
              <TableCell>{t('fields.external_identifier')}</TableCell>
              <TableCell>{t('fields.date_of_birth')}</TableCell>
              <TableCell>{t('fields.status')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {props.items.map((c, i) => (
              <TableRow
                key={c.guid}
                hover
                sx={{ cursor: 'pointer', '&:focus-within': { bgcolor: 'action.selected' } }}
                onClick={() => navigate(`/customers/${c.guid}`)}
              >
                <TableCell>
                  <Link
                    to={`/customers/${c.guid}`}
                    data-result={i}
                    onClick={(e) => e.stopPropagation()}
                    onKeyDown={(e) => {
                      if (e.key === 'ArrowDown') {
                        e.preventDefault();
                        props.onMove(i + 1);
                      } else if (e.key === 'ArrowUp') {
                        e.preventDefault();
                        props.onMove(i - 1);
                      }
                    }}
                  >
                    {c.full_name}
                  </Link>
                </TableCell>
                <TableCell>{formatMsisdn(c.msisdn, props.country)}</TableCell>
                <TableCell>{c.national_id}</TableCell>
                <TableCell>{c.external_identifier}</TableCell>
                <TableCell>
                  <DateText value={c.date_of_birth} />
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={t(`statuses.${c.status}`, { defaultValue: c.status })}
                    color={c.status === 'active' ? 'success' : 'default'}
                  />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={props.countKnown ? props.count : -1}
        page={props.count ? props.page - 1 : 0}
        rowsPerPage={props.size}
        rowsPerPageOptions={[10, 25, 50, 100]}
        onPageChange={(_, p) => props.onPage(p + 1, props.size)}
        onRowsPerPageChange={(e) => props.onPage(1, Number(e.target.value))}
        labelRowsPerPage={t('app:table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) =>
          count === -1 ? t('app:table.displayedMore', { from, to }) : t('app:table.displayed', { from, to, count })
        }
      />
    </Paper>
  );
}
