import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { PARTNER_A, PARTNER_B } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ADMIN, USER_ID, usersApi } from '../test/users-fake-api.ts';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('user page', () => {
  it('shows the user, its lock-out and history; clears the lock and emails a reset link after confirming', async () => {
    const { calls } = usersApi({
      [`DELETE /api/users/${USER_ID}/lockout`]: { status: 204 },
      [`PUT ${ADMIN}/users/${USER_ID}/execute-actions-email`]: { status: 204 },
    });
    await session.signIn('admin', 'pw');
    renderApp(`/admin/users/${USER_ID}`);
    expect(await screen.findByRole('heading', { name: 'jane.agent' }, { timeout: 60_000 })).toBeInTheDocument();
    expect(screen.getByText('Locked out')).toBeInTheDocument();
    const history = await screen.findByRole('list', { name: 'History' });
    expect(within(history).getByText('Roles and partners changed')).toBeInTheDocument();
    expect(within(history).getByText('Roles: partner_user → call_centre_agent')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear lock-out' }));
    expect(await screen.findByText('jane.agent can sign in again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    const confirm = await screen.findByRole('dialog', { name: 'Reset password' });
    expect(confirm).toHaveTextContent('jane@example.com');
    await user.click(within(confirm).getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('A password link has been emailed to jane@example.com.')).toBeInTheDocument();
    const reset = calls.find((c) => c.url.pathname.endsWith('/execute-actions-email'))!;
    expect(reset.url.searchParams.get('lifespan')).toBe('300');
    expect(JSON.parse(String(reset.init.body))).toEqual(['UPDATE_PASSWORD']);
  }, 90_000);

  it('says "Could not reset password" and "Could not delete user" when the server gives no text', async () => {
    usersApi({
      [`PUT ${ADMIN}/users/${USER_ID}/execute-actions-email`]: { status: 500 },
      [`DELETE ${ADMIN}/users/${USER_ID}`]: { status: 500 },
    });
    await session.signIn('admin', 'pw');
    renderApp(`/admin/users/${USER_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Reset password' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send the link' }));
    expect(await screen.findByText('Could not reset password')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete user' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Could not delete user')).toBeInTheDocument();
  }, 90_000);

  it('updates roles and partners together; needs one of each; a refusal reads "Could not update roles and partners"', async () => {
    let answer: { status: number; body?: unknown } = { status: 500 };
    const { calls } = usersApi({ [`PUT /api/users/${USER_ID}/access`]: () => answer });
    await session.signIn('admin', 'pw');
    renderApp(`/admin/users/${USER_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Roles and partners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Roles and partners of jane.agent' });
    await user.click(await within(dialog).findByRole('checkbox', { name: 'Call-centre agent' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Acme Insurance' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Give the user at least one role')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname.endsWith('/access'))).toBe(false);

    await user.click(within(dialog).getByRole('checkbox', { name: 'Administrator' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Beta Mutual' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Could not update roles and partners');

    answer = { status: 204 };
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The roles and partners of jane.agent have been updated.')).toBeInTheDocument();
    const sent = calls.filter((c) => c.url.pathname.endsWith('/access')).at(-1)!;
    expect(JSON.parse(String(sent.init.body))).toEqual({ roles: ['admin'], partners: [PARTNER_B] });
    expect(PARTNER_A).not.toBe(PARTNER_B);
  }, 90_000);

  it('a user of another partner reads as not found', async () => {
    usersApi({ [`GET ${ADMIN}/users/${USER_ID}`]: { status: 404, body: { message: 'Not found' } } });
    await session.signIn('admin', 'pw');
    renderApp(`/admin/users/${USER_ID}`);
    expect(await screen.findByText('Not found', {}, { timeout: 60_000 })).toBeInTheDocument();
  }, 90_000);
});
