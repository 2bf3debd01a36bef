import Button from '@mui/material/Button';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RecordHeader, RecordTabs } from './record-header.tsx';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{location.search}</output>;
}

afterEach(() => i18next.changeLanguage('en'));

describe('the record header', () => {
  it('shows the title, status, linked key facts (empty ones left out) and the action bar', () => {
    render(
      <MemoryRouter>
        <RecordHeader
          title="Policy POL-1"
          status={<span>Active</span>}
          back={{ to: '/policies', label: 'Back to policies' }}
          facts={[
            { label: 'Customer', value: 'Wanjiku Kamau', to: '/customers/c1' },
            { label: 'Premium', value: 'KES 200.00' },
            { label: 'Valid until', value: undefined },
          ]}
          actions={<Button>Cancel policy</Button>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Policy POL-1' })).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    const facts = screen.getByLabelText('Key facts');
    expect(within(facts).getByRole('link', { name: 'Wanjiku Kamau' })).toHaveAttribute('href', '/customers/c1');
    expect(within(facts).getByText('KES 200.00')).toBeInTheDocument();
    expect(within(facts).queryByText('Valid until')).not.toBeInTheDocument();
    const bar = screen.getByRole('toolbar', { name: 'Actions' });
    expect(within(bar).getByRole('button', { name: 'Cancel policy' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to policies' })).toHaveAttribute('href', '/policies');
  });

  it('names its parts in French', async () => {
    await i18next.changeLanguage('fr');
    render(
      <MemoryRouter>
        <RecordHeader
          title="Police POL-1"
          facts={[{ label: 'Client', value: 'W. Kamau' }]}
          actions={<Button>x</Button>}
        />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('Points clés')).toBeInTheDocument();
    expect(screen.getByRole('toolbar', { name: 'Actions' })).toBeInTheDocument();
  });
});

describe('the record tabs', () => {
  const tabs = [
    { id: 'overview', label: 'Overview', content: <p>Every field</p> },
    { id: 'notes', label: 'Notes', content: <p>The notes</p> },
  ];

  it('shows one section at a time and keeps the chosen one in the URL', async () => {
    render(
      <MemoryRouter initialEntries={['/policies/p1?x=1']}>
        <RecordTabs tabs={tabs} />
        <Where />
      </MemoryRouter>,
    );
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Every field');
    expect(screen.queryByText('The notes')).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Notes' }));
    expect(screen.getByRole('tabpanel', { name: 'Notes' })).toHaveTextContent('The notes');
    expect(screen.queryByText('Every field')).not.toBeInTheDocument();
    expect(screen.getByLabelText('where')).toHaveTextContent('?x=1&tab=notes');
    // Back to the first: the URL drops the tab, other parameters stay.
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.getByLabelText('where')).toHaveTextContent(/^\?x=1$/);
  });

  it('opens the tab named in the URL, and the first for an unknown one', () => {
    const { unmount } = render(
      <MemoryRouter initialEntries={['/p?tab=notes']}>
        <RecordTabs tabs={tabs} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('The notes');
    unmount();
    render(
      <MemoryRouter initialEntries={['/p?tab=nothing']}>
        <RecordTabs tabs={tabs} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Every field');
  });
});
