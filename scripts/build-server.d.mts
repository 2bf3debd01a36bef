/** Bundles `entry` to `out` (paths from the repository) unless `out` is newer than its sources; answers out's path. */
export function buildServer(entry?: string, out?: string): Promise<string>;
