import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { checkA11y, launch, newPage, screenshot, signIn } from './support/browser.ts';
import {
  apiToken,
  complexCandidate,
  dayFirst,
  daysAgo,
  ensureClaimLists,
  ensureOpenCallback,
  type HospitalCandidate,
  hospitalCandidate,
  pendingPayoutClaim,
} from './support/claims-fixtures.ts';
import { demoPassword } from './support/demo-users.ts';

const baseUrl = inject('baseUrl');
const adminPassword = inject('adminPassword');
let browser: Browser;
let failing: HospitalCandidate;
let paying: HospitalCandidate;

beforeAll(async () => {
  browser = await launch();
  const admin = await apiToken(baseUrl, 'admin', adminPassword);
  const agent = await apiToken(baseUrl, 'demo.agent', demoPassword('demo.agent'));
  failing = await hospitalCandidate(baseUrl, agent, 'JAMII', true);
  paying = await hospitalCandidate(baseUrl, agent, 'JAMII', false);
  await ensureClaimLists(baseUrl, admin, failing.partner);
});
afterAll(() => browser?.close());

/** Signs a demo user in with the given partner selected (remembered by the partner switcher). */
async function signInAs(username: string, partner: string, locale?: string) {
  const page = await newPage(browser, { locale });
  await page.addInitScript((p) => localStorage.setItem('coverdesk.partner', p), partner);
  await signIn(page, baseUrl, username, demoPassword(username));
  await page.getByRole('navigation').waitFor();
  return page;
}

type Labels = Record<
  | 'phone'
  | 'find'
  | 'policy'
  | 'type'
  | 'admission'
  | 'discharge'
  | 'hospital'
  | 'reason'
  | 'condition'
  | 'channel'
  | 'verification'
  | 'received'
  | 'amount',
  string
>;

/** Fills the details step of a hospital claim for the candidate (labels in the page's language). */
async function fillHospitalClaim(page: Page, c: HospitalCandidate, l: Labels) {
  await page.getByLabel(l.phone).fill(c.msisdn);
  await page.getByRole('button', { name: l.find }).click();
  await page.getByRole('button', { name: new RegExp(c.name) }).click();
  await page.getByTestId('claim-customer').waitFor();
  await page.getByLabel(l.policy, { exact: true }).selectOption(c.policy);
  await page.getByLabel(l.type, { exact: true }).selectOption('hospital');
  await page.getByLabel(l.admission, { exact: true }).fill(dayFirst(daysAgo(6)));
  await page.getByLabel(l.discharge, { exact: true }).fill(dayFirst(daysAgo(2)));
  await page.getByLabel(l.hospital, { exact: true }).fill('Kenyatta');
  await page.getByRole('option', { name: 'Kenyatta National Hospital', exact: true }).click();
  await page.getByLabel(l.reason, { exact: true }).fill('Malaria');
  await page.getByLabel(l.condition, { exact: true }).selectOption('Illness');
  await page.getByLabel(l.channel, { exact: true }).selectOption('whatsapp');
  await page.getByLabel(l.verification, { exact: true }).selectOption('phone_call');
  await page.getByLabel(l.received, { exact: true }).fill(dayFirst(`${daysAgo(1)}T10:30`));
  await page.getByLabel(l.amount).fill('12000');
}

const EN: Labels = {
  phone: 'Customer phone number',
  find: 'Find customer',
  policy: 'Policy',
  type: 'Type',
  admission: 'Admission date',
  discharge: 'Discharge date',
  hospital: 'Hospital',
  reason: 'Hospitalisation reason',
  condition: 'Condition',
  channel: 'Document channel',
  verification: 'Verification',
  received: 'Documentation received',
  amount: 'Total claim amount',
};

