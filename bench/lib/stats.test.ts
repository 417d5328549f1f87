import { median, percentile, slope } from './stats';

describe('bench statistics', () => {
  it('takes nearest-rank percentiles', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 99)).toBe(10);
    expect(percentile(values, 1)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });

  it('takes the median of odd and even counts', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('fits a least-squares slope', () => {
    expect(slope([[0, 1], [1, 3], [2, 5]])).toBeCloseTo(2);
    expect(slope([[0, 7], [10, 7]])).toBe(0);
    expect(slope([[1, 1]])).toBe(0);
  });
});
