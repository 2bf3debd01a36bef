import type { GridColDef, GridColumnVisibilityModel, GridValidRowModel } from '@mui/x-data-grid';

/**
 * The list preset's column: a grid column with how much it matters at a narrow width and the text its cells show.
 * - `priority`: 0 is never hidden (money, references, phone numbers, row actions); otherwise the highest number is
 *   hidden first when the columns do not fit the list's width (3, then 2, then 1: the default). The grid's column
 *   menu brings a hidden column back.
 * - `fitText`: the text a cell shows; the column is sized to its widest cell (and header word), never narrower.
 * - `fitExtra`: pixels a cell needs beside its text (a chip's padding, an icon).
 */
export type ListColumn<R extends GridValidRowModel> = GridColDef<R> & {
  priority?: number;
  fitText?(row: R, language: string): string;
  fitExtra?: number;
};

/** The class of cells whose text is never cut (the layout test looks for them). */
export const WHOLE_CELL = 'cd-whole-cell';

/** A grid cell's horizontal padding (10 px each side) plus a little room for sub-pixel rounding. */
const CELL_PADDING = 24;
/** Beside a header's title: the column menu button (the sort arrow shows in its place once sorted). */
const HEADER_ICONS = 32;
const FALLBACK_WIDTH = 100;

export type MeasureText = (text: string, weight: 400 | 500) => number;

export const priorityOf = <R extends GridValidRowModel>(c: ListColumn<R>) =>
  c.priority ?? (c.field === 'actions' || c.field === '__check__' ? 0 : 1);

/** The widest word of a header: headers wrap on two lines, so a column needs only its longest word. */
const longestWord = (text: string) => text.split(/\s+/).reduce((a, b) => (b.length > a.length ? b : a), '');

/**
 * Sizes the columns that know their text to their widest cell: a fixed-width column gets exactly that width (not
 * wider: room for the others), a flexible one keeps growing but never below it. Kept columns are marked `WHOLE_CELL`.
 */
export function sizeColumns<R extends GridValidRowModel>(
  columns: ListColumn<R>[],
  rows: R[],
  language: string,
  measure: MeasureText,
): GridColDef<R>[] {
  return columns.map((column) => {
    const { priority: _p, fitText, fitExtra = 0, ...col } = column;
    const whole = priorityOf(column) === 0;
    const cellClassName = whole ? WHOLE_CELL : col.cellClassName;
    if (!fitText) return { ...col, cellClassName };
    const header = Math.ceil(measure(longestWord(col.headerName ?? ''), 500)) + CELL_PADDING + HEADER_ICONS;
    const widest = rows.reduce((w, r) => Math.max(w, measure(fitText(r, language), 400)), 0);
    const content = rows.length ? Math.ceil(widest) + CELL_PADDING + fitExtra : (col.width ?? col.minWidth ?? 0);
    const need = Math.max(content, header, col.minWidth ?? 0);
    return col.flex ? { ...col, cellClassName, minWidth: need } : { ...col, cellClassName, width: need };
  });
}

/** The width a column takes at least. */
const widthOf = <R extends GridValidRowModel>(c: GridColDef<R>) =>
  c.flex ? (c.minWidth ?? 50) : (c.width ?? c.minWidth ?? FALLBACK_WIDTH);

/**
 * Which columns to hide so the rest fit `available` pixels: the highest priority number first, the last of equal
 * priority first; priority 0 never. A column the user showed or hid through the column menu stays as they chose.
 */
export function hiddenToFit<R extends GridValidRowModel>(
  columns: ListColumn<R>[],
  sized: GridColDef<R>[],
  available: number,
  chosen: GridColumnVisibilityModel,
): GridColumnVisibilityModel {
  const model: GridColumnVisibilityModel = { ...chosen };
  if (!available) return model;
  const shown = (i: number) => model[sized[i]!.field] !== false;
  let total = sized.reduce((sum, c, i) => sum + (shown(i) ? widthOf(c) : 0), 0);
  const candidates = columns
    .map((c, i) => ({ i, p: priorityOf(c) }))
    .filter(({ i, p }) => p > 0 && !(sized[i]!.field in chosen))
    .sort((a, b) => b.p - a.p || b.i - a.i);
  for (const { i } of candidates) {
    if (total <= available) break;
    model[sized[i]!.field] = false;
    total -= widthOf(sized[i]!);
  }
  return model;
}

let canvas: CanvasRenderingContext2D | null | undefined;

/**
 * Text width in the grid's font (canvas `measureText`). Where there is no canvas (jsdom), an estimate of 0.6 em a
 * character, so the sizing still runs in component tests.
 */
export function textMeasure(fontFamily: string, fontSizePx: number): MeasureText {
  if (canvas === undefined)
    canvas =
      typeof navigator !== 'undefined' && /jsdom/.test(navigator.userAgent)
        ? null
        : document.createElement('canvas').getContext('2d');
  return (text, weight) => {
    if (!canvas) return text.length * fontSizePx * 0.6;
    canvas.font = `${weight} ${fontSizePx}px ${fontFamily}`;
    return canvas.measureText(text).width;
  };
}
