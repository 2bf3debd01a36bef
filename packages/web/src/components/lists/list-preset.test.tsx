import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatMoney } from '../../lib/money.ts';
import { DataTable } from '../data-table.tsx';
import { hiddenToFit, type ListColumn, sizeColumns, WHOLE_CELL } from './fit-columns.ts';
import { dateColumn, moneyColumn, phoneColumn, referenceColumn } from './list-columns.tsx';

interface Row {
  guid: string;
  reference: string;
  msisdn: string;
  cents: number;
  name: string;
  note: string;
  received: string;
}

const rows: Row[] = [
  {
    guid: 'a',
    reference: 'CLM-ASSUR_CI-2026-000123',
    msisdn: '254700000001',
    cents: 20_000_000,
    name: 'Otieno Kariuki',
    note: 'Hospital stay',
    received: '2026-11-07',
  },
  {
    guid: 'b',
    reference: 'CLM-1',
    msisdn: '254700000002',
    cents: 5_000,
    name: 'John Nyambura',
    note: 'Funeral',
    received: '2026-11-23',
  },
];

function columnsOf(currency: string | undefined): ListColumn<Row>[] {
  return [
    referenceColumn<Row>(
      'reference',
      'Reference',
      (r) => r.reference,
      (r) => `/claims/${r.guid}`,
    ),
    { field: 'name', headerName: 'Person affected', flex: 1, minWidth: 150 },
    phoneColumn<Row>('msisdn', 'Phone', (r) => r.msisdn),
    dateColumn<Row>('received', 'Received', (r) => r.received, { priority: 2 }),
    { field: 'note', headerName: 'Note', width: 160, priority: 3 },
    moneyColumn<Row>('cents', 'Amount claimed', (r) => r.cents, currency),
    { field: 'actions', headerName: 'Actions', width: 110, renderCell: () => <button type="button">Approve</button> },
  ];
}

/** A measure of 8 px a character: what a width needs is plain arithmetic. */
const eight = (text: string) => text.length * 8;

/** The list's box is `width` pixels wide (jsdom lays nothing out). */
function boxWidth(width: number) {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
    width,
    height: 600,
    top: 0,
    left: 0,
    right: width,
    bottom: 600,
    x: 0,
    y: 0,
    toJSON: () => ({}),
  });
}

afterEach(() => i18next.changeLanguage('en'));

describe('the list preset', () => {
  it('sizes money, references and phone numbers to their widest text, in the language shown', () => {
    for (const language of ['en', 'fr']) {
      const sized = sizeColumns(columnsOf('KES'), rows, language, eight);
      const width = (field: string) => sized.find((c) => c.field === field)?.width ?? 0;
      const widest = Math.max(...rows.map((r) => formatMoney(r.cents, 'KES', language).length * 8));
      expect(width('cents')).toBeGreaterThanOrEqual(widest + 20);
      expect(width('reference')).toBeGreaterThanOrEqual('CLM-ASSUR_CI-2026-000123'.length * 8 + 20);
      expect(width('msisdn')).toBeGreaterThanOrEqual(12 * 8 + 20);
      // A flexible column keeps growing; what it must show becomes its least width.
      expect(sized.find((c) => c.field === 'name')).toMatchObject({ flex: 1, minWidth: 150 });
      for (const field of ['reference', 'msisdn', 'cents', 'actions'])
        expect(sized.find((c) => c.field === field)?.cellClassName).toBe(WHOLE_CELL);
    }
  });

  it('hides the least needed columns first, never money, references, phones or actions, and keeps the user’s choice', () => {
    const columns = columnsOf('KES');
    const sized = sizeColumns(columns, rows, 'en', eight);
    const total = sized.reduce((n, c) => n + (c.flex ? (c.minWidth ?? 0) : (c.width ?? 0)), 0);
    const widthOf = (f: string) => sized.find((c) => c.field === f)?.width ?? 0;
    expect(hiddenToFit(columns, sized, total, {})).toEqual({});
    // Just too narrow: the note (priority 3) goes first.
    expect(hiddenToFit(columns, sized, total - 1, {})).toEqual({ note: false });
    // Narrower than the note gives back: the received date (priority 2) next, then the name (priority 1).
    expect(hiddenToFit(columns, sized, total - widthOf('note') - 1, {})).toEqual({ note: false, received: false });
    expect(hiddenToFit(columns, sized, 300, {})).toEqual({ note: false, received: false, name: false });
    // A column the user showed again stays shown; the next one goes instead.
    expect(hiddenToFit(columns, sized, total - 1, { note: true })).toEqual({ note: true, received: false });
  });

  it('renders a narrow list without its least needed columns, names them, and the column menu brings one back', async () => {
    boxWidth(760);
    render(
      <MemoryRouter>
        <DataTable<Row>
          label="Claims"
          rows={rows}
          columns={columnsOf('KES')}
          count={2}
          page={1}
          size={25}
          getRowId={(r) => r.guid}
          onPage={() => {}}
        />
      </MemoryRouter>,
    );
    const grid = screen.getByRole('grid', { name: 'Claims' });
    const headers = () =>
      within(grid)
        .getAllByRole('columnheader')
        .map((h) => h.textContent);
    expect(headers()).not.toContain('Note');
    for (const kept of ['Reference', 'Phone', 'Amount claimed', 'Actions']) expect(headers()).toContain(kept);
    expect(within(grid).getByText('KES 200,000.00')).toBeInTheDocument();
    expect(within(grid).getByRole('link', { name: 'CLM-ASSUR_CI-2026-000123' })).toHaveAttribute('href', '/claims/a');
    const hint = screen.getByText(/hidden to fit the screen/);
    expect(hint).toHaveTextContent('Note');
    const user = userEvent.setup();
    const reference = within(grid).getByRole('columnheader', { name: /Reference/ });
    await user.click(within(reference).getByLabelText('Reference column menu'));
    await user.click(await screen.findByRole('menuitem', { name: /Manage columns/i }));
    await user.click(await screen.findByRole('checkbox', { name: 'Note' }));
    expect(headers()).toContain('Note');
  });

  it('shows no amount until the currency is known, never a placeholder currency', () => {
    boxWidth(1200);
    render(
      <MemoryRouter>
        <DataTable<Row>
          label="Claims"
          rows={rows}
          columns={columnsOf(undefined)}
          count={2}
          page={1}
          size={25}
          getRowId={(r) => r.guid}
          onPage={() => {}}
        />
      </MemoryRouter>,
    );
    const grid = screen.getByRole('grid', { name: 'Claims' });
    expect(within(grid).queryByText(/200[\s,.]000/)).not.toBeInTheDocument();
    expect(within(grid).queryByText(/XXX/)).not.toBeInTheDocument();
  });
});
