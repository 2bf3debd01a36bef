import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { AuditTimeline } from './audit-timeline.tsx';

const event = (before: unknown, after: unknown) => ({
  guid: '01937a2b-0000-7000-8000-0000000000e1',
  action: 'create',
  actor_username: 'finance',
  before,
  after,
  reason: null,
  created_at: '2026-11-28T09:30:00.000Z',
});

describe('audit timeline values', () => {
  it('shows no raw value: codes by their label, dates like every date, yes/no, no bookkeeping (English and French)', async () => {
    const events = [
      event(null, { kind: 'debit_order_answers', chunk: 1, dry_run: true }),
      event({ due_date: '2026-11-28', channel: 'WebClient' }, { due_date: '2026-12-05', channel: 'MobileMoney' }),
    ];
    const { unmount } = render(<AuditTimeline events={events} />);
    const items = (await screen.findAllByRole('listitem')).map((li) => li.textContent ?? '');
    expect(items[0]).toContain('bank answer file');
    expect(items[0]).toContain('yes');
    expect(items[0]).not.toMatch(/debit_order_answers|chunk|— →/);
    expect(items[1]).toContain('28 Nov 2026 → 5 Dec 2026');
    expect(items[1]).toContain('Web client → Mobile money');
    unmount();
    await i18next.changeLanguage('fr');
    try {
      render(<AuditTimeline events={events} />);
      const fr = (await screen.findAllByRole('listitem')).map((li) => li.textContent ?? '');
      expect(fr[0]).toContain('fichier de réponse bancaire');
      expect(fr[0]).toContain('oui');
      expect(fr[1]).toContain('28 nov. 2026 → 5 déc. 2026');
      expect(fr[1]).not.toContain('2026-11-28');
    } finally {
      await i18next.changeLanguage('en');
    }
  });
});
