import { describe, expect, it } from 'vitest';
import { pointTime, priceSummary } from './price-summary';

describe('the chart as words', () => {
  it('says where the price started and ended, its low and high, and that it is simulated', () => {
    const points = [
      { at: '2026-03-02T14:30:00.000Z', priceCents: 10_000 },
      { at: '2026-03-02T17:00:00.000Z', priceCents: 9_500 },
      { at: '2026-03-02T21:00:00.000Z', priceCents: 10_250 },
    ];
    expect(priceSummary('VTI', '1D', points)).toBe(
      'VTI over the latest trading day: $100.00 at Mar 2, 2026, 9:30 AM ET, $102.50 at Mar 2, 2026, 4:00 PM ET, up $2.50. Low $95.00, high $102.50. Simulated prices.',
    );
    expect(priceSummary('VTI', '1M', points.slice(0, 2))).toContain('down $5.00');
  });

  it('reads days for daily and weekly ranges, and says when there is nothing', () => {
    expect(pointTime('2026-03-02T21:00:00.000Z', '1Y')).toBe('Mar 2');
    expect(pointTime('2026-03-02T21:00:00.000Z', 'ALL')).toBe('Mar 2, 2026');
    expect(priceSummary('VTI', '3M', [])).toBe('No prices of VTI for the last three months.');
  });
});
