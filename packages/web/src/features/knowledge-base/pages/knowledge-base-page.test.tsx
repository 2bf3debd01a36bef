import { HIGHLIGHT_END, HIGHLIGHT_START } from '@coverdesk/contract/knowledge-base/knowledge-base.schemas';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../app/services.ts';
import { fakeApi, tokens, WEB_CONFIG } from '../../../test/fake-api.ts';
import { renderApp } from '../../../test/render-app.tsx';

const guide = {
  guid: '01937a2b-0000-7000-8000-0000000000c1',
  title: 'Déclarer une hospitalisation',
  language: 'fr',
  document_type: 'procedure',
  body: "Le client fournit le bulletin de sortie de l'hôpital.",
  attachments: [],
  created_by: 'admin',
  created_at: '2026-01-02T10:00:00Z',
  updated_at: '2026-01-02T10:00:00Z',
};
const hit = {
  guid: guide.guid,
  title: guide.title,
  language: 'fr',
  document_type: 'procedure',
  snippet: `le bulletin de sortie de l'${HIGHLIGHT_START}hôpital${HIGHLIGHT_END}.`,
  rank: 0.4,
  updated_at: guide.updated_at,
};
const BASE = {
  ...WEB_CONFIG,
  'POST /api/partners/selected': { status: 200, body: {} },
  'GET /api/users/logout': { status: 204 },
};

afterEach(async () => {
  await session.signOut();
  vi.unstubAllGlobals();
});

describe('knowledge base page', () => {
  it('searches as the agent types, marks the matched words and opens the guide', async () => {
    const { calls } = fakeApi({
      ...BASE,
      'POST /oauth/token': { status: 200, body: tokens({ realm_access: { roles: ['call_centre_agent'] } }) },
      'GET /api/search': ({ url }) => ({
        status: 200,
        body: url.searchParams.get('search') ? { items: [hit], count: 1 } : { items: [], count: 0 },
      }),
      'GET /api/knowledge-base/01937a2b-0000-7000-8000-0000000000c1': { status: 200, body: guide },
    });
    await session.signIn('agent', 'pw');
    renderApp('/knowledge-base');
    const box = await screen.findByRole('searchbox', { name: 'Search the knowledge base' });
    expect(box).toHaveFocus();
    // An agent may read, not write.
    expect(screen.queryByRole('button', { name: 'New guide' })).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(box, 'hopi');
    expect(await screen.findByText('1 guide found')).toBeInTheDocument();
    const results = screen.getByRole('list', { name: 'Guides found' });
    expect(within(results).getByText('hôpital').tagName).toBe('MARK');
    const searched = calls.filter((c) => c.url.pathname === '/api/search').map((c) => c.url.searchParams.get('search'));
    expect(searched).toContain('hopi');
    await user.click(within(results).getByRole('link', { name: /Déclarer une hospitalisation/ }));
    expect(await screen.findByRole('heading', { name: guide.title })).toBeInTheDocument();
    expect(screen.getByText(guide.body)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  }, 90_000);

  it('lets an administrator write a guide, checking the fields first', async () => {
    const { calls } = fakeApi({
      ...BASE,
      'POST /oauth/token': { status: 200, body: tokens() },
      'GET /api/search': { status: 200, body: { items: [], count: 0 } },
      'POST /api/knowledge-base': ({ init }) => ({ status: 201, body: { ...guide, ...JSON.parse(String(init.body)) } }),
      'GET /api/knowledge-base/01937a2b-0000-7000-8000-0000000000c1': { status: 200, body: guide },
    });
    await session.signIn('admin', 'pw');
    renderApp('/knowledge-base');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'New guide' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Title')).toHaveAccessibleDescription(/required/i);
    expect(calls.some((c) => c.init.method === 'POST' && c.url.pathname === '/api/knowledge-base')).toBe(false);
    await user.type(within(dialog).getByLabelText('Title'), 'Déclarer une hospitalisation');
    await user.type(within(dialog).getByLabelText('Text'), 'Le bulletin de sortie.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Déclarer une hospitalisation has been created.')).toBeInTheDocument();
    const post = calls.find((c) => c.init.method === 'POST' && c.url.pathname === '/api/knowledge-base')!;
    expect(JSON.parse(String(post.init.body))).toEqual({
      title: 'Déclarer une hospitalisation',
      language: 'fr',
      document_type: 'guide',
      body: 'Le bulletin de sortie.',
      attachments: [],
    });
  }, 90_000);

  it('attaches files through the shared drop zone: picked or dropped, several at once, a wrong type refused', async () => {
    fakeApi({
      ...BASE,
      'POST /oauth/token': { status: 200, body: tokens() },
      'GET /api/search': { status: 200, body: { items: [], count: 0 } },
    });
    await session.signIn('admin', 'pw');
    renderApp('/knowledge-base');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New guide' }));
    const dialog = await screen.findByRole('dialog', { name: 'New guide' });
    const zone = within(dialog).getByRole('button', { name: /Attach files/ });
    expect(zone).toHaveTextContent('PDF, JPEG or PNG up to');
    await user.upload(within(dialog).getByTestId('file-drop-input'), [
      new File(['%PDF'], 'form.pdf', { type: 'application/pdf' }),
      new File(['x'], 'card.png', { type: 'image/png' }),
    ]);
    expect(within(dialog).getByRole('button', { name: 'Remove form.pdf' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Remove card.png' })).toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await within(dialog).findByText('Only PDF, JPEG and PNG files can be attached.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Remove notes.txt' })).not.toBeInTheDocument();
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['%PDF'], 'claim.pdf', { type: 'application/pdf' })] } });
    expect(await within(dialog).findByRole('button', { name: 'Remove claim.pdf' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Only PDF, JPEG and PNG files can be attached.')).not.toBeInTheDocument();
  }, 90_000);
});
