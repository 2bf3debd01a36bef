import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Light tints with dark text: readable (WCAG AA) at chip size, and the text, not the colour, carries the meaning. */
const COLOURS: Record<string, { bg: string; fg: string }> = {
  open: { bg: '#e3f2fd', fg: '#0d47a1' },
  decision_pending: { bg: '#fff3e0', fg: '#7a3500' },
  approved_pending: { bg: '#ede7f6', fg: '#4527a0' },
  payable: { bg: '#e8f5e9', fg: '#1b5e20' },
  closed: { bg: '#eeeeee', fg: '#212121' },
  expired: { bg: '#ffebee', fg: '#b71c1c' },
};

/** A claim status as a small coloured label. */
export function ClaimStatusChip({ status }: { status: string }) {
  const { t } = useTranslation('claims');
  const c = COLOURS[status] ?? { bg: '#eeeeee', fg: '#212121' };
  const label = t(`statuses.${status}`);
  // The whole text on hover too, should a narrow column cut it.
  return <Chip size="small" label={label} title={label} sx={{ bgcolor: c.bg, color: c.fg, fontWeight: 500 }} />;
}
