import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { PARTNER_A, tokens } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ADMIN, GROUPS, USER_ID, usersApi } from '../test/users-fake-api.ts';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('users page', () => {
  it('lists a page of users with their roles, partners and lock-out read in one call, and filters', async () => {
    const { calls } = usersApi();
    await session.signIn('admin', 'pw');
    renderApp('/admin/users');
    expect(await screen.findByRole('link', { name: 'jane.agent' }, { timeout: 60_000 })).toBeInTheDocument();
    expect(await screen.findByText('Call-centre agent')).toBeInTheDocument();
    expect(screen.getByText('Locked out')).toBeInTheDocument();
    const states = calls.filter((c) => c.url.pathname === '/api/users/states');
    expect(states).toHaveLength(1);
    expect(states[0]!.url.searchParams.get('ids')).toBe(USER_ID);
    const list = calls.find((c) => c.url.pathname === `${ADMIN}/users`)!;
    expect(list.url.searchParams.get('max')).toBe('25');
    expect(list.url.searchParams.get('first')).toBe('0');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Users of partner' }));
    await user.click(await screen.findByRole('option', { name: 'Acme Insurance' }));
    await user.click(screen.getByRole('combobox', { name: 'Enabled' }));
    await user.click(await screen.findByRole('option', { name: 'Disabled' }));
    await vi.waitFor(() => {
      const last = calls.filter((c) => c.url.pathname === `${ADMIN}/users/count`).at(-1)!;
      expect(last.url.searchParams.get('q')).toBe(`partners:${PARTNER_A}`);
      expect(last.url.searchParams.get('enabled')).toBe('false');
    });
  }, 90_000);

  it('creates a user only with a role and a partner, then emails the set-password link', async () => {
    const { calls } = usersApi({
      [`POST ${ADMIN}/users`]: { status: 201 },
      [`PUT ${ADMIN}/users/${USER_ID}/execute-actions-email`]: { status: 204 },
    });
    await session.signIn('admin', 'pw');
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New user' }, { timeout: 60_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByLabelText('Username'), 'new.agent');
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the user at least one role')).toBeInTheDocument();
    expect(within(dialog).getByText('Give the user at least one partner')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === `${ADMIN}/users`)).toBe(false);

    await user.click(await within(dialog).findByRole('checkbox', { name: 'Call-centre agent' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Acme Insurance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('new.agent has been created and emailed a link to set a password.'),
    ).toBeInTheDocument();
    const created = calls.find((c) => c.method === 'POST' && c.url.pathname === `${ADMIN}/users`)!;
    expect(JSON.parse(String(created.init.body))).toEqual({
      username: 'new.agent',
      email: 'new@example.com',
      firstName: '',
      lastName: '',
      enabled: true,
      groups: ['call_centre_agent'],
      attributes: { partners: [PARTNER_A] },
      requiredActions: ['UPDATE_PASSWORD'],
    });
    const link = calls.find((c) => c.url.pathname.endsWith('/execute-actions-email'))!;
    expect(link.url.searchParams.get('lifespan')).toBe('300');
    expect(GROUPS).toHaveLength(3);
  }, 90_000);

  it("shows the server's refusal to grant a foreign partner in the dialog", async () => {
    usersApi({
      [`POST ${ADMIN}/users`]: {
        status: 403,
        body: { message: 'You can only grant or remove partners you belong to.' },
      },
    });
    await session.signIn('admin', 'pw');
    renderApp('/admin/users');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New user' }, { timeout: 60_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'New user' });
    await user.type(within(dialog).getByLabelText('Username'), 'x.agent');
    await user.type(within(dialog).getByLabelText('Email'), 'x@example.com');
    await user.type(within(dialog).getByLabelText('Initial password (optional)'), 'Temp-pass1!');
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Administrator' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Beta Mutual' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You can only grant or remove partners you belong to.',
    );
  }, 90_000);

  it('is not offered to a role without users.read, and a reader cannot create', async () => {
    usersApi({
      'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles: ['call_centre_agent'] } }) },
    });
    await session.signIn('agent', 'pw');
    renderApp('/');
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit events' })).not.toBeInTheDocument();
  }, 90_000);
});
