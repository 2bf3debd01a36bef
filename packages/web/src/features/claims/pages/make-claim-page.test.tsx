import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { ASSESSMENT, bodyOf, CUSTOMER, claimDetail, claimsApi, POLICY } from '../test/claims-fake-api.ts';
import { fillHospitalClaim, pickCustomer, setValue } from '../test/make-claim-steps.ts';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('make claim', () => {
  it('validates with the contract schema, shows the server assessment with its reasons, and gives the reference', async () => {
    let payable = false;
    const { calls } = claimsApi(['claims_assessor'], {
      'GET /api/customers/find': { status: 200, body: { items: [{ ...CUSTOMER, score: null }], count: 1 } },
      [`GET /api/policies/customer/guid/${CUSTOMER.guid}`]: { status: 200, body: [POLICY] },
      [`GET /api/dependants/${CUSTOMER.guid}/all`]: { status: 200, body: [] },
      'POST /api/claims/assessment_preview': ({ init }) => {
        payable = bodyOf(init).ignore_max_days_allowed_after_discharge_or_death === true;
        return {
          status: 200,
          body: payable
            ? ASSESSMENT
            : {
                ...ASSESSMENT,
                benefit_amount_cents: 0,
                payable: false,
                reasons: [{ code: 'max_days_exceeded', text: 'The claim was made too long after the discharge.' }],
              },
        };
      },
      'POST /api/claims': { status: 201, body: claimDetail({ claim_reference: 'CLM-2026-000099' }) },
    });
    await session.signIn('assessor', 'pw');
    renderApp('/make-claim');
    const user = userEvent.setup();
    expect(await pickCustomer(user)).toHaveTextContent('Amina Wanjiru');

    // Required fields are marked before Next is pressed.
    expect(screen.getByLabelText('Type', { selector: 'select' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Policy', { selector: 'select' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText('Comment')).not.toHaveAttribute('aria-required');
    await user.click(screen.getByRole('button', { name: 'Next: summary' }));
    expect(screen.getByLabelText('Type', { selector: 'select' })).toHaveAccessibleDescription('Required');
    expect(calls.some((c) => c.url.pathname === '/api/claims/assessment_preview')).toBe(false);

    await fillHospitalClaim(user, '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Next: summary' }));
    expect(screen.getByLabelText('Discharge date', { selector: 'input' })).toHaveAccessibleDescription(
      'Discharge cannot be before admission',
    );
    // Nights must have happened: a discharge after today points to a pre-authorisation instead.
    setValue('Discharge date', '2099-01-01');
    await user.click(screen.getByRole('button', { name: 'Next: summary' }));
    expect(screen.getByLabelText('Discharge date', { selector: 'input' })).toHaveAccessibleDescription(
      'The stay must have ended: a planned stay needs a pre-authorisation',
    );
    expect(calls.some((c) => c.url.pathname === '/api/claims/assessment_preview')).toBe(false);
    setValue('Discharge date', '2026-11-08');
    await user.click(screen.getByRole('button', { name: 'Next: summary' }));

    const benefit = await screen.findByRole('region', { name: 'What the policy pays' });
    expect(await within(benefit).findByText('The claim was made too long after the discharge.')).toBeInTheDocument();
    // Paying nothing, it is not submitted with the primary button as if it would pay: Back has the focus.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Back to details' })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Submit a claim that pays nothing' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit claim' })).toBeNull();
    const preview = calls.find((c) => c.url.pathname === '/api/claims/assessment_preview')!;
    expect(bodyOf(preview.init)).toMatchObject({
      type: 'hospital',
      customer_guid: CUSTOMER.guid,
      policy_guid: POLICY.guid,
      relation: 'Principal',
      person_affected: 'Amina Wanjiru',
      claim_amount_cents: 1_200_000,
      ussd_initiated: false,
    });
    // An assessor (claims.decide) may ignore the maximum days: the benefit is computed again.
    await user.click(within(benefit).getByLabelText('Ignore the maximum days after discharge or death'));
    expect(await within(benefit).findByText('KES 4,000.00')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit claim' }));
    expect(await screen.findByTestId('claim-reference')).toHaveTextContent('CLM-2026-000099');
    const created = calls.find((c) => c.init.method === 'POST' && c.url.pathname === '/api/claims')!;
    expect(bodyOf(created.init)).toMatchObject({ ignore_max_days_allowed_after_discharge_or_death: true });
    expect(screen.getByRole('link', { name: 'Open the claim' })).toHaveAttribute(
      'href',
      '/claims/01937a2b-0000-7000-8000-000000000a01',
    );
  }, 120_000);

  it('does not offer the ignore-max-days flag to an agent', async () => {
    claimsApi(['call_centre_agent'], {
      'GET /api/customers/find': { status: 200, body: { items: [], count: 0 } },
    });
    await session.signIn('agent', 'pw');
    renderApp('/make-claim');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Customer phone number'), '0700000000{Enter}');
    expect(await screen.findByText('No customer has this phone number.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Ignore the maximum days after discharge or death')).not.toBeInTheDocument();
  }, 60_000);
});
