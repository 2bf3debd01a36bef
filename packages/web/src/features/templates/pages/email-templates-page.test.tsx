import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const welcome = {
  guid: '0190f000-0000-7000-8000-0000000000e1',
  code: 'policy_welcome',
  name: 'Policy welcome',
  entity_type: 'Policy',
  subject_en: 'Your policy {{policy.policy_number}}',
  subject_fr: 'Votre police {{policy.policy_number}}',
  html_en: '<p>Dear {{customer.full_name}}</p>',
  html_fr: '<p>Chère {{customer.full_name}}</p>',
  text_en: 'Dear',
  text_fr: 'Chère',
  document_template_guids: [],
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};
const POLICY = '0190f000-0000-7000-8000-0000000000b1';

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('email templates page', () => {
  it('previews a template in French and sends a test for a policy', async () => {
    const { calls } = fakeApi({
      ...WEB_CONFIG,
      'POST /oauth/token': { status: 200, body: tokens() },
      'POST /api/partners/selected': { status: 200, body: {} },
      'GET /api/users/logout': { status: 204 },
      'GET /api/email/templates': { status: 200, body: [welcome] },
      'GET /api/templates': { status: 200, body: [] },
      'POST /api/emails/send': {
        status: 202,
        body: [
          {
            guid: '0190f000-0000-7000-8000-0000000000e9',
            to: 'qa@example.com',
            subject: 'Votre police ACME-1',
            status: 'queued',
            error: null,
            attachments: [],
            created_at: '2026-01-01T00:00:00Z',
            sent_at: null,
          },
        ],
      },
    });
    await session.signIn('admin', 'pw');
    renderApp('/admin/email-templates');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Preview and test Policy welcome' }));
    const dialog = await screen.findByRole('dialog', { name: 'Policy welcome: preview and test' });
    expect(within(dialog).getByText('Your policy {{policy.policy_number}}')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: 'French' }));
    expect(within(dialog).getByText('Votre police {{policy.policy_number}}')).toBeInTheDocument();
    expect(within(dialog).getByTitle("The email's HTML")).toHaveAttribute(
      'srcdoc',
      '<p>Chère {{customer.full_name}}</p>',
    );
    await user.type(within(dialog).getByLabelText('Send a test to'), 'qa@example.com');
    await user.type(within(dialog).getByLabelText('Id of the Policy'), POLICY);
    await user.click(within(dialog).getByRole('button', { name: 'Send the test' }));
    expect(await screen.findByText('A test has been queued for qa@example.com.')).toBeInTheDocument();
    const sent = calls.find((c) => c.url.pathname === '/api/emails/send')!;
    expect(Object.fromEntries(sent.url.searchParams)).toMatchObject({
      email_template_guid: welcome.guid,
      email_recipients: 'qa@example.com',
      entity_guid: POLICY,
    });
  }, 90_000);

  it('deletes a template only after confirming, and says what happened', async () => {
    let templates = [welcome];
    const { calls } = fakeApi({
      ...WEB_CONFIG,
      'POST /oauth/token': { status: 200, body: tokens() },
      'POST /api/partners/selected': { status: 200, body: {} },
      'GET /api/users/logout': { status: 204 },
      'GET /api/email/templates': () => ({ status: 200, body: templates }),
      [`DELETE /api/email/templates/${welcome.guid}`]: () => {
        templates = [];
        return { status: 204 };
      },
    });
    await session.signIn('admin', 'pw');
    renderApp('/admin/email-templates');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete Policy welcome' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this email template?' });
    expect(confirm).toHaveTextContent('emails already sent keep their text');
    expect(calls.some((c) => c.init.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Policy welcome has been deleted.')).toBeInTheDocument();
    expect(calls.filter((c) => c.init.method === 'DELETE')).toHaveLength(1);
  }, 90_000);
});