describe('claims', () => {
  it('makes a hospital claim in three steps, approves it, pays it, sees the payout fail and retries it', async () => {
    const agent = await signInAs('demo.agent', failing.partner);
    await agent.getByRole('link', { name: 'Make claim' }).click();
    await agent.getByRole('heading', { name: 'Make claim' }).waitFor();
    // Nothing is sent before the form is valid: the contract's schema names the missing fields.
    await agent.getByLabel(EN.phone).fill(failing.msisdn);
    await agent.getByRole('button', { name: EN.find }).click();
    await agent.getByRole('button', { name: new RegExp(failing.name) }).click();
    await agent.getByRole('button', { name: 'Next: summary' }).click();
    await agent.getByLabel('Type', { exact: true }).and(agent.locator('[aria-invalid="true"]')).waitFor();
    await checkA11y(agent, 'make claim with errors');
    await agent.getByRole('button', { name: 'Change customer' }).click();
    await fillHospitalClaim(agent, failing, EN);
    await agent.getByRole('button', { name: 'Next: summary' }).click();
    await agent.getByRole('heading', { name: 'What the policy pays' }).waitFor();
    await agent.getByTestId('assessment').waitFor();
    await checkA11y(agent, 'claim summary');
    await screenshot(agent, 'claim-summary');
    await agent.getByRole('button', { name: 'Submit claim' }).click();
    const reference = (await agent.getByTestId('claim-reference').textContent())?.trim() ?? '';
    expect(reference).toMatch(/^CLM-/);
    await agent.getByText(`Claim ${reference} has been made.`).waitFor();
    // The results step takes the claim's documents at once: signed upload, upload callback, typed record.
    const upload = agent.getByRole('region', { name: 'Documents', exact: true });
    await upload.getByRole('combobox', { name: /^Document type/ }).click();
    await agent.getByRole('option', { name: 'Discharge summary', exact: true }).click();
    await upload.getByLabel(/^File/).setInputFiles({
      name: 'discharge.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await upload.getByRole('button', { name: 'Upload document', exact: true }).click();
    await agent.getByText('discharge.pdf has been uploaded.').waitFor();
    await upload.getByRole('cell', { name: 'discharge.pdf', exact: true }).waitFor();
    await checkA11y(agent, 'claim results with a document');
    await agent.getByRole('link', { name: 'Open the claim' }).click();
    await agent.getByRole('heading', { name: `Claim ${reference}` }).waitFor();
    // The claim page lists it, with its type, under its Documents tab.
    await agent.getByRole('tab', { name: 'Documents' }).click();
    const documents = agent.getByRole('region', { name: 'Documents', exact: true });
    await documents.getByRole('cell', { name: 'discharge.pdf', exact: true }).waitFor();
    await documents.getByRole('cell', { name: 'Discharge summary', exact: true }).waitFor();
    await screenshot(agent, 'claim-documents');
    // The claim's own address (without the tab the agent opened).
    const claimUrl = agent.url().split('?')[0]!;
    // An agent submits, but neither decides nor pays.
    expect(await agent.getByRole('button', { name: 'Approve' }).count()).toBe(0);
    await agent.context().close();

    const assessor = await signInAs('demo.assessor', failing.partner);
    await assessor.goto(claimUrl);
    await assessor.getByRole('heading', { name: `Claim ${reference}` }).waitFor();
    // A claim whose required documents are still outstanding is open: the assessor records their arrival first.
    const complete = assessor.getByRole('button', { name: 'Documents complete' });
    if ((await complete.count()) > 0) {
      await complete.click();
      // Required documents still missing are named, and marking the documents complete asks first.
      const missing = assessor.getByRole('dialog', { name: /^Mark the documents complete with/ });
      const done = assessor.getByText(`The documents of ${reference} are complete.`);
      await missing.or(done).first().waitFor();
      if (await missing.isVisible()) {
        await checkA11y(assessor, 'documents complete with missing documents');
        await missing.getByRole('button', { name: 'Mark complete anyway' }).click();
      }
      await done.waitFor();
    }
    await assessor.getByRole('button', { name: 'Approve' }).click();
    // Approving confirms the benefit it commits to.
    const approveDialog = assessor.getByRole('dialog', { name: `Approve claim ${reference}?` });
    await approveDialog.getByText('Benefit to be paid').waitFor();
    await approveDialog.getByRole('button', { name: 'Approve' }).click();
    await assessor.getByText(`Claim ${reference} has been approved.`).waitFor();
    // The assessor may not pay (claims.pay), so no payment button shows.
    expect(await assessor.getByRole('button', { name: 'Set up payment' }).count()).toBe(0);
    await assessor.context().close();

    const finance = await signInAs('demo.finance', failing.partner);
    await finance.goto(claimUrl);
    await finance.getByRole('heading', { name: `Claim ${reference}` }).waitFor();
    await finance.getByRole('button', { name: 'Set up payment' }).click();
    await finance
      .getByRole('dialog', { name: `Set up the payment of ${reference}?` })
      .getByRole('button', { name: 'Set up payment' })
      .click();
    await finance.getByText(`Claim ${reference} is ready to be paid.`).waitFor();
    await finance.getByRole('button', { name: 'Pay', exact: true }).click();
    const pay = finance.getByRole('dialog', { name: `Pay claim ${reference}?` });
    // The confirmation says where the money goes: amount, phone number and channel.
    await pay.getByText('Phone number', { exact: true }).waitFor();
    await pay.getByText('Mobile money', { exact: true }).waitFor();
    await checkA11y(finance, 'pay confirmation');
    await pay.getByRole('button', { name: 'Pay', exact: true }).click();
    // The gateway refused the payout at once: an error with its reason, never "sent".
    await finance.getByText(`The payout of ${reference} failed: Recipient limit exceeded.`, { exact: false }).waitFor();
    const payouts = finance.getByRole('table', { name: 'Payouts' });
    await payouts.getByText('Recipient limit exceeded').waitFor();
    await screenshot(finance, 'claim-payout-failed');
    await payouts.getByRole('button', { name: 'Retry payout' }).click();
    await finance
      .getByRole('dialog', { name: `Retry the payout of ${reference}?` })
      .getByRole('button', { name: 'Retry payout' })
      .click();
    await finance.getByText(`The payout of ${reference} failed: Recipient limit exceeded.`, { exact: false }).waitFor();
    await expect.poll(() => payouts.getByText('Recipient limit exceeded').count()).toBe(2);
    await finance.getByRole('tab', { name: 'Timeline' }).click();
    await finance.getByRole('list', { name: 'Timeline' }).getByText('Payout retried').first().waitFor();
    await checkA11y(finance, 'claim with payouts');
    await screenshot(finance, 'claim-payout-retried');
    await finance.context().close();
  });

  it('rejects a claim with a reason from the list and reverts the rejection; works a queue and closes a callback', async () => {
    const assessor = await signInAs('demo.assessor', failing.partner);
    await assessor.getByRole('link', { name: 'Claims', exact: true }).click();
    await assessor.getByRole('heading', { name: 'Claims', exact: true }).waitFor();
    await assessor.getByRole('tab', { name: /^Processing/ }).waitFor();
    await assessor.getByRole('grid', { name: 'Claims being processed' }).waitFor();
    // Search: the criterion first, then a value.
    await assessor.getByLabel('Search by').click();
    await assessor.getByRole('option', { name: 'Status' }).click();
    await assessor.getByLabel('Value', { exact: true }).click();
    await assessor.getByRole('option', { name: 'Decision pending' }).click();
    await assessor.getByRole('button', { name: 'Search', exact: true }).click();
    const results = assessor.getByRole('grid', { name: 'Search results' });
    const first = results.getByRole('link').first();
    const reference = (await first.textContent())?.trim() ?? '';
    await first.click();
    await assessor.getByRole('heading', { name: `Claim ${reference}` }).waitFor();
    await assessor.getByRole('button', { name: 'Reject' }).click();
    const dialog = assessor.getByRole('dialog', { name: `Reject claim ${reference}?` });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.getByText('A reason is required for this action.').waitFor();
    await dialog.getByLabel('Rejection reason').click();
    await assessor.getByRole('option').first().click();
    await checkA11y(assessor, 'reject dialog');
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await assessor.getByText(`Claim ${reference} has been rejected.`).waitFor();
    await assessor.getByRole('button', { name: 'Revert rejection' }).click();
    await assessor.getByText(`The rejection of ${reference} has been reverted.`).waitFor();
    await assessor.getByRole('tab', { name: 'Timeline' }).click();
    await assessor.getByRole('list', { name: 'Timeline' }).getByText('Rejection reverted').first().waitFor();
    await screenshot(assessor, 'claim-rejection-reverted');

    const callbackRef = await ensureOpenCallback(failing.partner);
    await assessor.getByRole('link', { name: 'Claim callbacks' }).click();
    await assessor.getByRole('heading', { name: 'Claim callbacks' }).waitFor();
    await assessor
      .getByRole('button', { name: `Close callback ${callbackRef}` })
      .first()
      .click();
    const closeDialog = assessor.getByRole('dialog', { name: `Close the callback of ${callbackRef}?` });
    await closeDialog.getByLabel('Reason').fill('Called back and explained the assessment');
    await closeDialog.getByRole('button', { name: 'Close callback' }).click();
    await assessor.getByText(`The callback of ${callbackRef} has been closed.`).waitFor();
    await assessor.getByRole('tab', { name: 'Closed' }).click();
    await assessor.getByRole('gridcell', { name: 'Called back and explained the assessment' }).first().waitFor();
    await assessor.context().close();
  });

  it('makes a claim in French', async () => {
    const agent = await signInAs('demo.agent', paying.partner);
    await agent.evaluate(() => localStorage.setItem('coverdesk.language', 'fr'));
    await agent.goto(`${baseUrl}/make-claim`);
    await agent.getByRole('heading', { name: 'Déclarer un sinistre' }).waitFor();
    await fillHospitalClaim(agent, paying, {
      phone: 'Numéro de téléphone du client',
      find: 'Trouver le client',
      policy: 'Police',
      type: 'Type',
      admission: "Date d'admission",
      discharge: 'Date de sortie',
      hospital: 'Hôpital',
      reason: "Motif d'hospitalisation",
      condition: 'Affection',
      channel: 'Canal des documents',
      verification: 'Vérification',
      received: 'Documents reçus le',
      amount: 'Montant total réclamé',
    });
    await agent.getByRole('button', { name: 'Suivant : récapitulatif' }).click();
    await agent.getByRole('heading', { name: 'Ce que la police paie' }).waitFor();
    await agent.getByTestId('assessment').waitFor();
    await agent.getByRole('button', { name: 'Enregistrer le sinistre' }).click();
    const reference = (await agent.getByTestId('claim-reference').textContent())?.trim() ?? '';
    await agent.getByText(`Le sinistre ${reference} a été déclaré.`).waitFor();
    await checkA11y(agent, 'claim made in French');
    await screenshot(agent, 'claim-made-fr');
    await agent.getByRole('link', { name: 'Ouvrir le sinistre' }).click();
    const claimUrl = agent.url().split('?')[0]!;
    await agent.context().close();

    // The assessor's journey in French: the documents, then the decision, each confirmed with what it does.
    const assessor = await signInAs('demo.assessor', paying.partner);
    await assessor.evaluate(() => localStorage.setItem('coverdesk.language', 'fr'));
    await assessor.goto(claimUrl);
    await assessor.getByRole('heading', { name: `Sinistre ${reference}` }).waitFor();
    const complete = assessor.getByRole('button', { name: 'Documents complets' });
    if ((await complete.count()) > 0) {
      await complete.click();
      const missing = assessor.getByRole('dialog', { name: /^Déclarer les documents complets avec/ });
      const done = assessor.getByText(`Les documents de ${reference} sont complets.`);
      await missing.or(done).first().waitFor();
      if (await missing.isVisible()) {
        await checkA11y(assessor, 'documents complets avec des manquants');
        await missing.getByRole('button', { name: 'Déclarer complets quand même' }).click();
      }
      await done.waitFor();
    }
    await assessor.getByRole('button', { name: 'Approuver' }).click();
    const approve = assessor.getByRole('dialog', { name: `Approuver le sinistre ${reference} ?` });
    await approve.getByText('Prestation à verser').waitFor();
    await checkA11y(assessor, 'approbation en français');
    await approve.getByRole('button', { name: 'Approuver' }).click();
    await assessor.getByText(`Le sinistre ${reference} a été approuvé.`).waitFor();
    await screenshot(assessor, 'claim-approved-fr');
    await assessor.context().close();
  });

  it('requests and approves a pre-authorisation, lists complex claims, and makes a claim from the customer page', async () => {
    const assessor = await signInAs('demo.assessor', paying.partner);
    await assessor.getByRole('link', { name: 'Pre-authorisations' }).click();
    await assessor.getByRole('heading', { name: 'Pre-authorisations' }).waitFor();
    await assessor.getByRole('button', { name: 'New pre-authorisation' }).click();
    const form = assessor.getByRole('dialog', { name: 'New pre-authorisation' });
    await form.getByLabel('Customer phone number').fill(paying.msisdn);
    await form.getByRole('button', { name: 'Find customer' }).click();
    await form.getByRole('button', { name: new RegExp(paying.name) }).click();
    await form.getByLabel('Policy', { exact: true }).selectOption(paying.policy);
    await form.getByLabel('Hospital', { exact: true }).fill('Kenyatta National Hospital');
    await form.getByLabel('Condition', { exact: true }).fill('Planned surgery');
    await form.getByLabel('Admission date', { exact: true }).fill(dayFirst(daysAgo(-3)));
    await form.getByLabel('Requested amount (KES)').fill('8000');
    await checkA11y(assessor, 'pre-authorisation form');
    await form.getByRole('button', { name: 'Save' }).click();
    await assessor.getByText('The pre-authorisation has been requested.').waitFor();
    // The row's actions sit in its menu (the grid fits 1366 px).
    await assessor
      .getByRole('button', { name: `Actions for ${paying.name}` })
      .first()
      .click();
    await assessor.getByRole('menuitem', { name: 'Approve' }).click();
    const approve = assessor.getByRole('dialog', { name: 'Approve the pre-authorisation?' });
    await approve.getByLabel('Approved amount (KES)').fill('7500');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await assessor.getByText('The pre-authorisation has been approved.').waitFor();
    await screenshot(assessor, 'preauthorisation-approved');

    await assessor.getByRole('link', { name: 'Complex claims' }).click();
    await assessor.getByRole('heading', { name: 'Complex claims' }).waitFor();
    await assessor.getByRole('grid', { name: 'Complex claims' }).waitFor();

    await assessor.goto(`${baseUrl}/customers/${paying.customer}/make-claim`);
    // This partner's claims mode is complex: the tab starts a complex claim; the standard one is a click away.
    await assessor.getByRole('button', { name: 'Standard claim' }).click();
    await assessor.getByTestId('claim-customer').filter({ hasText: paying.name }).waitFor();
    await assessor.getByLabel('Policy', { exact: true }).selectOption(paying.policy);
    await assessor.getByLabel('Type', { exact: true }).selectOption('hospital');
    // The approved pre-authorisation of this stay fills the hospital and the admission date.
    await assessor.getByLabel('Pre-authorisation', { exact: true }).selectOption({ index: 1 });
    await expect
      .poll(() => assessor.getByLabel('Hospital', { exact: true }).inputValue())
      .toBe('Kenyatta National Hospital');
    await expect
      .poll(() => assessor.getByLabel('Admission date', { exact: true }).inputValue())
      .toBe(dayFirst(daysAgo(-3)));
    await checkA11y(assessor, 'make claim from the customer page');
    await assessor.context().close();
  });

  it('initiates a complex claim from the customer page, opens it from the list, adds a benefit usage and removes it', async () => {
    const candidate = await complexCandidate(paying.partner);
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const assessor = await signInAs('demo.assessor', paying.partner);
    await assessor.goto(`${baseUrl}/customers/${candidate.customer}/make-claim`);
    const form = assessor.getByRole('form', { name: 'Initiate a complex claim' });
    await form.getByLabel(/^Policy\W*$/).selectOption(candidate.policy);
    await form.getByLabel(/^Type\W*$/).selectOption('hospital');
    await form.getByLabel(/^Event date\W*$/).fill(dayFirst(daysAgo(3)));
    await form.getByLabel(/^Facility\W*$/).fill('Aga Khan University Hospital');
    await form.getByLabel(/^Facility code\W*$/).fill(code);
    await checkA11y(assessor, 'initiate complex claim');
    await form.getByRole('button', { name: 'Initiate claim' }).click();
    await assessor.getByText(/^Complex claim CLM-.* has been initiated\.$/).waitFor();

    await assessor.getByRole('link', { name: 'Complex claims' }).click();
    await assessor.getByRole('heading', { name: 'Complex claims' }).waitFor();
    await assessor.getByLabel('Facility code', { exact: true }).fill(code);
    await assessor.getByRole('button', { name: 'Filter' }).click();
    const grid = assessor.getByRole('grid', { name: 'Complex claims' });
    // One row once the filter answered (the facility code column is among the first hidden at this width): its
    // reference opens the claim (the person affected links the customer).
    const claimLink = grid.getByRole('link', { name: /^CLM-/ });
    await expect.poll(() => claimLink.count(), { timeout: 30_000 }).toBe(1);
    const reference = (await claimLink.textContent())?.trim() ?? '';
    await claimLink.click();
    await assessor.getByRole('heading', { name: `Claim ${reference}` }).waitFor();

    const remaining = assessor.getByTestId('benefit-remaining');
    await remaining.waitFor();
    const before = (await remaining.textContent()) ?? '';
    const usage = assessor.getByRole('form', { name: 'Add usage' });
    await usage.getByLabel(/^Benefit/).fill('Outpatient');
    await usage.getByLabel(/^Amount/).fill('250');
    await usage.getByRole('button', { name: 'Add usage' }).click();
    await assessor.getByText(/of Outpatient has been recorded\.$/).waitFor();
    await expect.poll(() => remaining.textContent()).not.toBe(before);
    const usages = assessor.getByRole('table', { name: 'Benefit usages' });
    await usages.getByText('Outpatient').waitFor();
    await checkA11y(assessor, 'complex claim with a usage');
    await screenshot(assessor, 'complex-claim-usage');
    await usages.getByRole('button', { name: 'Remove usage Outpatient' }).click();
    await assessor
      .getByRole('dialog', { name: /^Remove the usage Outpatient/ })
      .getByRole('button', { name: 'Remove usage' })
      .click();
    await assessor.getByText('The usage Outpatient has been removed.').waitFor();
    await expect.poll(() => remaining.textContent()).toBe(before);
    await assessor.getByRole('tab', { name: 'Timeline' }).click();
    await assessor.getByRole('list', { name: 'Timeline' }).getByText('Benefit usage removed').first().waitFor();
    await assessor.context().close();
  });

  it("records the operator's outcome of a pending payout as a finance officer", async () => {
    const claim = await pendingPayoutClaim(paying.partner);
    const finance = await signInAs('demo.finance', paying.partner);
    await finance.goto(`${baseUrl}/claims/${claim.guid}`);
    await finance.getByRole('heading', { name: `Claim ${claim.reference}` }).waitFor();
    const payouts = finance.getByRole('table', { name: 'Payouts' });
    await payouts.getByRole('button', { name: 'Record outcome' }).click();
    const dialog = finance.getByRole('dialog', { name: `Operator outcome of the payout of ${claim.reference}` });
    await dialog.getByLabel('Paid: the operator confirmed the payout').check();
    await dialog.getByLabel('Operator reference').fill('MP-E2E-1');
    await checkA11y(finance, 'payout outcome form');
    await dialog.getByRole('button', { name: 'Review' }).click();
    const confirm = finance.getByRole('dialog', { name: `Record this outcome for ${claim.reference}?` });
    await confirm.getByRole('button', { name: 'Record outcome' }).click();
    await finance.getByText(`The payout of ${claim.reference} has been recorded as paid.`).waitFor();
    await payouts.getByText('MP-E2E-1').waitFor();
    expect(await payouts.getByRole('button', { name: 'Record outcome' }).count()).toBe(0);
    await screenshot(finance, 'payout-outcome-recorded');
    await finance.context().close();
  });
});
