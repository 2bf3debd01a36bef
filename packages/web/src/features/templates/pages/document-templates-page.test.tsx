import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const schedule = {
  guid: '0190f000-0000-7000-8000-00000000d001',
  name: 'Policy schedule',
  type: 'Policy',
  trigger: 'OnDemand',
  event: null,
  cron: null,
  title_en: 'Policy schedule',
  title_fr: 'Conditions particulières',
  body_en: '# {{partner.name}}',
  body_fr: '# {{partner.name}}',
  active: true,
  built_in: true,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('document templates page', () => {
  it('writes a bilingual template, refusing an unknown placeholder before sending', async () => {
    const { calls } = fakeApi({
      ...WEB_CONFIG,
      'POST /oauth/token': { status: 200, body: tokens() },
      'POST /api/partners/selected': { status: 200, body: {} },
      'GET /api/users/logout': { status: 204 },
      'GET /api/templates': { status: 200, body: [schedule] },
      'POST /api/templates': ({ init }) => ({
        status: 201,
        body: {
          ...schedule,
          ...JSON.parse(String(init.body)),
          guid: '0190f000-0000-7000-8000-0000000000aa',
          built_in: false,
        },
      }),
    });
    await session.signIn('admin', 'pw');
    renderApp('/admin/templates');
    expect(await screen.findByText('Policy schedule')).toBeInTheDocument();
    expect(screen.getByText('Built-in')).toBeInTheDocument();
    // A built-in template can be previewed, not edited.
    expect(screen.queryByRole('button', { name: 'Edit Policy schedule' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Preview Policy schedule' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'New template' }));
    const dialog = await screen.findByRole('dialog', { name: 'New document template' });
    await user.type(within(dialog).getByLabelText('Name'), 'Welcome letter');
    await user.type(within(dialog).getByLabelText('Title (English)'), 'Welcome');
    await user.click(within(dialog).getByLabelText('Text (English)'));
    await user.paste('Dear {{customer.full_name}}, claim {{claim.claim_reference}}');
    await user.click(within(dialog).getByRole('tab', { name: 'French' }));
    await user.type(within(dialog).getByLabelText('Title (French)'), 'Bienvenue');
    await user.click(within(dialog).getByLabelText('Text (French)'));
    await user.paste('Bonjour');
    await user.click(within(dialog).getByRole('button', { name: 'Add policy.policy_number' }));
    expect(within(dialog).getByLabelText('Text (French)')).toHaveValue('Bonjour {{policy.policy_number}}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Unknown placeholder {{claim.claim_reference}} for this template type.'),
    ).toBeInTheDocument();
    expect(calls.some((c) => c.init.method === 'POST' && c.url.pathname === '/api/templates')).toBe(false);

    await user.clear(within(dialog).getByLabelText('Text (English)'));
    await user.click(within(dialog).getByLabelText('Text (English)'));
    await user.paste('Dear {{customer.full_name}}');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Welcome letter has been created.')).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === 'POST' && c.url.pathname === '/api/templates')!;
    expect(JSON.parse(String(post.init.body))).toMatchObject({
      name: 'Welcome letter',
      type: 'Policy',
      trigger: 'OnDemand',
      title_en: 'Welcome',
      title_fr: 'Bienvenue',
      body_en: 'Dear {{customer.full_name}}',
      body_fr: 'Bonjour {{policy.policy_number}}',
      active: true,
    });
  }, 90_000);

  it("follows a scheduled template's documents as a bar and stops those waiting after confirming", async () => {
    const statement = {
      ...schedule,
      guid: '0190f000-0000-7000-8000-00000000d002',
      name: 'Monthly statement',
      type: 'Customer',
      trigger: 'Scheduled',
      cron: '0 6 1 * *',
      built_in: false,
    };
    let progress = { pending: 30, done: 60, failed: 0, stopped: 10, total: 100 };
    const { calls } = fakeApi({
      ...WEB_CONFIG,
      'POST /oauth/token': { status: 200, body: tokens() },
      'POST /api/partners/selected': { status: 200, body: {} },
      'GET /api/users/logout': { status: 204 },
      'GET /api/templates': { status: 200, body: [schedule, statement] },
      [`GET /api/templates/${statement.guid}/progress`]: () => ({ status: 200, body: progress }),
      [`PUT /api/templates/${statement.guid}/stop`]: () => {
        progress = { pending: 0, done: 60, failed: 0, stopped: 40, total: 100 };
        return { status: 200, body: progress };
      },
    });
    await session.signIn('admin', 'pw');
    renderApp('/admin/templates');
    const user = userEvent.setup();
    // An on-demand template has no progress to follow.
    expect(await screen.findByText('Monthly statement')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Progress of Policy schedule' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Progress of Monthly statement' }));
    const dialog = await screen.findByRole('dialog', { name: 'Documents of Monthly statement' });
    expect(await within(dialog).findByText('70 of 100 documents finished (70 %)')).toBeInTheDocument();
    expect(within(dialog).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '70');
    expect(within(dialog).getByTestId('progress-pending')).toHaveTextContent('30');

    await user.click(within(dialog).getByRole('button', { name: 'Stop' }));
    const confirm = await screen.findByRole('dialog', { name: 'Stop the waiting documents?' });
    expect(confirm).toHaveTextContent('30 documents waiting will not be generated.');
    await user.click(within(confirm).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('30 documents stopped.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('progress-stopped')).toHaveTextContent('40');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Stop' })).toBeDisabled());
    expect(calls.filter((c) => c.init.method === 'PUT')).toHaveLength(1);
  }, 90_000);
});
