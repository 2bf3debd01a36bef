import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { policyPastCoolOff, prepareSale, type SaleSetup } from './policies-setup.ts';
import { checkA11y, launch, newPage, screenshot, signIn } from './support/browser.ts';
import { demoPassword } from './support/demo-users.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
const dataDir = inject('dataDir');
let browser: Browser;
let sale: SaleSetup;

// The screens' own texts, in both languages, straight from the locale files (no copy to drift).
const web = path.resolve(import.meta.dirname, '../packages/web/src');
const locale = (file: string) => JSON.parse(fs.readFileSync(path.join(web, file), 'utf8')) as Record<string, unknown>;
const TEXTS = {
  en: {
    app: locale('app/locales/en.json'),
    policies: locale('features/policies/locales/en.json'),
    payments: locale('features/payments/locales/en.json'),
  },
  fr: {
    app: locale('app/locales/fr.json'),
    policies: locale('features/policies/locales/fr.json'),
    payments: locale('features/payments/locales/fr.json'),
  },
};
type Lang = keyof typeof TEXTS;
const texts =
  (lang: Lang) =>
  (key: string, vars: Record<string, string | number> = {}) => {
    const [ns, rest] = key.split(':') as [keyof (typeof TEXTS)['en'], string];
    const value = rest.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], TEXTS[lang][ns]);
    if (typeof value !== 'string') throw new Error(`no text ${key}`);
    return value.replace(/\{\{(\w+)\}\}/g, (_m, v: string) => String(vars[v]));
  };
/** Money as the screens show it (whitespace compared loosely: browsers use narrow no-break spaces). */
const money = (cents: number, lang: Lang) =>
  new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-GB', {
    style: 'currency',
    currency: 'KES',
    currencyDisplay: 'code',
  }).format(cents / 100);
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A screen text as a pattern: known values filled in, unknown ones (e.g. a date) any text, any kind of space. */
const pattern = (text: (key: string) => string, key: string, vars: Record<string, string | number>) =>
  new RegExp(
    text(key)
      .split(/(\{\{\w+\}\})/)
      .map((part) => {
        const v = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        if (v) return v in vars ? escapeRegExp(String(vars[v])) : '.+?';
        return escapeRegExp(part);
      })
      .join('')
      .replace(/\s+/gu, '\\s+'),
    'u',
  );
const textOf = async (locator: { textContent(): Promise<string | null> }) => (await locator.textContent()) ?? '';

beforeAll(async () => {
  browser = await launch();
  sale = await prepareSale(baseUrl, adminPassword);
});
afterAll(() => browser?.close());

async function agentPage(lang: Lang): Promise<Page> {
  const page = await newPage(browser);
  await page.addInitScript((partner) => localStorage.setItem('coverdesk.partner', partner), sale.partner);
  await signIn(page, baseUrl, 'demo.agent', demoPassword('demo.agent'));
  await page.getByRole('navigation').waitFor();
  if (lang === 'fr') {
    await page.getByRole('button', { name: /^Language/ }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await page.getByRole('heading', { name: 'Tableau de bord' }).waitFor();
  }
  return page;
}

/** The policy's status chip shows this status. */
async function expectStatus(page: Page, status: string) {
  await page
    .locator('.MuiChip-label')
    .filter({ hasText: new RegExp(`^${escapeRegExp(status)}$`) })
    .first()
    .waitFor();
}

/** A language's screen texts: filled in (t) and as written in the locale file (raw). */
function words(lang: Lang) {
  const raw = (key: string) => {
    const [ns, rest] = key.split(':') as [keyof (typeof TEXTS)['en'], string];
    return rest.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], TEXTS[lang][ns]) as string;
  };
  return { t: texts(lang), raw };
}

