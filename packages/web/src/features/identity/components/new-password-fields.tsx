import { passwordSchema } from '@coverdesk/contract/identity/password';
import type { Control } from 'react-hook-form';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormTextField } from '../../../components/form-text-field.tsx';
import { PasswordHints } from '../../../components/password-hints.tsx';

/** A new password (SPEC §5 rule) and its confirmation, which must match. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmation: z.string() })
  .refine((v) => v.password === v.confirmation, { path: ['confirmation'], message: 'password_mismatch' });

type WithNewPassword = { password: string; confirmation: string };

export function NewPasswordFields<T extends WithNewPassword>({ control }: { control: Control<T> }) {
  const { t } = useTranslation('identity');
  const c = control as unknown as Control<WithNewPassword>;
  const [password, confirmation] = useWatch({ control: c, name: ['password', 'confirmation'] });
  return (
    <>
      <FormTextField control={c} name="password" type="password" label={t('newPassword')} autoComplete="new-password" />
      <FormTextField
        control={c}
        name="confirmation"
        type="password"
        label={t('confirmPassword')}
        autoComplete="new-password"
      />
      <PasswordHints password={password ?? ''} confirmation={confirmation ?? ''} />
    </>
  );
}
