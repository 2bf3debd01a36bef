import { LANGUAGES, type Language } from '@coverdesk/contract/common/constants';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../app/notifications.ts';
import { useSetLanguage } from '../api/set-language.ts';

/** My language: kept on my account (emails, the next sign-in) and applied to the screen at once. */
export function ProfileLanguage({ current }: { current: string }) {
  const { t } = useTranslation('identity');
  const save = useSetLanguage();
  return (
    <TextField
      select
      size="small"
      label={t('profile.language')}
      value={current}
      disabled={save.isPending}
      onChange={(e) =>
        save.mutate(e.target.value as Language, {
          onSuccess: () => notify(t('profile.languageSaved'), 'success'),
        })
      }
      sx={{ minWidth: 200 }}
    >
      {LANGUAGES.map((l) => (
        <MenuItem key={l} value={l} lang={l}>
          {t(`app:language.${l}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
