import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { createTestApp, type TestApp } from '../test/test-app.ts';

/**
 * docs/operations/ (the Grafana dashboard and the Prometheus alert rules) names only metrics that `/metrics` exposes,
 * and every alert has its runbook entry.
 */
const DOCS = path.resolve(import.meta.dirname, '../../../../docs/operations');
/** Series Prometheus makes itself for each scrape target, not exposed by the target. */
const PROMETHEUS_OWN = new Set(['up', 'scrape_duration_seconds', 'scrape_samples_scraped']);
const KEYWORDS = new Set(['by', 'without', 'on', 'ignoring', 'group_left', 'group_right', 'bool', 'and', 'or']);
const KEYWORDS_MORE = new Set(['unless', 'offset', 'inf', 'nan', 'le']);

/** The metric names a PromQL expression reads: identifiers that are not functions, keywords, labels or strings. */
export function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '""')
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, ' ')
    .replace(/\$\w+/g, ' ')
    // Grafana's `label_values(metric, label)`: the second argument is a label.
    .replace(/\blabel_values\s*\(([^,)]+),[^)]*\)/g, ' $1 ');
  return [...bare.matchAll(/(?<![\w.])([a-zA-Z_:][\w:]*)(?![\w:])(?!\s*\()/g)]
    .map((m) => m[1]!)
    .filter((n) => !KEYWORDS.has(n) && !KEYWORDS_MORE.has(n.toLowerCase()));
}

let t: TestApp;
let exposed: Set<string>;
beforeAll(async () => {
  t = await createTestApp();
  const text = (await t.app.inject({ method: 'GET', url: '/metrics' })).body;
  exposed = new Set();
  for (const [, name, type] of text.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    exposed.add(name!);
    if (type === 'histogram') for (const s of ['_bucket', '_count', '_sum']) exposed.add(`${name}${s}`);
    if (type === 'summary') for (const s of ['_count', '_sum']) exposed.add(`${name}${s}`);
  }
});
afterAll(() => t.close());

describe('docs/operations', () => {
  it('reads metric names out of PromQL', () => {
    expect(
      metricNames(
        'histogram_quantile(0.99, sum by (le, route) (rate(a_bucket{route!~"/x|y", job=~"$job"}[5m]))) > 1 or max(b) / c_total',
      ),
    ).toEqual(['a_bucket', 'b', 'c_total']);
  });

  it('the dashboard is importable and names only exposed metrics', () => {
    const dashboard = JSON.parse(fs.readFileSync(path.join(DOCS, 'grafana-dashboard.json'), 'utf8'));
    expect(dashboard).toMatchObject({ title: 'CoverDesk', uid: expect.any(String), schemaVersion: expect.any(Number) });
    expect(dashboard.__inputs).toEqual([expect.objectContaining({ type: 'datasource', pluginId: 'prometheus' })]);
    const panels = dashboard.panels.filter((p: { type: string }) => p.type !== 'row');
    expect(panels.length).toBeGreaterThan(20);
    const named = new Set<string>();
    for (const panel of panels) {
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets) for (const n of metricNames(target.expr)) named.add(n);
    }
    for (const v of dashboard.templating.list)
      if (typeof v.definition === 'string') for (const n of metricNames(v.definition)) named.add(n);
    const unknown = [...named].filter((n) => !exposed.has(n));
    expect(unknown).toEqual([]);
    // Every family of ours is on the dashboard.
    const ours = [...exposed].filter((n) => n.startsWith('coverdesk_') && !/_(bucket|sum)$/.test(n));
    const shown = [...ours].filter((n) => named.has(n) || named.has(`${n}_count`) || named.has(`${n}_bucket`));
    expect(ours.filter((n) => !shown.includes(n))).toEqual([]);
  });

  it('the alert rules name only exposed metrics, and each has its runbook entry', () => {
    const rules = parse(fs.readFileSync(path.join(DOCS, 'alerts.yml'), 'utf8')) as {
      groups: { name: string; rules: { alert: string; expr: string; annotations: Record<string, string> }[] }[];
    };
    const runbook = fs.readFileSync(path.join(DOCS, 'README.md'), 'utf8');
    const alerts = rules.groups.flatMap((g) => g.rules);
    expect(alerts.map((a) => a.alert)).toEqual(
      expect.arrayContaining([
        'CoverDeskHigh5xxRate',
        'CoverDeskSlowRequests',
        'CoverDeskDatabasePoolWaiting',
        'CoverDeskSmsQueueStalled',
        'CoverDeskPayoutsFailing',
        'CoverDeskImportBatchStalled',
        'CoverDeskCollectionRunPastCutoff',
      ]),
    );
    for (const a of alerts) {
      const unknown = metricNames(a.expr).filter((n) => !exposed.has(n) && !PROMETHEUS_OWN.has(n));
      expect(unknown, a.alert).toEqual([]);
      expect(metricNames(a.expr).length, a.alert).toBeGreaterThan(0);
      expect(a.annotations.runbook).toBe(`docs/operations/README.md#${a.alert.toLowerCase()}`);
      expect(runbook).toContain(`\n### ${a.alert}\n`);
    }
  });
});
