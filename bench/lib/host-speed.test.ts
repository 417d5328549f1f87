import { atReferenceSpeed, cpuSlowdownFor, REFERENCE_BENCHMARK_INDEX } from './host-speed';

describe('cpuSlowdownFor', () => {
  it("follows Lighthouse's calibration points", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBeCloseTo(2);
    expect(cpuSlowdownFor(1300)).toBeCloseTo(3);
    expect(cpuSlowdownFor(1533)).toBeCloseTo(4);
    expect(cpuSlowdownFor(1766)).toBeCloseTo(5);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
  });

  it('is linear between the points and grows with the host speed', () => {
    expect(cpuSlowdownFor(475)).toBeCloseTo(1.5);
    expect(cpuSlowdownFor(1050)).toBeCloseTo(2.5);
    expect(cpuSlowdownFor(2999)).toBeGreaterThan(cpuSlowdownFor(2500));
  });

  it('never slows a slow host below 1× and survives a failed measurement', () => {
    expect(cpuSlowdownFor(90)).toBe(1);
    expect(cpuSlowdownFor(Number.NaN)).toBe(1);
  });
});

describe('atReferenceSpeed', () => {
  it('scales a duration by how much faster or slower the host is than the reference', () => {
    expect(atReferenceSpeed(40, REFERENCE_BENCHMARK_INDEX)).toBe(40);
    expect(atReferenceSpeed(40, REFERENCE_BENCHMARK_INDEX * 2)).toBe(80);
    expect(atReferenceSpeed(90, REFERENCE_BENCHMARK_INDEX / 3)).toBeCloseTo(30);
  });

  it('leaves a duration alone when the host speed is unknown', () => {
    expect(atReferenceSpeed(25, Number.NaN)).toBe(25);
    expect(atReferenceSpeed(25, 0)).toBe(25);
  });
});
