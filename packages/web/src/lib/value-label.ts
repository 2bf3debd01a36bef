import type { TFunction } from 'i18next';

/** The lists whose stored values (codes kept in English by the platform) are shown with a label per language. */
export type ValueList = 'channels' | 'noteTypes' | 'relationships' | 'languages' | 'paymentMethods';

/**
 * The label of a value from a list (a channel, a note type, a relationship…) in the user's language; a value the
 * locale files do not know (a partner's own) is shown as stored.
 */
export const valueLabel = (t: TFunction, list: ValueList, value: string | null | undefined) =>
  value ? t(`app:values.${list}.${value}`, { defaultValue: value }) : '';
