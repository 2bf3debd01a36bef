import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'coverdesk.language';

type Bundle = { default: Record<string, unknown> };
type Resources = Record<string, Record<string, Record<string, unknown>>>;

/**
 * `app/locales` is the `app` namespace, `features/<x>/locales` is `<x>`. The sign-in pages need only `app` and
 * `identity`, which are bundled with them; every other feature's texts load with the signed-in layout
 * (`loadFeatureLocales`), so the sign-in page's JavaScript does not grow with each feature.
 */
const eager = import.meta.glob<Bundle>(['/src/app/locales/*.json', '/src/features/identity/locales/*.json'], {
  eager: true,
});
const lazyFiles = import.meta.glob<Bundle>(['/src/features/*/locales/*.json', '!/src/features/identity/**']);

function namespaceOf(file: string) {
  const m = /\/([^/]+)\/locales\/(\w+)\.json$/.exec(file);
  return m ? { ns: m[1]!, lng: m[2]! } : undefined;
}

function addTo(resources: Resources, file: string, bundle: Record<string, unknown>) {
  const at = namespaceOf(file);
  if (!at) return;
  resources[at.lng] ??= {};
  resources[at.lng]![at.ns] = bundle;
}

/** The texts bundled with the sign-in pages. */
export function localeResources(): Resources {
  const resources: Resources = {};
  for (const [file, mod] of Object.entries(eager)) addTo(resources, file, mod.default);
  return resources;
}

/** Every text of the app (for the parity test). */
export async function allLocaleResources(): Promise<Resources> {
  const resources = localeResources();
  for (const [file, load] of Object.entries(lazyFiles)) addTo(resources, file, (await load()).default);
  return resources;
}

let featureLocales: Promise<void> | undefined;
/** Loads the features' texts once (the signed-in layout waits for it). */
export function loadFeatureLocales(): Promise<void> {
  featureLocales ??= Promise.all(
    Object.entries(lazyFiles).map(async ([file, load]) => {
      const at = namespaceOf(file);
      if (at) i18next.addResourceBundle(at.lng, at.ns, (await load()).default, true, true);
    }),
  ).then(() => undefined);
  return featureLocales;
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
