import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
const LANGUAGE_KEY = 'coverdesk.language';

type Bundle = { default: Record<string, unknown> };
type Resources = Record<string, Record<string, Record<string, unknown>>>;

/**
 * `app/locales` is the `app` namespace, `features/<x>/locales` is `<x>`. The sign-in pages need only `app` and
 * `identity`, in the one language shown: that language's two files load before the first render
 * (`loadInitialLocales`); every other feature's texts, and the other language, load with the signed-in layout
 * (`loadFeatureLocales`, the shown language only), so the sign-in page's JavaScript grows neither with each feature
 * nor with each language.
 */
const initialFiles = import.meta.glob<Bundle>(['/src/app/locales/*.json', '/src/features/identity/locales/*.json']);
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

/** Every text of the app (for the parity test). */
export async function allLocaleResources(): Promise<Resources> {
  const resources: Resources = {};
  for (const [file, load] of Object.entries({ ...initialFiles, ...lazyFiles }))
    addTo(resources, file, (await load()).default);
  return resources;
}

/** Loads the given files into i18next (each namespace and language as its file says). */
const loadInto = (files: Record<string, () => Promise<Bundle>>, only?: (lng: string) => boolean) =>
  Promise.all(
    Object.entries(files).map(async ([file, load]) => {
      const at = namespaceOf(file);
      if (at && (!only || only(at.lng))) i18next.addResourceBundle(at.lng, at.ns, (await load()).default, true, true);
    }),
  ).then(() => undefined);

const initialLoaded = new Map<string, Promise<void>>();
/** The `app` and `identity` texts of one language (the first screen waits for them; so does a language switch). */
export function loadInitialLocales(lng: Language): Promise<void> {
  let p = initialLoaded.get(lng);
  if (!p) {
    p = loadInto(initialFiles, (l) => l === lng);
    initialLoaded.set(lng, p);
  }
  return p;
}

const featureLoaded = new Map<string, Promise<void>>();
/**
 * Loads the features' texts of one language (the shown one by default) once: the signed-in layout waits for them, a
 * language switch loads the other language's.
 */
export function loadFeatureLocales(lng: Language = currentLanguage()): Promise<void> {
  let p = featureLoaded.get(lng);
  if (!p) {
    p = loadInto(lazyFiles, (l) => l === lng);
    featureLoaded.set(lng, p);
  }
  return p;
}

export function initialLanguage(): Language {
  const stored = localStorage.getItem(LANGUAGE_KEY);
  if (stored === 'en' || stored === 'fr') return stored;
  return navigator.language?.toLowerCase().startsWith('fr') ? 'fr' : 'en';
}

export function initI18n(lng: Language = initialLanguage()) {
  if (!i18next.isInitialized) {
    void i18next.use(initReactI18next).init({
      // Texts are added as they load (`loadInitialLocales`, `loadFeatureLocales`), before anything shows them.
      resources: {},
      partialBundledLanguages: true,
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
  // The features' texts only once the signed-in layout has loaded them in the first language.
  await Promise.all([loadInitialLocales(lng), featureLoaded.size ? loadFeatureLocales(lng) : undefined]);
  localStorage.setItem(LANGUAGE_KEY, lng);
  document.documentElement.lang = lng;
  await i18next.changeLanguage(lng);
}

export const currentLanguage = (): Language => (i18next.language?.startsWith('fr') ? 'fr' : 'en');
