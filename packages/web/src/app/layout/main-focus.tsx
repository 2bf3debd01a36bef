import Link from '@mui/material/Link';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

export const MAIN_ID = 'main-content';

/**
 * A keyboard user who opens a screen (a link, a one-key action) carries on in its content: when the focus is left
 * outside the page (on the navigation link, or lost with the previous page's button), it moves to the main area,
 * so Tab goes on from the top of the new screen. A field the new screen focuses itself keeps the focus.
 */
export function useFocusMainOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new screen, i.e. each new pathname.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const el = main.current;
    const active = document.activeElement;
    if (!el || (active && active !== el && el.contains(active))) return;
    el.focus({ preventScroll: true });
  }, [pathname, main]);
}

/** The first stop of Tab on every screen, shown only when focused: past the app bar and navigation. */
export function SkipToContent() {
  const { t } = useTranslation();
  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      sx={{
        position: 'fixed',
        left: 8,
        top: -100,
        zIndex: (th) => th.zIndex.tooltip + 1,
        p: 1,
        bgcolor: 'background.paper',
        '&:focus': { top: 8 },
      }}
    >
      {t('nav.skipToContent')}
    </Link>
  );
}
