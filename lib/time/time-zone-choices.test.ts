import { timeZoneChoices } from './time-zone-choices';

describe('timeZoneChoices', () => {
  const list = ['Asia/Calcutta', 'Asia/Dhaka', 'Europe/Berlin'];

  it('offers the company’s zone where the shared list lacks it, in its place', () => {
    expect(timeZoneChoices(list, 'Asia/Kolkata')).toEqual(['Asia/Calcutta', 'Asia/Dhaka', 'Asia/Kolkata', 'Europe/Berlin']);
    expect(timeZoneChoices(list, 'UTC')).toEqual([...list, 'UTC']);
  });

  it('is the shared list as it is when it has the zone, or nothing is saved', () => {
    expect(timeZoneChoices(list, 'Europe/Berlin')).toEqual(list);
    expect(timeZoneChoices(list, undefined)).toEqual(list);
  });
});
