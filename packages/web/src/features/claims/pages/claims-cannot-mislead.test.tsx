import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '../../../app/i18n.ts';
import { session } from '../../../app/services.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ASSESSMENT, bodyOf, CUSTOMER, claimDetail, claimsApi, POLICY } from '../test/claims-fake-api.ts';
import { setValue } from '../test/make-claim-steps.ts';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

const GUID = claimDetail().guid;
const LAPSED = { ...POLICY, guid: '01937a2b-0000-7000-8000-0000000000d2', policy_number: 'POL-2026-0002' };
const REQUIRED = {
  four_eyes_payment: true,
  required_documents: { hospital: ['national_identity', 'discharge_summary'] },
};
const ID_DOC = {
  guid: '01937a2b-0000-7000-8000-000000000d01',
  claim_doc_guid: '01937a2b-0000-7000-8000-000000000d01',
  claim_guid: GUID,
  type: 'national_identity',
  filename: 'id.png',
  content_type: 'image/png',
  size_bytes: 4096,
  created_by: 'agent',
  created_at: '2026-11-21T10:00:00Z',
  updated_at: '2026-11-21T10:00:00Z',
  url: '/api/files/x?expires=1&sig=d',
};

/** The make-claim routes: two policies, the second not covering the event day; a claim on it pays nothing. */
function makeClaimApi() {
  const notPaying = {
    ...ASSESSMENT,
    benefit_amount_cents: 0,
    payable: false,
    reasons: [{ code: 'policy_not_active', text: 'The policy was not active on the event date.' }],
  };
  return claimsApi(['claims_assessor'], {
    'GET /api/customers/find': { status: 200, body: { items: [{ ...CUSTOMER, score: null }], count: 1 } },
    [`GET /api/policies/customer/guid/${CUSTOMER.guid}`]: { status: 200, body: [POLICY, LAPSED] },
    [`GET /api/dependants/${CUSTOMER.guid}/all`]: { status: 200, body: [] },
    'GET /api/quotations/event': ({ url }) => {
      const policy = url.searchParams.get('policy_guid');
      const covered = policy === POLICY.guid;
      return {
        status: 200,
        body: {
          customer_guid: CUSTOMER.guid,
          policy_guid: policy,
          event_date: url.searchParams.get('event_date'),
          covered,
          reason: covered ? null : 'expired',
          waiting_period_ends: '2025-02-01',
          benefit_cents: covered ? 400_000 : 0,
        },
      };
    },
    'POST /api/claims/assessment_preview': ({ init }) => ({
      status: 200,
      body: bodyOf(init).policy_guid === POLICY.guid ? ASSESSMENT : notPaying,
    }),
    'POST /api/claims': ({ init }) => ({
      status: 201,
      body: claimDetail({
        status: 'open',
        policy_guid: bodyOf(init).policy_guid,
        benefit_amount_cents: 0,
        documents_due_date: null,
        assessment: notPaying,
      }),
    }),
  });
}

async function fillAccidentClaim(user: ReturnType<typeof userEvent.setup>, l: Record<string, string>, amount: string) {
  await user.type(await screen.findByLabelText(l.phone!), '0712345679');
  await user.click(screen.getByRole('button', { name: l.find }));
  // The customer found is chosen with a visible button.
  const choose = await screen.findByRole('button', { name: `${l.choose} Amina Wanjiru` });
  expect(choose).toHaveTextContent(l.choose!);
  await user.click(choose);
  await screen.findByTestId('claim-customer');
  await user.selectOptions(screen.getByLabelText(l.type!, { selector: 'select' }), 'accident');
  setValue(l.event!, '2026-11-20');
  await user.selectOptions(screen.getByLabelText(l.condition!, { selector: 'select' }), 'Illness');
  await user.selectOptions(screen.getByLabelText(l.channel!, { selector: 'select' }), 'whatsapp');
  await user.selectOptions(screen.getByLabelText(l.verification!, { selector: 'select' }), 'phone_call');
  setValue(l.received!, '2026-11-21T10:30');
  await user.type(screen.getByLabelText(new RegExp(`^${l.amount}`)), amount);
}

const EN = {
  phone: 'Customer phone number',
  find: 'Find customer',
  choose: 'Choose',
  type: 'Type',
  event: 'Event date',
  condition: 'Condition',
  channel: 'Document channel',
  verification: 'Verification',
  received: 'Documentation received',
  amount: 'Total claim amount',
  policy: 'Policy',
};
const FR = {
  phone: 'Numéro de téléphone du client',
  find: 'Trouver le client',
  choose: 'Choisir',
  type: 'Type',
  event: "Date de l'événement",
  condition: 'Affection',
  channel: 'Canal des documents',
  verification: 'Vérification',
  received: 'Documents reçus le',
  amount: 'Montant total réclamé',
  policy: 'Police',
};

