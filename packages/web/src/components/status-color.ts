import type { Theme } from '@mui/material/styles';

/** Statuses by meaning, for their colour: what failed, what went through, what still waits. */
const FAILED = new Set(['failed', 'reversed', 'rejected', 'expired', 'cancelled']);
const SUCCEEDED = new Set(['succeeded', 'success', 'paid', 'paid_manually', 'completed', 'approved']);
const WAITING = new Set([
  'pending',
  'retry_scheduled',
  'queued',
  'running',
  'open',
  'decision_pending',
  'approved_pending',
]);

/**
 * The one colour of a status in every chart (payments, payouts, claims): failed red, succeeded green, waiting amber,
 * anything else neutral — so a legend never shows failures in green because of the order statuses came in.
 */
export function statusColor(theme: Theme, status: string): string {
  if (FAILED.has(status)) return theme.palette.error.main;
  if (SUCCEEDED.has(status)) return theme.palette.success.main;
  if (WAITING.has(status)) return theme.palette.warning.main;
  return theme.palette.info.main;
}
