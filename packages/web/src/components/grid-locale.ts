import { enUS, frFR } from '@mui/x-data-grid/locales';
import { useTranslation } from 'react-i18next';

/**
 * The data grid's own texts (pagination, menus, "Go to previous page"…) in the user's language. Given to each grid
 * rather than to the theme, so the grid's locales load with the list screens and never with the sign-in page.
 */
export function useGridLocaleText() {
  const { i18n } = useTranslation();
  const locale = (i18n.language ?? 'en').startsWith('fr') ? frFR : enUS;
  return locale.components.MuiDataGrid.defaultProps.localeText;
}
