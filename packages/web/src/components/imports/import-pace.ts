import type { ImportBatch } from '@coverdesk/contract/common/imports';
import { useEffect, useRef, useState } from 'react';

/** One reading of a batch's progress: rows with an outcome (`processed`) at a time (ms). */
export interface PaceSample {
  processed: number;
  at: number;
}

/** The pace is read over the last minute of readings: the current speed, not the average since the start. */
export const PACE_WINDOW_MS = 60_000;

/**
 * Rows per second over the readings of the window (the oldest kept against the newest) and the seconds left at that
 * pace for the rows still to go; undefined until two readings a second apart show rows moving.
 */
export function paceOf(samples: readonly PaceSample[], total: number) {
  const first = samples[0];
  const last = samples[samples.length - 1];
  if (!first || !last || last.at - first.at < 1000 || last.processed <= first.processed) return undefined;
  const rowsPerSecond = (last.processed - first.processed) / ((last.at - first.at) / 1000);
  return { rowsPerSecond, secondsLeft: Math.max(0, total - last.processed) / rowsPerSecond };
}

/** Whether the batch walks its rows now (applying, or checking a dry run) with its total known. */
const walking = (b: ImportBatch) =>
  b.status === 'running' && (b.step === 'applying' || b.step === 'checking') && b.total > 0;

/**
 * The pace of a batch followed live (`useImportBatch` polls it): each answer whose count moved is a reading, kept for
 * the window; the readings start again when the batch changes step. Undefined when the batch is not walking its rows.
 */
export function useImportPace(batch: ImportBatch) {
  const samples = useRef<{ key: string; list: PaceSample[] }>({ key: '', list: [] });
  const [pace, setPace] = useState<ReturnType<typeof paceOf>>();
  const active = walking(batch);
  useEffect(() => {
    if (!active) {
      samples.current = { key: '', list: [] };
      setPace(undefined);
      return;
    }
    const key = `${batch.guid}|${batch.step}`;
    if (samples.current.key !== key) samples.current = { key, list: [] };
    const list = samples.current.list;
    const now = Date.now();
    if (list.length && list[list.length - 1]!.processed === batch.processed) return;
    list.push({ processed: batch.processed, at: now });
    while (list.length > 2 && now - list[1]!.at >= PACE_WINDOW_MS) list.shift();
    setPace(paceOf(list, batch.total));
  }, [active, batch.guid, batch.step, batch.processed, batch.total]);
  return active ? pace : undefined;
}

/** Seconds as a duration's parts: hours and minutes past an hour, minutes and seconds past a minute, else seconds. */
export function durationParts(seconds: number) {
  const s = Math.ceil(seconds);
  if (s >= 3600) return { key: 'hours', h: Math.floor(s / 3600), m: Math.floor((s % 3600) / 60) } as const;
  if (s >= 60) return { key: 'minutes', m: Math.floor(s / 60), s: s % 60 } as const;
  return { key: 'seconds', s } as const;
}
