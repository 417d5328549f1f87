import { roleCountsText, roleInView } from '@/lib/roles/counts';
import type { Role } from '@/lib/roles/schemas';

const role = (over: Partial<Role> = {}): Role => ({ id: 2, name: 'Manager', position: 2, is_admin: false, is_default: false, ...over });
const people = (total: number) => ({ data: [], meta: { current_page: 1, last_page: 1, per_page: 10, from: null, to: null, total } });

describe('a role’s counts line', () => {
  it('says how many hold it and how many permissions it has', () => {
    expect(roleCountsText(role({ users_count: 1, permissions_count: 1 }))).toBe('1 person · 1 permission');
    expect(roleCountsText(role({ users_count: 3, permissions_count: 12 }))).toBe('3 people · 12 permissions');
    expect(roleCountsText(role({ is_admin: true, users_count: 0, permissions_count: 4 }))).toBe('0 people · every permission');
  });

  it('leaves out what the answer does not count (the spec names no counts), and says nothing when it counts nothing', () => {
    expect(roleCountsText(role({ permissions_count: 5 }))).toBe('5 permissions');
    expect(roleCountsText(role({ users_count: 2 }))).toBe('2 people');
    expect(roleCountsText(role({ is_admin: true }))).toBe('every permission');
    expect(roleCountsText(role())).toBeNull();
  });
});

describe('the role in view', () => {
  it('keeps the answer’s counts', () => {
    expect(roleInView(role({ users_count: 4, permissions_count: 9 }), { assigned: [1], people: people(1), search: '' })).toMatchObject({ users_count: 4, permissions_count: 9 });
  });

  it('counts its permissions from assign_permissions and its people from their unsearched list when the answer does not', () => {
    expect(roleInView(role(), { assigned: [1, 2, 3], people: people(7), search: '' })).toMatchObject({ users_count: 7, permissions_count: 3 });
  });

  it('does not take a searched list’s total for its people', () => {
    expect(roleInView(role(), { assigned: [], people: people(1), search: 'emma' }).users_count).toBeUndefined();
  });
});
