import { oneOfParam, pageParam, positiveIntParam, textParam, withParams } from '@/lib/search-params';

describe('search params', () => {
  it('reads a page number, falling back on anything that is not a positive whole number', () => {
    expect(pageParam({ page: '3' })).toBe(3);
    expect(pageParam({ page: ['4', '5'] })).toBe(4);
    for (const bad of ['0', '-2', '1.5', 'abc', '', undefined]) expect(pageParam({ page: bad })).toBe(1);
    expect(positiveIntParam('x', null)).toBeNull();
  });

  it('trims and bounds text', () => {
    expect(textParam('  design ')).toBe('design');
    expect(textParam(undefined)).toBe('');
    expect(textParam('a'.repeat(150)).length).toBe(100);
  });

  it('accepts only allowed values', () => {
    expect(oneOfParam('table', ['cards', 'table'] as const, 'cards')).toBe('table');
    expect(oneOfParam('grid', ['cards', 'table'] as const, 'cards')).toBe('cards');
  });

  it('replaces values and keeps the others', () => {
    expect(withParams({ search: 'ops', page: '3' }, { page: 4 })).toBe('?search=ops&page=4');
    expect(withParams({ search: 'ops', page: '3' }, { search: '', page: undefined })).toBe('');
  });
});
