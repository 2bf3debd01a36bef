import v8 from 'node:v8';

/**
 * Keeps the server's heap close to what it holds. After each full collection V8 lets the old generation grow by a
 * factor it picks from its collection speed, up to several times the live size: while a bulk import staged a file
 * (short-lived rows, allocated fast) the heap grew from 60 to about 230 MB before V8 collected it, and the server's
 * peak RSS reached 347 MB on a 1,000,000-row loyalty file. Growing by 20% at a time keeps that file at 185 MB, in the
 * same time (262 s against 274 s). Called first by every server entry (`npm start`, `npm run worker`, the benches).
 */
export function limitHeapGrowth(percent = Number(process.env.HEAP_GROWING_PERCENT ?? 20)) {
  // HEAP_GROWING_PERCENT=0 leaves V8's own heuristics.
  if (Number.isInteger(percent) && percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
