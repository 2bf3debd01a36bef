import type { ReportColumnType, ReportTable } from '@coverdesk/contract/reports/reports.schemas';
import i18next from 'i18next';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table.tsx';
import type { ListColumn } from '../../../components/lists/fit-columns.ts';
import { formatDate } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';

type Row = Record<string, string | number | boolean | null> & { __id: string };

/** A cell as read on screen: amounts in the country's currency, dates as day, short month, year. */
export function cellText(
  value: string | number | boolean | null | undefined,
  type: ReportColumnType,
  currency: string | null,
  language: string,
) {
  if (value === null || value === undefined || value === '') return '';
  if (type === 'money')
    return currency ? formatMoney(Number(value), currency, language) : (Number(value) / 100).toFixed(2);
  if (type === 'number')
    return new Intl.NumberFormat(language.startsWith('fr') ? 'fr-FR' : 'en-GB').format(Number(value));
  if (type === 'date') return formatDate(String(value).slice(0, 10), language);
  if (type === 'datetime') {
    const d = new Date(String(value));
    const time = d.toLocaleTimeString(language.startsWith('fr') ? 'fr-FR' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
    });
    return `${formatDate(d, language)} ${time}`;
  }
  // A stored code of a known list (a channel: MobileMoney, WebClient…) reads as its label, never raw.
  const text = String(value);
  return i18next.exists(`app:values.channels.${text}`)
    ? i18next.t(`app:values.channels.${text}`, { lng: language })
    : text;
}

/**
 * What a report column may give up at 1366 px: amounts, references and phone numbers never; dates after them; other
 * text and counts first (the files hold every column).
 */
function priorityOf(c: { key: string; type: ReportColumnType }) {
  if (c.type === 'money' || /reference|number|msisdn|phone/.test(c.key)) return 0;
  return c.type === 'date' || c.type === 'datetime' ? 1 : 2;
}

/** One report's page as a server-paged grid: the columns come with the report, in the user's language. */
export function ReportResultTable(props: {
  data: ReportTable;
  page: number;
  size: number;
  loading: boolean;
  onPage(page: number, size: number): void;
}) {
  const { i18n } = useTranslation();
  const { data } = props;
  const columns: ListColumn<Row>[] = data.columns.map((c) => ({
    field: c.key,
    headerName: c.label,
    minWidth: 90,
    flex: 1,
    sortable: false,
    priority: priorityOf(c),
    fitText: (row: Row, language: string) => cellText(row[c.key], c.type, data.currency_code, language),
    align: c.type === 'money' || c.type === 'number' ? 'right' : 'left',
    headerAlign: c.type === 'money' || c.type === 'number' ? 'right' : 'left',
    valueFormatter: (value: string | number | boolean | null) =>
      cellText(value, c.type, data.currency_code, i18n.language),
  }));
  const rows: Row[] = data.items.map((r, i) => ({ ...r, __id: String((props.page - 1) * props.size + i) }));
  return (
    <DataTable<Row>
      label={data.title}
      rows={rows}
      columns={columns}
      count={data.count}
      moreThanCount={data.more}
      page={props.page}
      size={props.size}
      loading={props.loading}
      getRowId={(r) => r.__id}
      onPage={props.onPage}
    />
  );
}
