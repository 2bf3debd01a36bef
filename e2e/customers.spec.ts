import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import appEn from '../packages/web/src/app/locales/en.json' with { type: 'json' };
import appFr from '../packages/web/src/app/locales/fr.json' with { type: 'json' };
import claimsEn from '../packages/web/src/features/claims/locales/en.json' with { type: 'json' };
import en from '../packages/web/src/features/customers/locales/en.json' with { type: 'json' };
import fr from '../packages/web/src/features/customers/locales/fr.json' with { type: 'json' };
import policiesEn from '../packages/web/src/features/policies/locales/en.json' with { type: 'json' };
import { checkA11y, launch, newPage, screenshot, signIn } from './support/browser.ts';
import { dayFirst, daysAgo } from './support/claims-fixtures.ts';
import { demoPassword } from './support/demo-users.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

type Texts = typeof en;
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k] ?? ''));
const digits = (n: number) => Array.from({ length: n }, () => Math.floor(Math.random() * 10)).join('');
const letters = (n: number) =>
  Array.from({ length: n }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');

/** Opens an MUI select by its label and picks an option. */
async function choose(scope: Page | Locator, page: Page, label: RegExp, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true }).click();

/**
 * The call-centre flow in one language: register a customer, find them by each criterion, complete their record
 * (dependant, beneficiary, bank details), upload and delete a document, and request KYC until it completes.
 */
