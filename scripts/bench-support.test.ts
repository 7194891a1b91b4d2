import { median, percentile } from './bench-support.ts';

describe('the benchmarks’ figures', () => {
  it('takes the nearest-rank percentile of ascending values', () => {
    const values = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(100);
    expect(percentile(values, 0)).toBe(10);
    expect(percentile([], 50)).toBeNaN();
  });

  it('takes the median: the middle value, or the mean of the two middle ones', () => {
    expect(median([1, 2, 9])).toBe(2);
    expect(median([1, 2, 4, 9])).toBe(3);
  });
});
