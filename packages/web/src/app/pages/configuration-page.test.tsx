import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, PARTNER_A, tokens, WEB_CONFIG } from '../../test/fake-api.ts';
import { renderApp } from '../../test/render-app.tsx';
import { session } from '../services.ts';

const SMS = '01937a2b-0000-7000-8000-0000000005a1';
const EMAIL = '01937a2b-0000-7000-8000-0000000005e1';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const api = (roles = ['admin'], resendSms = { status: 201, body: { guid: SMS } }) =>
  fakeApi({
    ...WEB_CONFIG,
    'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles } }) },
    'POST /api/partners/selected': { status: 200, body: {} },
    'GET /api/users/logout': { status: 204 },
    'GET /api/partners': { status: 200, body: { items: [], count: 0 } },
    'GET /api/outbox/emails': {
      status: 200,
      body: {
        items: [
          {
            guid: EMAIL,
            about_partner_guid: null,
            to: 'jane@example.com',
            subject: 'Set your password',
            text_body: '…',
            html_body: null,
            kind: 'execute_actions',
            status: 'failed',
            error: '550 mailbox unavailable',
            attempts: 1,
            created_at: '2026-11-24T09:00:00.000Z',
            sent_at: null,
          },
        ],
        count: 1,
      },
    },
    'GET /api/outbox/sms': {
      status: 200,
      body: {
        items: [
          {
            guid: SMS,
            customer_guid: null,
            msisdn: '254712345678',
            text: 'Your premium is due',
            kind: 'recurring_reminder',
            status: 'delivered',
            provider_reference: 'SIM-1',
            error: null,
            created_at: '2026-11-24T09:00:00.000Z',
            sent_at: '2026-11-24T09:00:00.000Z',
            delivered_at: '2026-11-24T09:00:01.000Z',
          },
        ],
        count: 1,
      },
    },
    [`POST /api/outbox/sms/${SMS}/resend`]: resendSms,
    [`POST /api/outbox/emails/${EMAIL}/resend`]: { status: 201, body: { guid: EMAIL } },
  });

describe('internal configurations page', () => {
  it('links the settings screens, lists both outboxes with delivery state and resends after confirming', async () => {
    const { calls } = api();
    await session.signIn('admin', 'pw');
    renderApp('/admin/configuration');
    const settings = await screen.findByRole('list', { name: 'Settings' }, { timeout: 60_000 });
    expect(within(settings).getByRole('link', { name: 'Feature flags' })).toHaveAttribute(
      'href',
      '/admin/feature-flags',
    );
    expect(within(settings).getByRole('link', { name: 'Reference lists' })).toHaveAttribute('href', '/admin/reference');

    const user = userEvent.setup();
    await user.click(screen.getByRole('tab', { name: 'Email outbox' }));
    expect(await screen.findByText('550 mailbox unavailable')).toBeInTheDocument();
    expect(screen.getByText('Failed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend to jane@example.com' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The message has been sent again to jane@example.com.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === `/api/outbox/emails/${EMAIL}/resend`)).toBe(true);
  }, 180_000);

  it('lists the SMS outbox of the selected partner and resends a message', async () => {
    const { calls } = api();
    await session.signIn('admin', 'pw');
    renderApp('/admin/configuration');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'SMS outbox' }, { timeout: 60_000 }));
    expect(await screen.findByText('Your premium is due')).toBeInTheDocument();
    expect(screen.getByText('Delivered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend to +254712345678' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('The message has been sent again to +254712345678.')).toBeInTheDocument();
    const sms = calls.find((c) => c.url.pathname === `/api/outbox/sms/${SMS}/resend`)!;
    expect(sms.url.searchParams.get('partner')).toBe(PARTNER_A);
  }, 180_000);

  it('says "Could not send sms" when a resend fails without a text', async () => {
    api(['admin'], { status: 500, body: undefined } as never);
    await session.signIn('admin', 'pw');
    renderApp('/admin/configuration');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'SMS outbox' }, { timeout: 60_000 }));
    await user.click(await screen.findByRole('button', { name: 'Resend to +254712345678' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Resend' }));
    expect(await screen.findByText('Could not send sms')).toBeInTheDocument();
  }, 120_000);

  it('restricts a partner after confirming: the banner shows, business actions go, and the list of extra behaviour', async () => {
    const FLAG = '01900000-0000-7000-8000-00000000f1a9';
    let restricted: string[] = [];
    const flag = () => ({
      guid: FLAG,
      name: 'restricted-partners',
      description: 'Restricted partners',
      enabled: true,
      partner_guids: restricted,
      enabled_for_partner: restricted.includes(PARTNER_A),
      created_at: '2026-11-24T09:00:00.000Z',
      updated_at: '2026-11-24T09:00:00.000Z',
    });
    const { calls } = fakeApi({
      ...WEB_CONFIG,
      'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles: ['admin'] } }) },
      'POST /api/partners/selected': { status: 200, body: {} },
      'GET /api/users/logout': { status: 204 },
      'GET /api/partners': { status: 200, body: { items: [{ guid: PARTNER_A, name: 'Acme Insurance' }], count: 1 } },
      'GET /api/partners_config': {
        status: 200,
        body: {
          claims_mode: 'complex',
          minimum_missing_payment_amount: 100,
          currency_display: 'code',
          show_minor_units: true,
        },
      },
      'GET /api/feature-flags': () => ({ status: 200, body: { items: [flag()], count: 1 } }),
      [`PUT /api/feature-flags/${FLAG}`]: ({ init }) => {
        restricted = JSON.parse(String(init.body)).partner_guids;
        return { status: 200, body: flag() };
      },
    });
    await session.signIn('admin', 'pw');
    renderApp('/admin/configuration');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Partner lists' }, { timeout: 60_000 }));
    const extra = await screen.findByRole('table', { name: 'Partners with extra behaviour' });
    expect(await within(extra).findByText('Complex (extra behaviour)')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' }).textContent).toMatch(/Register customer/);

    await user.click(screen.getByRole('checkbox', { name: 'Acme Insurance' }));
    await user.click(screen.getByRole('button', { name: 'Save the list' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Acme Insurance will become read-only at once for every user.');
    await user.click(within(dialog).getByRole('button', { name: 'Save the list' }));
    expect(await screen.findByText('The restricted-partner list has been saved.')).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(JSON.parse(String(put.init.body))).toMatchObject({
      name: 'restricted-partners',
      partner_guids: [PARTNER_A],
    });
    expect(await screen.findByTestId('partner-restricted')).toHaveTextContent(/can be read but not changed/);
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'Main navigation' }).textContent).not.toMatch(/Register customer/),
    );
  }, 120_000);
});
