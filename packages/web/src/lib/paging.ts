import { type Paged, toPaged } from '@coverdesk/contract/common/paging';

export type { Paged };

/** Normalises a list answer: the server may send a plain array or `{ items, count }` (SPEC §3). */
export const paged = <T>(body: T[] | Paged<T> | null | undefined): Paged<T> => toPaged(body);
