import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../app/i18n.ts';
import { session } from '../../../app/services.ts';
import { aCustomer, customersApi, GUID_1 } from '../../../test/customers-fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('customer registration', () => {
  it('validates with the contract, shows the server duplicate message, then registers and opens the customer', async () => {
    let attempts = 0;
    const { calls } = customersApi({
      'POST /api/customers/register': ({ init }) => {
        attempts += 1;
        if (attempts === 1)
          return {
            status: 409,
            body: { message: 'A customer with this phone number is already registered for this partner.' },
          };
        return { status: 201, body: aCustomer(JSON.parse(String(init.body))) };
      },
      [`GET /api/customers/${GUID_1}`]: { status: 200, body: aCustomer() },
      'GET /api/customers/registration_status_by_guid': {
        status: 200,
        body: {
          customer_guid: GUID_1,
          registered: true,
          status: 'active',
          registration_channel: 'WebClient',
          kyc_status: 'none',
          registered_at: '2026-11-01T10:00:00Z',
        },
      },
    });
    await session.signIn('agent', 'pw');
    const { router } = renderApp('/register-customer');
    const user = userEvent.setup();
    const name = await screen.findByRole('textbox', { name: /^Full name/ });
    await waitFor(() => expect(name).toHaveFocus());
    const posts = () => calls.filter((c) => c.init.method === 'POST' && c.url.pathname === '/api/customers/register');

    await user.type(name, ' Wanjiku');
    await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '12');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Must not start with a space')).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.clear(name);
    await user.type(name, 'Wanjiku Kamau');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(/Not a phone number of the partner's country/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: /^Phone number/ }));
    await user.type(screen.getByRole('textbox', { name: /^Phone number/ }), '0712 345 678');
    await user.type(screen.getByRole('textbox', { name: 'National id' }), '12345678');
    await user.click(screen.getByRole('checkbox', { name: 'Loyalty opt-in' }));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error registering the customer');
    expect(alert).toHaveTextContent('A customer with this phone number is already registered for this partner.');
    expect(JSON.parse(String(posts()[0]!.init.body))).toMatchObject({
      full_name: 'Wanjiku Kamau',
      msisdn: '0712 345 678',
      national_id: '12345678',
      external_identifier: null,
      date_of_birth: null,
      gender: null,
      loyalty_opt_in: true,
      language: 'en',
    });
    // The back-office registers through its own channel (SPEC §3: always WebClient), never another partner.
    expect(JSON.parse(String(posts()[0]!.init.body))).toMatchObject({ registration_channel: 'WebClient' });
    expect(JSON.parse(String(posts()[0]!.init.body))).not.toHaveProperty('partner_guid');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/${GUID_1}`));
    expect(await screen.findByText('Wanjiku Kamau has been registered.')).toBeInTheDocument();
    expect(await within(await screen.findByRole('tabpanel')).findByText('Registration status')).toBeInTheDocument();
  }, 90_000);

  it('links a phone number already registered to its customer, in English and French', async () => {
    for (const lang of ['en', 'fr'] as const) {
      if (lang === 'fr') await changeLanguage('fr');
      const { calls } = customersApi({
        'POST /api/customers/register': {
          status: 409,
          body: { message: 'A customer with this phone number is already registered.', code: 'customer_msisdn_exists' },
        },
        'GET /api/customers/find': { status: 200, body: { items: [aCustomer()], count: 1 } },
      });
      await session.signIn('agent', 'pw');
      renderApp('/register-customer?msisdn=254712345678');
      const user = userEvent.setup();
      const phone = await screen.findByRole('textbox', {
        name: lang === 'en' ? /^Phone number/ : /^Numéro de téléphone/,
      });
      // The number searched for is carried into the form.
      expect(phone).toHaveValue('254712345678');
      await user.type(screen.getByRole('textbox', { name: lang === 'en' ? /^Full name/ : /^Nom complet/ }), 'Wanjiku');
      await user.click(screen.getByRole('button', { name: lang === 'en' ? 'Register' : 'Enregistrer' }));
      const link = await screen.findByRole('link', {
        name: lang === 'en' ? 'Open Wanjiku Kamau’s record' : 'Ouvrir la fiche de Wanjiku Kamau',
      });
      expect(link).toHaveAttribute('href', `/customers/${GUID_1}`);
      const find = calls.find((c) => c.url.pathname === '/api/customers/find')!;
      expect(find.url.searchParams.get('msisdn')).toBe('254712345678');
      cleanup();
      await session.signOut();
      vi.unstubAllGlobals();
    }
  }, 90_000);
});
