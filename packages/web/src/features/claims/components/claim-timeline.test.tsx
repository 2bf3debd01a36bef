import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ClaimTimeline } from './claim-timeline.tsx';

const event = (action: string, extra: Record<string, unknown> = {}) => ({
  guid: `00000000-0000-4000-8000-${String(action.length).padStart(12, '0')}`,
  action,
  actor_username: 'assessor',
  actor_guid: null,
  reason: null,
  before: null,
  after: null,
  created_at: '2026-11-20T09:30:00.000Z',
  ...extra,
});

describe('claim timeline', () => {
  it('says who did what, why, and which document came or went', async () => {
    render(
      <ClaimTimeline
        events={[
          event('reject', { reason: 'Not covered' }),
          event('document_added', { after: { filename: 'discharge.pdf' } }),
          event('document_removed', { before: { filename: 'old-id.png' } }),
        ]}
      />,
    );
    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText(/Reason: Not covered/)).toBeInTheDocument();
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items[1]).toContain('Document added');
    expect(items[1]).toContain('discharge.pdf');
    expect(items[2]).toContain('Document removed');
    expect(items[2]).toContain('old-id.png');
  });

  it('records "Set up payment" as such, and only the undoing of a manual payment as "Marked unpaid"', async () => {
    render(
      <ClaimTimeline
        events={[
          event('mark_unpaid', { before: { status: 'approved_pending' }, after: { status: 'payable' } }),
          event('mark_unpaid', { before: { status: 'closed' }, after: { status: 'payable' } }),
        ]}
      />,
    );
    const items = (await screen.findAllByRole('listitem')).map((li) => li.textContent);
    expect(items[0]).toContain('Payment set up');
    expect(items[0]).not.toContain('Marked unpaid');
    expect(items[1]).toContain('Marked unpaid');
  });
});

describe('claim timeline actor', () => {
  it("names the platform's own work in the reader's language, not as the username system", async () => {
    const { default: i18n } = await import('i18next');
    await i18n.changeLanguage('fr');
    try {
      render(<ClaimTimeline events={[event('reject', { actor_username: 'system' })]} />);
      const item = (await screen.findAllByRole('listitem'))[0]?.textContent ?? '';
      expect(item).not.toMatch(/\bsystem\b/);
      expect(item).toMatch(/système/i);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