describe('claims cannot mislead', () => {
  it('marks the policies not covering the event day, does not submit a claim paying nothing as if it paid, and asks no documents for it', async () => {
    makeClaimApi();
    await session.signIn('assessor', 'pw');
    renderApp('/make-claim');
    const user = userEvent.setup();
    await fillAccidentClaim(user, EN, '10000');
    const policy = screen.getByLabelText('Policy', { selector: 'select' });
    expect(
      await within(policy).findByRole('option', { name: 'POL-2026-0002 · Active — not covering 20 Nov 2026' }),
    ).toBeInTheDocument();
    expect(within(policy).getByRole('option', { name: 'POL-2026-0001 · Active' })).toBeInTheDocument();
    expect(
      screen.getByText('Policies not covering 20 Nov 2026 are marked: a claim on them pays nothing.'),
    ).toBeVisible();
    await user.selectOptions(policy, LAPSED.guid);
    expect(policy).toHaveAccessibleDescription(
      'Not covered on 20 Nov 2026: the policy has expired. A claim on it pays nothing.',
    );
    await user.click(screen.getByRole('button', { name: 'Next: summary' }));
    const benefit = await screen.findByRole('region', { name: 'What the policy pays' });
    expect(await within(benefit).findByText('The policy was not active on the event date.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back to details' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Submit a claim that pays nothing' }));
    expect(await screen.findByText(/This claim pays nothing as entered, so no documents are asked/)).toBeVisible();
    expect(screen.queryByText('Documents are due by')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Documents' })).toBeNull();
  }, 120_000);

  it('in French too: the policy marked, the submit that pays nothing named for what it does', async () => {
    await changeLanguage('fr');
    makeClaimApi();
    await session.signIn('assessor', 'pw');
    renderApp('/make-claim');
    const user = userEvent.setup();
    await fillAccidentClaim(user, FR, '10000');
    const policy = screen.getByLabelText('Police', { selector: 'select' });
    expect(
      await within(policy).findByRole('option', { name: /POL-2026-0002 .* ne couvre pas le 20 nov\. 2026/ }),
    ).toBeInTheDocument();
    await user.selectOptions(policy, LAPSED.guid);
    await user.click(screen.getByRole('button', { name: 'Suivant : récapitulatif' }));
    expect(await screen.findByRole('button', { name: 'Enregistrer un sinistre qui ne paie rien' })).toBeInTheDocument();
  }, 120_000);

  it('warns before approval that the benefit is above the amount claimed, and why: nights × daily benefit', async () => {
    claimsApi(['claims_assessor'], {
      [`GET /api/claims/${GUID}`]: {
        status: 200,
        body: claimDetail({ claim_amount_cents: 200_000, allowed_actions: ['approve'] }),
      },
    });
    await session.signIn('assessor', 'pw');
    renderApp(`/claims/${GUID}`);
    expect(
      await screen.findByText(
        'The benefit, KES 4,000.00, is more than the amount claimed, KES 2,000.00: the product pays 4 nights × KES 1,000.00 daily benefit.',
      ),
    ).toBeVisible();
  }, 60_000);

  it('asks before "Documents complete" with required documents missing, naming them; a claim past that stage says they never came', async () => {
    let status = 'open';
    const { calls } = claimsApi(['claims_assessor'], {
      [`GET /api/claims/${GUID}`]: () => ({ status: 200, body: claimDetail({ status }) }),
      'GET /api/partners_config_claim': { status: 200, body: REQUIRED },
      [`GET /api/claims/${GUID}/files`]: { status: 200, body: [ID_DOC] },
      [`PUT /api/claims/${GUID}`]: () => {
        status = 'decision_pending';
        return { status: 200, body: claimDetail({ status }) };
      },
    });
    await session.signIn('assessor', 'pw');
    renderApp(`/claims/${GUID}`);
    const user = userEvent.setup();
    const complete = await screen.findByRole('button', { name: 'Documents complete' });
    await waitFor(() => expect(complete).toBeEnabled());
    await user.click(complete);
    const dialog = await screen.findByRole('dialog', { name: 'Mark the documents complete with one missing?' });
    expect(
      within(dialog).getByText(
        'Discharge summary has not been received. The claim goes on to its decision without it.',
      ),
    ).toBeVisible();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Mark complete anyway' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    await user.click(await screen.findByRole('tab', { name: 'Documents' }));
    expect(
      await screen.findByText('Never received: Discharge summary — the documents were marked complete without them.'),
    ).toBeVisible();
    expect(screen.queryByText(/\(missing\)/)).toBeNull();
  }, 90_000);

  it('in French: the confirmation names the missing document; a closed claim says it was closed without it', async () => {
    await changeLanguage('fr');
    claimsApi(['claims_assessor'], {
      [`GET /api/claims/${GUID}`]: { status: 200, body: claimDetail({ status: 'closed' }) },
      'GET /api/partners_config_claim': { status: 200, body: REQUIRED },
      [`GET /api/claims/${GUID}/files`]: { status: 200, body: [ID_DOC] },
    });
    await session.signIn('assessor', 'pw');
    renderApp(`/claims/${GUID}?tab=documents`);
    expect(
      await screen.findByText('Jamais reçus : Compte rendu de sortie — le sinistre a été clos sans eux.'),
    ).toBeVisible();
  }, 60_000);
});
