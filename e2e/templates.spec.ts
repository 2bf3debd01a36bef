import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Api, apiAs, prepareSale, type SaleSetup } from './policies-setup.ts';
import { checkA11y, launch, newPage, screenshot, signIn } from './support/browser.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;
let sale: SaleSetup;
let api: Api;
let policy: { guid: string; policy_number: string };

beforeAll(async () => {
  browser = await launch();
  sale = await prepareSale(baseUrl, adminPassword);
  api = await apiAs(baseUrl, 'admin', adminPassword, sale.partner);
  policy = await api.call('POST', '/api/products/buy', {
    body: {
      customer_guid: sale.customer.guid,
      product_guid: sale.productGuid,
      start_date: new Date().toISOString().slice(0, 10),
      premium_cents: sale.premiumCents,
      channel: 'WebClient',
    },
  });
});
afterAll(() => browser?.close());

async function adminPage(): Promise<Page> {
  const page = await newPage(browser);
  await page.addInitScript((partner) => localStorage.setItem('coverdesk.partner', partner), sale.partner);
  await signIn(page, baseUrl, 'admin', adminPassword);
  await page.getByRole('navigation').waitFor();
  return page;
}

describe('templates, email and knowledge base', () => {
  it('writes a template, previews it on a policy, generates it and emails it', async () => {
    const page = await adminPage();
    await page.getByRole('link', { name: 'Document templates' }).click();
    await page.getByRole('heading', { name: 'Document templates' }).waitFor();
    await page.getByRole('button', { name: 'New template' }).click();
    const dialog = page.getByRole('dialog', { name: 'New document template' });
    const name = `Welcome ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await dialog.getByLabel('Title (English)').fill('Welcome {{customer.full_name}}');
    await dialog
      .getByLabel('Text (English)')
      .fill('# Welcome\nPolicy :: {{policy.policy_number}}\nPremium :: {{policy.premium}}');
    await dialog.getByRole('tab', { name: 'French' }).click();
    await dialog.getByLabel('Title (French)').fill('Bienvenue {{customer.full_name}}');
    await dialog
      .getByLabel('Text (French)')
      .fill('# Bienvenue\nPolice :: {{policy.policy_number}}\nPrime :: {{policy.premium}}');
    await checkA11y(page, 'template editor');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await page.getByText(`${name} has been created.`).waitFor();

    await page.getByRole('button', { name: `Preview ${name}` }).click();
    const preview = page.getByRole('dialog', { name: `Preview of ${name}` });
    await preview.getByLabel('Policy number or id').fill(policy.policy_number);
    await preview.getByRole('button', { name: 'In French' }).click();
    await preview.locator('iframe[title="The rendered document"]').waitFor();
    await screenshot(page, 'templates-preview');
    await preview.getByRole('button', { name: 'Close' }).click();

    const templates = await api.call<{ guid: string; name: string }[]>('GET', '/api/templates?type=Policy');
    const template = templates.find((x) => x.name === name)!;
    await api.call('POST', '/api/email/templates', {
      body: {
        code: `welcome_${Date.now()}`,
        name: `Email ${name}`,
        entity_type: 'Policy',
        subject_en: 'Your policy {{policy.policy_number}}',
        subject_fr: 'Votre police {{policy.policy_number}}',
        html_en: '<p>Dear {{customer.full_name}}</p>',
        html_fr: '<p>Bonjour {{customer.full_name}}</p>',
        text_en: 'Dear {{customer.full_name}}',
        text_fr: 'Bonjour {{customer.full_name}}',
        document_template_guids: [template.guid],
      },
    });

    await page.goto(`${baseUrl}/policies/${policy.guid}?tab=documents`);
    const generated = page.getByRole('region', { name: 'Generated documents' });
    await generated.getByRole('combobox', { name: 'Template' }).click();
    await page.getByRole('option', { name }).click();
    await generated.getByRole('button', { name: 'Generate document' }).click();
    await generated.getByRole('link', { name: new RegExp(`${policy.policy_number} - ${name}`) }).waitFor();

    const emails = page.getByRole('region', { name: 'Emails' });
    await emails.getByRole('button', { name: 'Send email' }).click();
    const send = page.getByRole('dialog', { name: 'Send an email' });
    await send.getByRole('combobox', { name: 'Email template' }).click();
    await page.getByRole('option', { name: `Email ${name}` }).click();
    await send.getByLabel('Recipients').fill('customer@example.com');
    await send.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The email has been queued.').waitFor();
    await emails.getByRole('cell', { name: 'customer@example.com' }).waitFor();
    await checkA11y(page, 'policy with documents and emails');
    await screenshot(page, 'templates-policy');
    const sent = await api.call<{ to: string; attachments: string[] }[]>(
      'GET',
      `/api/emails?entity_guid=${policy.guid}`,
    );
    expect(sent[0]?.attachments[0]).toContain(name);
  });

  it('finds a guide by a French word with and without accents', async () => {
    const title = `Hospitalisation ${Date.now()}`;
    await api.call('POST', '/api/knowledge-base', {
      body: {
        title,
        language: 'fr',
        document_type: 'procedure',
        body: "Le client fournit le bulletin de sortie de l'hôpital et la facture.",
      },
    });
    const page = await adminPage();
    await page.getByRole('link', { name: 'Knowledge base' }).click();
    const box = page.getByRole('searchbox', { name: 'Search the knowledge base' });
    for (const word of ['hopital', 'hôpital']) {
      await box.fill(word);
      const results = page.getByRole('list', { name: 'Guides found' });
      await results.getByRole('link', { name: new RegExp(title) }).waitFor();
      await results.locator('mark', { hasText: 'hôpital' }).first().waitFor();
    }
    await checkA11y(page, 'knowledge base search');
    await screenshot(page, 'knowledge-base');
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await page.getByRole('heading', { name: title }).waitFor();
  });
});
