import { useSyncExternalStore } from 'react';

/** One snackbar for the whole app: failures (SPEC §8 text) and confirmations. This is its store. */
export interface Notice {
  id: number;
  text: string;
  severity: 'error' | 'success' | 'info';
}

let current: Notice | null = null;
let seq = 0;
const listeners = new Set<() => void>();
const emit = () => {
  for (const l of listeners) l();
};

export function notify(text: string, severity: Notice['severity'] = 'error') {
  current = { id: ++seq, text, severity };
  emit();
}

export function dismissNotice() {
  current = null;
  emit();
}

export const useNotice = () =>
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
