import { renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { useGridLocaleText } from './grid-locale.ts';

describe('useGridLocaleText', () => {
  it("gives the data grid its own texts in the user's language", async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'fr', resources: {} });
    const wrapper = ({ children }: { children: React.ReactNode }) => (
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    );
    const fr = renderHook(() => useGridLocaleText(), { wrapper });
    expect(fr.result.current.noRowsLabel).toBe('Pas de résultats');
    expect(fr.result.current.footerRowSelected?.(2)).not.toContain('rows selected');
    await i18n.changeLanguage('en');
    const en = renderHook(() => useGridLocaleText(), { wrapper });
    expect(en.result.current.noRowsLabel).toBe('No rows');
  });
});
