import type { Permission } from '@coverdesk/contract/permissions';
import Block from '@mui/icons-material/Block';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePartnerRestricted, usePermissions } from '../hooks.ts';

/** "Not allowed": shown instead of a screen the user's roles do not give them (opened by its address). */
export function ForbiddenPage() {
  const { t } = useTranslation();
  const restricted = usePartnerRestricted();
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 8 }}>
      <Block color="error" sx={{ fontSize: 56 }} aria-hidden />
      <Typography variant="h4" component="h1">
        {t('forbidden.title')}
      </Typography>
      <Typography>{t(restricted ? 'restricted.forbidden' : 'forbidden.text')}</Typography>
      <Button component={Link} to="/" variant="contained">
        {t('notFound.home')}
      </Button>
    </Stack>
  );
}

/** Renders the screen only for a user with the permission; everyone else gets the "not allowed" page. */
export function RequirePermission({ permission, children }: { permission: Permission; children: ReactNode }) {
  return usePermissions().has(permission) ? children : <ForbiddenPage />;
}