// Each flow runs once, the sale in English and the late cancellation in French.
describe('policies', () => {
  it('sells a policy to a demo customer, records a missing payment, sees it active, cancels inside cool-off (English)', async () => {
    const lang: Lang = 'en';
    const { t, raw } = words(lang);
    const page = await agentPage(lang);
    // From the customer's details: the policies tab and its "Buy policy" action.
    await page.goto(`${baseUrl}/customers/${sale.customer.guid}/policies`);
    await page.getByRole('link', { name: t('policies:buyPolicy') }).click();
    await page.getByRole('heading', { name: t('policies:buyTitle') }).waitFor();
    await page.getByText(sale.customer.full_name, { exact: true }).waitFor();
    await page.getByRole('combobox', { name: t('policies:fields.product') }).click();
    await page.getByRole('option', { name: t('policies:productOption', sale.productLabel) }).click();
    await page.getByRole('combobox', { name: t('policies:fields.premium') }).click();
    await page
      .getByRole('option')
      .filter({ hasText: t('policies:per.monthly') })
      .first()
      .click();
    await page
      .getByRole('status')
      .filter({ hasText: t('policies:cover.pays') })
      .waitFor();
    await page.getByRole('button', { name: t('policies:getQuotation') }).click();
    await page.getByRole('heading', { name: t('policies:quotation.title') }).waitFor();
    await checkA11y(page, `quotation (${lang})`);
    await screenshot(page, `policies-quotation-${lang}`);
    await page.getByRole('button', { name: t('policies:purchase') }).click();

    const heading = page.getByRole('heading', {
      name: new RegExp(`^${escapeRegExp(t('policies:detailTitle', { number: '' }))}`),
    });
    await heading.waitFor();
    const number = (await heading.textContent())?.split(' ').at(-1) ?? '';
    expect(number).not.toBe('');
    await page.getByText(t('policies:bought', { number })).waitFor();
    await expectStatus(page, t('policies:status.pending'));

    // A missing payment of more than one premium: the policy becomes active by the same rule as a gateway payment.
    await page.getByRole('link', { name: t('policies:recordPayment') }).click();
    await page.getByRole('heading', { name: t('payments:newTitle') }).waitFor();
    const reference = `E2E-${lang}-${Date.now()}`;
    await page.getByLabel(t('payments:fields.amount', { currency: 'KES' })).fill('250');
    await page.getByLabel(t('payments:fields.mno_reference')).fill(reference);
    await page.getByRole('button', { name: t('payments:record') }).click();
    const confirm = page.getByRole('dialog', { name: t('payments:confirmTitle') });
    await confirm.getByRole('button', { name: t('payments:record') }).click();
    await page.getByRole('heading', { name: t('payments:detailTitle', { reference }) }).waitFor();
    await expectStatus(page, t('policies:status.active'));
    await page.getByRole('link', { name: number }).click();
    await heading.waitFor();
    await expectStatus(page, t('policies:status.active'));
    await screenshot(page, `policies-active-${lang}`);

    // A policy document: signed upload with its type, listed, then deleted after confirming.
    await page.getByRole('tab', { name: t('policies:tabs.documents') }).click();
    const documents = page.getByRole('region', { name: t('policies:sections.documents'), exact: true });
    await documents.getByRole('combobox', { name: new RegExp(`^${t('app:documents.type')}`) }).click();
    await page.getByRole('option', { name: t('app:documents.types.Other') }).click();
    await documents.getByLabel(new RegExp(`^${t('app:documents.file')}`)).setInputFiles({
      name: 'signed-form.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await documents.getByRole('button', { name: t('app:documents.upload'), exact: true }).click();
    await page.getByText(t('app:documents.uploaded', { name: 'signed-form.pdf' })).waitFor();
    const row = documents.getByRole('cell', { name: 'signed-form.pdf', exact: true });
    await row.waitFor();
    await documents.getByRole('cell', { name: t('app:documents.types.Other'), exact: true }).waitFor();
    await checkA11y(page, `policy documents (${lang})`);
    await screenshot(page, `policy-documents-${lang}`);
    await documents.getByRole('button', { name: t('app:documents.deleteOne', { name: 'signed-form.pdf' }) }).click();
    await page
      .getByRole('dialog', { name: t('app:documents.deleteTitle') })
      .getByRole('button', { name: t('app:actions.delete') })
      .click();
    await page.getByText(t('app:documents.deleted', { name: 'signed-form.pdf' })).waitFor();
    await row.waitFor({ state: 'detached' });

    // Inside the cool-off period everything paid comes back.
    await page.getByRole('button', { name: t('policies:cancelPolicy') }).click();
    const cancel = page.getByRole('dialog', { name: t('policies:cancelTitle', { number }) });
    const statement = cancel.getByRole('status');
    const inside = pattern(raw, 'policies:refund.insideCoolOff', {
      hours: sale.coolOffHours,
      amount: money(25_000, lang),
    });
    await expect.poll(() => textOf(statement)).toMatch(inside);
    await checkA11y(page, `cancel dialog (${lang})`);
    await cancel.getByLabel(t('policies:fields.cancel_reason')).fill('Customer changed their mind');
    await cancel.getByRole('button', { name: t('policies:cancelPolicy') }).click();
    await page.getByText(pattern(raw, 'policies:cancelled', { number, amount: money(25_000, lang) })).waitFor();
    await expectStatus(page, t('policies:status.cancelled'));
    await screenshot(page, `policies-cancelled-in-cool-off-${lang}`);
    await page.context().close();
  });

  it('cancels a policy bought before its cool-off ended: only the unused prepaid period comes back (French)', async () => {
    const lang: Lang = 'fr';
    const { t, raw } = words(lang);
    const old = await policyPastCoolOff(baseUrl, dataDir, demoPassword('demo.agent'), sale);
    const page = await agentPage(lang);
    await page.goto(`${baseUrl}/policies/${old.guid}`);
    await page.getByRole('heading', { name: t('policies:detailTitle', { number: old.policy_number }) }).waitFor();
    await expectStatus(page, t('policies:status.active'));
    await page.getByRole('button', { name: t('policies:cancelPolicy') }).click();
    const cancel = page.getByRole('dialog', { name: t('policies:cancelTitle', { number: old.policy_number }) });
    const statement = cancel.getByRole('status');
    // Two monthly premiums paid today and the first month has started: one prepaid month comes back.
    const after = pattern(raw, 'policies:refund.afterCoolOff', {
      amount: money(sale.premiumCents, lang),
      paid: money(old.paid_cents, lang),
    });
    await expect.poll(() => textOf(statement)).toMatch(after);
    await checkA11y(page, `cancel after cool-off (${lang})`);
    await cancel.getByLabel(t('policies:fields.cancel_reason')).fill('Customer moved abroad');
    await cancel.getByRole('button', { name: t('policies:cancelPolicy') }).click();
    await expectStatus(page, t('policies:status.cancelled'));
    // The refund recorded by the server is the one stated.
    const details = page.getByRole('region', { name: t('policies:sections.details') });
    await page
      .getByText(
        pattern(raw, 'policies:cancelled', { number: old.policy_number, amount: money(sale.premiumCents, lang) }),
      )
      .waitFor();
    await expect
      .poll(() => textOf(details))
      .toMatch(new RegExp(escapeRegExp(money(sale.premiumCents, lang)).replace(/\s+/gu, '\\s+'), 'u'));
    await screenshot(page, `policies-cancelled-after-cool-off-${lang}`);
    await page.context().close();
  });
});
