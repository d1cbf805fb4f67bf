import { describe, expect, it, vi } from 'vitest';
import type { Metric } from 'web-vitals';
import { reportWebVitals } from './report-web-vitals';

const handlers = vi.hoisted(() => new Map<string, (metric: Metric) => void>());

vi.mock('web-vitals', () => {
  const register = (name: string) => (handler: (metric: Metric) => void) => void handlers.set(name, handler);
  return {
    onCLS: register('CLS'),
    onINP: register('INP'),
    onLCP: register('LCP'),
    onFCP: register('FCP'),
    onTTFB: register('TTFB'),
  };
});

describe('reportWebVitals', () => {
  it('reports all five metrics as web_vital events with name, value and rating', () => {
    const report = vi.fn();
    reportWebVitals(report);
    expect([...handlers.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);

    handlers.get('LCP')?.({ name: 'LCP', value: 2310.5, rating: 'good', delta: 2310.5, id: 'v5-1' } as Metric);
    expect(report).toHaveBeenCalledWith('web_vital', { name: 'LCP', value: 2310.5, rating: 'good' });
  });
});
