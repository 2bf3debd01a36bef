import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'coverdesk.language';

/** Every `locales/{en,fr}.json` of the app: `app/locales` is the `app` namespace, `features/<x>/locales` is `<x>`. */
const files = import.meta.glob<{ default: Record<string, unknown> }>('/src/**/locales/*.json', { eager: true });

export function localeResources() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, mod] of Object.entries(files)) {
    const m = /\/([^/]+)\/locales\/(\w+)\.json$/.exec(file);
    if (!m) continue;
    const [, ns, lng] = m as unknown as [string, string, string];
    resources[lng] ??= {};
    resources[lng][ns] = mod.default;
  }
  return resources;
}

export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (stored === 'en' || stored === 'fr') return stored;
  return navigator.language?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function initI18n(lng: Language = initialLanguage()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      resources: localeResources(),
      lng,
      fallbackLng: 'en',
      supportedLngs: [...LANGUAGES],
      defaultNS: 'app',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    document.documentElement.lang = lng;
  }
  return i18next;
}

export async function changeLanguage(lng: Language) {
  localStorage.setItem(LANGUAGE_KEY, lng);
  document.documentElement.lang = lng;
  await i18next.changeLanguage(lng);
}

export const currentLanguage = (): Language => (i18next.language?.startsWith('fr') ? 'fr' : 'en');
