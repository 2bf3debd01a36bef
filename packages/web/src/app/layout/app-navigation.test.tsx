import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, tokens, WEB_CONFIG } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { session } from '../services.ts';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const signInAs = async (roles: string[]) => {
  fakeApi({
    ...WEB_CONFIG,
    'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles } }) },
    'POST /api/partners/selected': { status: 200, body: {} },
    'GET /api/users/logout': { status: 204 },
    'GET /api/partners': { status: 200, body: { items: [], count: 0 } },
  });
  await session.signIn('someone', 'pw');
};

describe('the shell', () => {
  it.each([
    ['/register-customer', 'Customers', 'Register customer'],
    ['/policies/buy', 'Customers', 'Policies'],
    ['/payments/new', 'Payments and collections', 'Payments'],
    ['/make-claim', 'Claims', 'Claims'],
  ])(
    'a read-only partner user opening %s by its address gets "not allowed", not the form',
    async (url, group) => {
      await signInAs(['partner_user']);
      renderApp(url);
      expect(await screen.findByRole('heading', { name: 'Not allowed', level: 1 })).toBeInTheDocument();
      expect(screen.queryByRole('textbox', { hidden: false })).not.toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveTextContent(group);
    },
    60_000,
  );

  it('groups the navigation by work with only what the role allows, collapsible, and titles the page', async () => {
    await signInAs(['call_centre_agent']);
    renderApp('/register-customer');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const customers = within(nav).getByRole('button', { name: 'Customers' });
    expect(customers).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Register customer' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('button', { name: 'Claims' })).toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Administration' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Countries' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Register customer · CoverDesk'));
    await userEvent.setup().click(customers);
    expect(customers).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Register customer' })).not.toBeInTheDocument());
  }, 60_000);

  it('moves the focus into the new screen when a link is followed, and the first Tab stop skips to it', async () => {
    await signInAs(['call_centre_agent']);
    renderApp('/register-customer');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const user = userEvent.setup();
    await user.click(within(nav).getByRole('link', { name: 'Claim callbacks' }));
    await screen.findByRole('heading', { name: 'Claim callbacks', level: 1 });
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    // A screen that focuses its own field keeps it.
    await user.click(within(nav).getByRole('link', { name: 'Register customer' }));
    await waitFor(() => expect(screen.getByLabelText(/^Full name/)).toHaveFocus());
    within(nav).getByRole('link', { name: 'Claim callbacks' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    (document.activeElement as HTMLElement).blur();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  }, 60_000);

  it('shows the administration group to an admin', async () => {
    await signInAs(['admin']);
    renderApp('/register-customer');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('button', { name: 'Administration' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Countries' })).toBeInTheDocument();
  }, 60_000);

  it('folds the navigation to named icons and back, and remembers the choice', async () => {
    await signInAs(['call_centre_agent']);
    renderApp('/register-customer');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Fold the navigation to icons' }));
    // Icons only: each link is named by its screen, and no group header is left to click.
    expect(within(nav).getByRole('link', { name: 'Customer search' })).toHaveAttribute('href', '/customers');
    expect(within(nav).queryByText('Customer search')).not.toBeInTheDocument();
    expect(within(nav).queryByRole('button', { name: 'Customers' })).not.toBeInTheDocument();
    expect(localStorage.getItem('coverdesk.nav.folded')).toBe('1');
    await user.click(screen.getByRole('button', { name: 'Show the navigation’s names' }));
    expect(within(nav).getByText('Customer search')).toBeInTheDocument();
    expect(localStorage.getItem('coverdesk.nav.folded')).toBe('0');
  }, 60_000);
});
