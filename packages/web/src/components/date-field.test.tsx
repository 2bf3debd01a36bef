import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateField } from './date-field.tsx';

function Harness({ initial = '', onValue }: { initial?: string; onValue(v: string): void }) {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      label="Start date"
      value={value}
      onChange={(v) => {
        setValue(v);
        onValue(v);
      }}
    />
  );
}

afterEach(() => i18next.changeLanguage('en'));

describe('the date field', () => {
  it('takes a date typed day first and answers it as an ISO date', async () => {
    const seen: string[] = [];
    render(<Harness onValue={(v) => seen.push(v)} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Start date'), '25112026');
    expect(screen.getByLabelText('Start date')).toHaveValue('25/11/2026');
    expect(seen.at(-1)).toBe('2026-11-25');
  });

  it("picks a day in MUI X's calendar, in French with the French month names", async () => {
    await i18next.changeLanguage('fr');
    const seen: string[] = [];
    render(<Harness initial="2026-11-25" onValue={(v) => seen.push(v)} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Calendrier' }));
    expect(await screen.findByText(/novembre 2026/i)).toBeInTheDocument();
    await user.click(screen.getByRole('gridcell', { name: '12' }));
    await waitFor(() => expect(seen.at(-1)).toBe('2026-11-12'));
    expect(screen.getByLabelText('Start date')).toHaveValue('12/11/2026');
  });
});
