import { useTranslation } from 'react-i18next';

/** A role's name in the user's language (unknown groups of an external realm show as they are). */
export function useRoleLabel() {
  const { t } = useTranslation('users');
  return (role: string) => t(`roles.${role}`, { defaultValue: role });
}
