import { normaliseSearchResults, profilePath } from '@/lib/shell/search';

describe('normaliseSearchResults', () => {
  it('reads people and plain-text items from {data}', () => {
    const results = normaliseSearchResults({
      data: [
        { id: 3, name: 'Emma Novak', username: 'emma.novak', avatar: 'https://cdn/x.png', designation_name: 'Designer' },
        'No results found',
      ],
    });
    expect(results).toEqual([
      { kind: 'person', id: 3, name: 'Emma Novak', username: 'emma.novak', avatar: 'https://cdn/x.png', designation: 'Designer' },
      { kind: 'text', text: 'No results found' },
    ]);
  });

  it('tolerates missing avatar and designation', () => {
    expect(normaliseSearchResults([{ id: 1, name: 'A', username: 'a', avatar: null }])).toEqual([
      { kind: 'person', id: 1, name: 'A', username: 'a', avatar: null, designation: null },
    ]);
  });

  it('drops entries without a name or username and bodies that are not lists', () => {
    expect(normaliseSearchResults({ data: [{ id: 1, name: 'No username' }, null, 42, '  '] })).toEqual([{ kind: 'text', text: '42' }]);
    expect(normaliseSearchResults({ message: 'oops' })).toEqual([]);
    expect(normaliseSearchResults(undefined)).toEqual([]);
  });
});

describe('profilePath', () => {
  it('is the profile view by username', () => {
    expect(profilePath('emma.novak')).toBe('/people/profile/view/emma.novak');
    expect(profilePath('a b')).toBe('/people/profile/view/a%20b');
  });
});
