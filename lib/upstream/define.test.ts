import { z } from 'zod';
import { endpointKey, endpointPath, endpointsOf, type EndpointArgs, type EndpointOut } from '@/lib/upstream/define';

const schemas = { itemSchema: z.object({ id: z.number(), name: z.string() }), notASchema: 3 };
const { get, post, del } = endpointsOf('people-settings', async () => schemas);

const index = get('/things/index', 'itemSchema');
const edit = get('/things/edit/{id}', 'itemSchema');
const remove = del('/things/{group_id}/delete/{id}');
const store = post('/things/store');

describe('endpoint definitions', () => {
  it('carry method, path and domain as data', () => {
    expect(index).toMatchObject({ method: 'GET', path: '/things/index', domain: 'people-settings' });
    expect(remove).toMatchObject({ method: 'DELETE', path: '/things/{group_id}/delete/{id}' });
    expect(store.schema).toBeUndefined();
  });

  it('load their response schema on demand', async () => {
    const schema = await edit.schema!();
    expect(schema.parse({ id: 1, name: 'Ops' })).toEqual({ id: 1, name: 'Ops' });
    expect(() => schema.parse({ id: 'x' })).toThrow();
  });

  it('type their answers and path values', () => {
    const out: EndpointOut<typeof edit> = { id: 1, name: 'Ops' };
    const args: EndpointArgs<typeof remove> = { params: { group_id: 2, id: 3 } };
    // @ts-expect-error a path value the pattern does not have
    const wrong: EndpointArgs<typeof edit> = { params: { slug: 'x' } };
    // @ts-expect-error a schema name the module does not export as a schema
    get('/things/list', 'notASchema');
    expect([out, args, wrong]).toHaveLength(3);
  });

  it('build concrete paths and shared query keys', () => {
    expect(endpointPath(remove.path, { group_id: 2, id: 'a b' })).toBe('/things/2/delete/a%20b');
    expect(() => endpointPath(edit.path)).toThrow(/missing "id"/);
    expect(endpointKey(index, { query: { page: 2 } })).toEqual(['people-settings', '/things/index', {}, { page: 2 }]);
    expect(endpointKey(edit, { params: { id: 4 } })).toEqual(['people-settings', '/things/edit/{id}', { id: 4 }, {}]);
  });
});
