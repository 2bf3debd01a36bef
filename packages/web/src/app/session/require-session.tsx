import { keyframes } from '@emotion/react';
import Box from '@mui/material/Box';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../hooks.ts';
import { session } from '../services.ts';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A light spinner (no MUI progress component in the entry chunk). */
export function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }}>
      <Box
        role="progressbar"
        aria-label={t('loading')}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: 4,
          borderColor: 'primary.light',
          borderTopColor: 'primary.main',
          animation: `${spin} 0.8s linear infinite`,
        }}
      />
    </Box>
  );
}

/** Signed-in pages: restores the session after a reload, sends a signed-out visitor to sign-in. */
export function RequireSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  const location = useLocation();
  useEffect(() => {
    if (status === 'restoring') void session.restore();
  }, [status]);
  if (status === 'restoring') return <Loading />;
  if (status === 'signed-out') {
    const next = location.pathname + location.search;
    return <Navigate to={next === '/' ? '/login' : `/login?next=${encodeURIComponent(next)}`} replace />;
  }
  // 'expired' keeps the page under the dialog until the user acknowledges it.
  return children;
}
