import { enUS, frFR } from '@mui/material/locale';
import { createTheme } from '@mui/material/styles';

/** CoverDesk's colours: a deep ocean blue for trust, a teal accent for action, warm amber for warnings. */
export const theme = createTheme({
  palette: {
    primary: { main: '#0b3d5c', light: '#3c6889', dark: '#002234', contrastText: '#ffffff' },
    secondary: { main: '#00796b', contrastText: '#ffffff' },
    // Info and warning darker than MUI's: white text on them (a chip, a filled alert) meets WCAG AA's 4.5:1.
    info: { main: '#0277bd' },
    warning: { main: '#a15c00' },
    error: { main: '#c62828' },
    background: { default: '#f4f7f9', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  components: {
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true, margin: 'normal' } },
  },
});

/**
 * The theme with MUI's own texts in the language; the data grid's come with the grid (`components/grid-locale.ts`),
 * so the sign-in page does not load them.
 */
const themes = {
  en: createTheme(theme, enUS),
  fr: createTheme(theme, frFR),
};
export const themeFor = (language: string) => (language.startsWith('fr') ? themes.fr : themes.en);
