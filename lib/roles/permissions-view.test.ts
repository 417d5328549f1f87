import { filterPermissionGroups, moveItem, permissionLabel } from '@/lib/roles/permissions-view';

const groups = [
  { name: 'people', permissions: [{ id: 1, name: 'view_employee' }, { id: 2, name: 'import_employee' }] },
  { name: 'attendance', permissions: [{ id: 3, name: 'view_any_attendance' }] },
];

describe('the permission editor’s view of the catalogue', () => {
  it('labels permission names as words', () => {
    expect(permissionLabel('view_any_attendance')).toBe('View any attendance');
  });

  it('filters by every word, in the label, the raw name or the group, and drops empty groups', () => {
    expect(filterPermissionGroups(groups, '')).toEqual(groups);
    expect(filterPermissionGroups(groups, 'view')).toEqual([
      { name: 'people', permissions: [{ id: 1, name: 'view_employee' }] },
      { name: 'attendance', permissions: [{ id: 3, name: 'view_any_attendance' }] },
    ]);
    expect(filterPermissionGroups(groups, 'view_employee')).toEqual([{ name: 'people', permissions: [{ id: 1, name: 'view_employee' }] }]);
    expect(filterPermissionGroups(groups, 'PEOPLE import')).toEqual([{ name: 'people', permissions: [{ id: 2, name: 'import_employee' }] }]);
    expect(filterPermissionGroups(groups, 'billing')).toEqual([]);
  });
});

describe('moveItem', () => {
  it('moves an item up, down, and not past the ends', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 5)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 7, 0)).toEqual(['a', 'b', 'c']);
  });
});
