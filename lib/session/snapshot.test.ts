import { ROUTE_PERMISSIONS } from '@/lib/routes';
import { decodeSnapshot, encodeSnapshot } from '@/lib/session/snapshot';

describe('permission snapshot', () => {
  it('round-trips the route permissions a user holds', () => {
    const held = ['view_attendance', 'view_any_attendance', 'view_role'];
    expect(decodeSnapshot(encodeSnapshot(held))).toEqual(new Set(held));
  });

  it('drops permissions no route needs, keeping the cookie small', () => {
    const snapshot = encodeSnapshot(['view_attendance', 'allow_clock_in_out_attendance', 'not_a_permission']);
    expect(decodeSnapshot(snapshot)).toEqual(new Set(['view_attendance']));
  });

  it('stays compact for an administrator with every permission', () => {
    const snapshot = encodeSnapshot(ROUTE_PERMISSIONS);
    expect(snapshot.length).toBeLessThan(24);
    expect(decodeSnapshot(snapshot)).toEqual(new Set(ROUTE_PERMISSIONS));
  });

  it('treats an empty set as no permissions, not as missing', () => {
    expect(decodeSnapshot(encodeSnapshot([]))).toEqual(new Set());
  });

  it('rejects missing, malformed and other-table snapshots', () => {
    expect(decodeSnapshot(undefined)).toBeNull();
    expect(decodeSnapshot('garbage')).toBeNull();
    const other = encodeSnapshot(['a'], ['a', 'b']);
    expect(decodeSnapshot(other)).toBeNull();
    expect(decodeSnapshot(other, ['a', 'b'])).toEqual(new Set(['a']));
  });
});
