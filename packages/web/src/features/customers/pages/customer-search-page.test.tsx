import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../app/i18n.ts';
import { session } from '../../../app/services.ts';
import { aCustomer, customersApi, GUID_1, GUID_2 } from '../../../test/customers-fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const hits = [aCustomer(), aCustomer({ guid: GUID_2, full_name: 'Wanjiru Kamau', msisdn: '254712000000' })];

describe('customer search', () => {
  it('is keyboard-first: focused field, phone read for the country, Enter searches, arrows and Enter open', async () => {
    const { calls } = customersApi({
      'GET /api/customers/find': { status: 200, body: { items: hits, count: 2 } },
      [`GET /api/customers/${GUID_2}`]: { status: 200, body: hits[1] },
    });
    await session.signIn('agent', 'pw');
    const { router } = renderApp('/customers');
    const field = await screen.findByRole('textbox', { name: 'Phone number' });
    await waitFor(() => expect(field).toHaveFocus());
    expect(screen.getByRole('radio', { name: 'Phone number' })).toBeChecked();
    await screen.findByText(/9 digits after the country code/);
    const user = userEvent.setup();
    const finds = () => calls.filter((c) => c.url.pathname === '/api/customers/find');

    await user.type(field, '12 34{Enter}');
    expect(await screen.findByText(/Not a phone number of Kenya/)).toBeInTheDocument();
    expect(finds()).toHaveLength(0);

    await user.clear(field);
    await user.type(field, '0712 345-678{Enter}');
    expect(await screen.findByText(/2 customers found/)).toBeInTheDocument();
    expect(Object.fromEntries(finds()[0]!.url.searchParams)).toMatchObject({
      msisdn: '254712345678',
      page: '1',
      size: '10',
    });
    expect(screen.getByText('+254 712 345 678')).toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Wanjiku Kamau' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Wanjiru Kamau' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe(`/customers/${GUID_2}`));
    expect(await screen.findByRole('heading', { name: 'Wanjiru Kamau' })).toBeInTheDocument();
  }, 60_000);

  it('searches by the chosen criterion only, refocusing the field', async () => {
    const { calls } = customersApi({
      'GET /api/customers/find': { status: 200, body: { items: [hits[0]], count: 1 } },
    });
    await session.signIn('agent', 'pw');
    renderApp('/customers');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Name' }));
    const field = screen.getByRole('searchbox', { name: 'Name' });
    expect(field).toHaveFocus();
    // One letter is no name search: the screen says so and asks nothing of the server.
    await user.type(field, ' W {Enter}');
    expect(await screen.findByText('Type at least 2 characters of the name')).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/customers/find')).toBe(false);
    await user.clear(field);
    await user.type(field, 'Wanjiku Kamau{Enter}');
    expect(await screen.findByText(/1 customer found/)).toBeInTheDocument();
    const find = calls.find((c) => c.url.pathname === '/api/customers/find')!;
    expect(find.url.searchParams.get('name')).toBe('Wanjiku Kamau');
    expect(find.url.searchParams.has('msisdn')).toBe(false);
    expect(screen.getByRole('link', { name: 'Wanjiku Kamau' })).toHaveAttribute('href', `/customers/${GUID_1}`);
  }, 60_000);

  it('shows a ranked name search with more pages as open-ended, closest first', async () => {
    const many = Array.from({ length: 10 }, (_, i) =>
      aCustomer({ guid: `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`, full_name: `Amina ${i}` }),
    );
    customersApi({ 'GET /api/customers/find': { status: 200, body: { items: many, count: 11, more: true } } });
    await session.signIn('agent', 'pw');
    renderApp('/customers?by=name&q=Amina');
    expect(await screen.findByText(/More than 10 customers match; the closest come first/)).toBeInTheDocument();
    expect(screen.getByText('1–10 of more than 10')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /next page/i })).toBeEnabled();
  }, 60_000);

  it('offers to register a number nobody has, carrying it into the form (English and French)', async () => {
    for (const lang of ['en', 'fr'] as const) {
      if (lang === 'fr') await changeLanguage('fr');
      customersApi({ 'GET /api/customers/find': { status: 200, body: { items: [], count: 0 } } });
      await session.signIn('agent', 'pw');
      const { router } = renderApp('/customers?by=msisdn&q=254712345670&page=1&size=10');
      // The first screen of a cold worker may take long on a busy machine.
      expect(
        await screen.findByText(lang === 'en' ? 'No customer found.' : 'Aucun client trouvé.', {}, { timeout: 60_000 }),
      ).toBeVisible();
      const user = userEvent.setup();
      await user.click(
        await screen.findByRole('link', { name: lang === 'en' ? 'Register this number' : 'Enregistrer ce numéro' }),
      );
      await waitFor(() => expect(router.state.location.pathname).toBe('/register-customer'));
      expect(
        await screen.findByRole('textbox', { name: lang === 'en' ? /^Phone number/ : /^Numéro de téléphone/ }),
      ).toHaveValue('254712345670');
      cleanup();
      await session.signOut();
      vi.unstubAllGlobals();
    }
  }, 90_000);
});