async function customerFlow(page: Page, L: Texts, app: typeof appEn, lang: string) {
  const surname = letters(6).replace(/^./, (c) => c.toUpperCase());
  const name = `Zoë Wambui ${surname}`;
  const msisdn = `7${digits(8)}`;
  const nationalId = `NI${digits(8)}`;
  const external = `EXT-${digits(8)}`;

  // Registration, reached from the navigation.
  await page.getByRole('link', { name: L.nav.register }).click();
  await page.getByRole('heading', { name: L.register.title }).waitFor();
  await page.getByRole('button', { name: L.register.submit, exact: true }).click();
  await page.getByText(app.validation.required).first().waitFor();
  await checkA11y(page, `registration with errors (${lang})`);
  await page.getByLabel(new RegExp(`^${L.fields.full_name}`)).fill(name);
  await page.getByLabel(new RegExp(`^${L.fields.msisdn}`)).fill(`+254 ${msisdn}`);
  await page.getByLabel(L.fields.national_id, { exact: true }).fill(nationalId);
  await page.getByLabel(L.fields.external_identifier, { exact: true }).fill(external);
  await page.getByLabel(L.fields.date_of_birth, { exact: true }).fill('12/04/1990');
  await choose(page, page, new RegExp(`^${L.fields.gender}`), L.genders.female);
  await page.getByLabel(L.fields.town, { exact: true }).fill('Nakuru');
  await page.getByRole('button', { name: L.register.submit, exact: true }).click();
  await page.getByText(fill(L.registered, { name })).waitFor();
  await page.getByRole('heading', { name }).waitFor();
  await page.getByText(L.registration.title).waitFor();
  await checkA11y(page, `customer overview (${lang})`);

  // The same phone number again: the page says whose number it is and links to that customer (no dead end).
  await page.getByRole('link', { name: L.nav.register }).click();
  await page.getByLabel(new RegExp(`^${L.fields.full_name}`)).fill(`${name} Bis`);
  await page.getByLabel(new RegExp(`^${L.fields.msisdn}`)).fill(`0${msisdn}`);
  await page.getByRole('button', { name: L.register.submit, exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: fill(L.register.numberTaken, { name }) });
  await alert.getByRole('link', { name: fill(L.register.openExisting, { name }) }).waitFor();

  // Search: the field is focused on arrival; phone typed as the caller reads it (spaces, no prefix).
  await page.getByRole('link', { name: L.nav.search }).click();
  const phoneField = page.getByRole('textbox', { name: L.criteria.msisdn });
  await expect.poll(() => phoneField.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type(`${msisdn.slice(0, 3)} ${msisdn.slice(3, 6)} ${msisdn.slice(6)}`);
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name, exact: true }).waitFor();
  await checkA11y(page, `search results (${lang})`);
  await screenshot(page, `customer-search-${lang}`);
  // Keyboard: ↓ to the result, Enter opens it.
  await phoneField.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name }).waitFor();
  await page.goBack();

  const searchBy = async (criterion: keyof Texts['criteria'], value: string) => {
    await page.getByRole('radio', { name: L.criteria[criterion], exact: true }).check();
    const field = page.getByRole(criterion === 'msisdn' ? 'textbox' : 'searchbox', { name: L.criteria[criterion] });
    await field.fill(value);
    await field.press('Enter');
    await page.getByRole('link', { name, exact: true }).waitFor();
  };
  await searchBy('name', `Zoe Wambui ${surname}`); // without the accent
  await searchBy('national_id', nationalId);
  await searchBy('external_identifier', external);
  await page.getByRole('link', { name, exact: true }).click();
  await page.getByRole('heading', { name }).waitFor();

  // Dependant.
  await tab(page, L.tabs.dependants);
  await page.getByRole('button', { name: L.dependants.add }).click();
  let dialog = page.getByRole('dialog', { name: L.dependants.add });
  await dialog.getByLabel(new RegExp(`^${L.fields.full_name}`)).fill(`Amani ${surname}`);
  await choose(dialog, page, new RegExp(`^${L.fields.relationship}`), L.relationships.Son);
  await choose(dialog, page, new RegExp(`^${L.fields.gender}`), L.genders.male);
  await dialog.getByRole('button', { name: app.actions.save }).click();
  await page.getByText(fill(L.dependants.added, { name: `Amani ${surname}` })).waitFor();
  await page.getByRole('cell', { name: `Amani ${surname}`, exact: true }).waitFor();
  await checkA11y(page, `dependants (${lang})`);

  // Beneficiary.
  await tab(page, L.tabs.beneficiaries);
  await page.getByRole('button', { name: L.beneficiaries.add }).click();
  dialog = page.getByRole('dialog', { name: L.beneficiaries.add });
  await dialog.getByLabel(new RegExp(`^${L.fields.full_name}`)).fill(`Baraka ${surname}`);
  await choose(dialog, page, new RegExp(`^${L.fields.relationship}`), L.relationships.Brother);
  await dialog.getByRole('button', { name: app.actions.save }).click();
  await page.getByText(fill(L.beneficiaries.added, { name: `Baraka ${surname}` })).waitFor();
  await page.getByRole('cell', { name: '100 %', exact: true }).waitFor();

  // Bank details, with the bank from the partner's country, and the mandate they produce.
  await tab(page, L.tabs.bankDetails);
  await page.getByRole('button', { name: L.bankDetails.add }).click();
  dialog = page.getByRole('dialog', { name: L.bankDetails.add });
  await dialog.getByRole('combobox', { name: new RegExp(`^${L.fields.bank}`) }).click();
  const bank = page.getByRole('option').first();
  const bankName = (await bank.textContent())?.trim() ?? '';
  await bank.click();
  await dialog.getByLabel(new RegExp(`^${L.fields.account_number}`)).fill(digits(10));
  await dialog.getByRole('button', { name: app.actions.save }).click();
  await page.getByText(fill(L.bankDetails.added, { name: bankName })).waitFor();
  await page.getByRole('button', { name: new RegExp(`^${fill(L.mandate.show, { reference: 'MD' })}`) }).click();
  const mandate = page.getByRole('dialog', { name: L.mandate.title });
  await mandate.getByText(name).first().waitFor();
  await checkA11y(page, `mandate details (${lang})`);
  await mandate.getByRole('button', { name: L.close }).click();

  // Document: signed upload, then delete after confirming.
  await tab(page, L.tabs.documents);
  await choose(page, page, new RegExp(`^${app.documents.type}`), app.documents.types['National Identity']);
  await page.getByLabel(new RegExp(`^${app.documents.file}`)).setInputFiles({
    name: 'national-id.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  });
  await page.getByRole('button', { name: app.documents.upload, exact: true }).click();
  await page.getByText(fill(app.documents.uploaded, { name: 'national-id.pdf' })).waitFor();
  await page.getByRole('cell', { name: 'national-id.pdf', exact: true }).waitFor();
  await checkA11y(page, `documents (${lang})`);
  // Download: a fresh signed link saves the file.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: fill(app.documents.download, { name: 'national-id.pdf' }) }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe('national-id.pdf');
  expect(new URL(saved.url()).pathname).toMatch(/^\/api\/files\/customers\//);
  await screenshot(page, `customer-documents-${lang}`);
  await page.getByRole('button', { name: fill(app.documents.deleteOne, { name: 'national-id.pdf' }) }).click();
  const confirm = page.getByRole('dialog', { name: app.documents.deleteTitle });
  await confirm.getByRole('button', { name: app.actions.delete }).click();
  await page.getByText(fill(app.documents.deleted, { name: 'national-id.pdf' })).waitFor();
  await page.getByRole('cell', { name: 'national-id.pdf', exact: true }).waitFor({ state: 'detached' });

  // Edit the customer and register them for loyalty.
  await tab(page, L.tabs.overview);
  await page.getByRole('button', { name: L.edit.title }).click();
  dialog = page.getByRole('dialog', { name: L.edit.title });
  await dialog.getByLabel(L.fields.town, { exact: true }).fill('Eldoret');
  await dialog.getByRole('button', { name: app.actions.save }).click();
  await page.getByText(fill(L.updated, { name })).waitFor();
  await page.getByText('Eldoret', { exact: true }).waitFor();
  await page.getByRole('button', { name: L.actions.loyaltyRegister }).click();
  await page.getByText(L.actions.loyaltyOn).waitFor();
  await page.getByRole('button', { name: L.actions.loyaltyUnregister }).waitFor();

  // KYC: about 2 minutes in production (2 s on the e2e server); the result shows when it is done.
  await tab(page, L.tabs.overview);
  await page.getByRole('button', { name: L.kyc.request }).click();
  await page.getByText(L.kyc.pending).waitFor();
  await page.getByText(L.kyc.verified).waitFor({ timeout: 30_000 });
  await screenshot(page, `customer-kyc-${lang}`);
}

const focused = (l: Locator) => l.evaluate((el) => el === document.activeElement);

/** Tab (or Shift+Tab) until the element has the focus, as a keyboard user moves through a screen. */
async function tabTo(page: Page, target: Locator, back = false) {
  await target.waitFor();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await focused(target)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

/** In the list a select opened, ↓ until the option named has the focus; Enter picks it. */
async function pickOption(page: Page, name: RegExp) {
  const option = page.getByRole('option', { name }).first();
  await option.waitFor();
  for (let i = 0; i < 20 && !(await focused(option)); i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await option.waitFor({ state: 'detached' });
}

/**
 * Issue 13: an agent's call by keyboard alone. The caller is not known: register them from the search, buy them a
 * policy (key B on their page), find them again by phone, make a claim (key C). No mouse; only the first screen
 * after sign-in is opened by URL.
 */
async function keyboardCall(page: Page) {
  const P = policiesEn;
  const C = claimsEn;
  const name = `Keyboard ${letters(6).replace(/^./, (c) => c.toUpperCase())}`;
  const msisdn = `7${digits(8)}`;
  const keys = (text: string) => page.keyboard.type(text);
  const phoneField = page.getByRole('textbox', { name: en.criteria.msisdn });
  const main = page.getByRole('main');

  await page.goto(`${baseUrl}/customers`);
  await expect.poll(() => focused(phoneField)).toBe(true);
  await keys(msisdn);
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: en.search.none }).waitFor();
  // No dead end: nobody has the number, so the search offers to register it, the number carried into the form.
  await tabTo(page, main.getByRole('link', { name: en.search.registerNumber }));
  await page.keyboard.press('Enter');

  // Registration: the name field has the focus (the phone number is already in); Enter in the last field registers.
  await page.getByRole('heading', { name: en.register.title }).waitFor();
  await keys(name);
  await tabTo(page, page.getByRole('textbox', { name: en.fields.date_of_birth }));
  await keys('12041990');
  await tabTo(page, page.getByRole('combobox', { name: new RegExp(`^${en.fields.gender}`) }));
  await page.keyboard.press('ArrowDown');
  await pickOption(page, new RegExp(`^${en.genders.female}$`));
  await tabTo(page, page.getByRole('textbox', { name: en.fields.town }));
  await keys('Nakuru');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name }).waitFor();

  // B: buy a policy. The selects open with ↓; the quotation's Buy button takes the focus.
  await page.keyboard.press('b');
  await page.getByRole('heading', { name: P.buyTitle }).waitFor();
  await tabTo(page, page.getByRole('combobox', { name: new RegExp(`^${P.fields.product}`) }));
  await page.keyboard.press('ArrowDown');
  await pickOption(page, /^Personal Accident/);
  const premium = page.getByRole('combobox', { name: new RegExp(`^${P.fields.premium}`) });
  await expect.poll(() => premium.getAttribute('aria-disabled')).toBeNull();
  await tabTo(page, premium);
  await page.keyboard.press('ArrowDown');
  await pickOption(page, /./);
  await tabTo(page, page.getByRole('button', { name: P.getQuotation }));
  await page.keyboard.press('Enter');
  const purchase = page.getByRole('button', { name: P.purchase });
  await expect.poll(() => focused(purchase)).toBe(true);
  await page.keyboard.press('Enter');
  await page.getByText(new RegExp(`^${fill(P.bought, { number: '.+' })}$`)).waitFor();

  // Find the caller: back through the navigation to the search, the phone number, ↓ and Enter.
  await tabTo(page, page.getByRole('link', { name: en.nav.search }), true);
  await page.keyboard.press('Enter');
  await expect.poll(() => focused(phoneField)).toBe(true);
  await keys(msisdn);
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name, exact: true }).waitFor();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await page.getByRole('heading', { name }).waitFor();

  // C: make a claim. Native selects take ↓ and type-ahead; dates are typed; Enter goes on to the summary, whose
  // Submit button has the focus.
  await page.keyboard.press('c');
  await tabTo(page, page.getByRole('combobox', { name: C.fields.policy, exact: true }));
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Tab');
  await keys(C.types.accident);
  await tabTo(page, page.getByRole('textbox', { name: C.fields.event_date, exact: true }));
  await keys(dayFirst(daysAgo(1)).replace(/\D/g, ''));
  await tabTo(page, page.getByRole('combobox', { name: C.fields.document_channel, exact: true }));
  await keys(C.channels.whatsapp);
  await tabTo(page, page.getByRole('combobox', { name: C.fields.verification, exact: true }));
  await keys(C.verifications.phone_call);
  await tabTo(page, page.getByRole('textbox', { name: C.fields.documentation_received_at, exact: true }));
  await keys(dayFirst(`${daysAgo(1)}T10:30`).replace(/\D/g, ''));
  await tabTo(
    page,
    page.getByRole('textbox', { name: new RegExp(`^${fill(C.fields.claim_amount, { currency: '.+' })}`) }),
  );
  await keys('5000');
  await page.keyboard.press('Enter');
  // A claim the policy pays is submitted from the focused Submit; one it pays nothing (a policy just bought may not
  // cover yesterday) is not submitted as if it paid: Back has the focus, and submitting it is its own named action.
  const submit = page.getByRole('button', { name: C.make.submit, exact: true });
  const paysNothing = page.getByRole('button', { name: C.make.submitPaysNothing, exact: true });
  // The summary's assessment first: the Submit button says what it records once the benefit is known.
  await page.getByTestId('assessment').waitFor();
  await submit.or(paysNothing).first().waitFor();
  if (await paysNothing.isVisible()) {
    await expect.poll(() => focused(page.getByRole('button', { name: C.make.back }))).toBe(true);
    await tabTo(page, paysNothing);
  } else await expect.poll(() => focused(submit)).toBe(true);
  await page.keyboard.press('Enter');
  expect(await page.getByTestId('claim-reference').textContent()).toMatch(/^CLM-/);
}

describe('customers', () => {
  it('an agent takes a call by keyboard alone: registers, buys, finds the caller, claims (English)', async () => {
    const page = await newPage(browser);
    await signIn(page, baseUrl, 'demo.agent', demoPassword('demo.agent'));
    await page.getByRole('navigation').waitFor();
    await keyboardCall(page);
    await page.context().close();
  });

  // The keyboard journey is English; the register, find and complete journey runs in French.
  it('a call-centre agent registers, finds and completes a customer (French)', async () => {
    const page = await newPage(browser);
    await signIn(page, baseUrl, 'demo.agent', demoPassword('demo.agent'));
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('link', { name: fr.nav.search }).waitFor();
    await customerFlow(page, fr, appFr, 'fr');
    await page.context().close();
  });
});
