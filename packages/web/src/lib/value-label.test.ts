import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { allLocaleResources } from '../app/i18n.ts';
import { themeFor } from '../app/theme.ts';
import { valueLabel } from './value-label.ts';

const { en, fr } = await allLocaleResources();
const i18n = i18next.createInstance();
beforeAll(() => i18n.init({ lng: 'fr', resources: { en: en ?? {}, fr: fr ?? {} }, defaultNS: 'app' }));

describe('French everywhere', () => {
  it('labels the values shown from lists in French, and keeps a value it does not know as stored', () => {
    const t = i18n.getFixedT('fr');
    expect(valueLabel(t, 'noteTypes', 'General')).toBe('Général');
    expect(valueLabel(t, 'channels', 'WebClient')).toBe('Client web');
    expect(valueLabel(t, 'channels', 'MobileMoney')).toBe('Argent mobile');
    expect(valueLabel(t, 'paymentMethods', 'mobile_money')).toBe('Argent mobile');
    expect(valueLabel(t, 'relationships', 'Spouse')).toBe('Conjoint(e)');
    expect(valueLabel(t, 'languages', 'English')).toBe('Anglais');
    expect(valueLabel(t, 'channels', 'Partner kiosk')).toBe('Partner kiosk');
    expect(valueLabel(i18n.getFixedT('en'), 'channels', 'WebClient')).toBe('Web client');
  });

  it('gives MUI its French texts in French', () => {
    const fr = themeFor('fr').components as Record<string, { defaultProps?: Record<string, unknown> }>;
    const en = themeFor('en').components as Record<string, { defaultProps?: Record<string, unknown> }>;
    // The grid's texts come with the grid (components/grid-locale.ts), not with the theme of the sign-in page.
    expect(fr.MuiDataGrid).toBeUndefined();
    expect(en.MuiDataGrid).toBeUndefined();
    const pagination = fr.MuiTablePagination?.defaultProps as { getItemAriaLabel?(type: string): string };
    expect(pagination.getItemAriaLabel?.('previous')).not.toBe('Go to previous page');
  });
});
