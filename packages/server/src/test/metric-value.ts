import { registry } from '../platform/metrics.ts';

/** The current value of one series of a metric (0 when it has none yet): for tests that an event was counted. */
export async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const metric = registry.getSingleMetric(name);
  if (!metric) throw new Error(`no metric ${name}`);
  const { values } = await metric.get();
  const match = values.find((v) => Object.entries(labels).every(([k, want]) => String(v.labels[k]) === want));
  return match?.value ?? 0;
}
