import { anniversariesSchema, recentJoinedSchema } from '../../lib/widgets/schemas';
import type { Upstream } from '../src/server';
import { DEMO, signedInClient, startUpstream, type ApiClient } from './helpers';

/**
 * The people widgets read the people table as it is now: a person who makes
 * their profile private leaves the work-anniversary and recently-joined cards,
 * which would otherwise show the joining date the profile hides.
 */

let upstream: Upstream;
let admin: ApiClient;

beforeAll(async () => {
  upstream = await startUpstream();
  admin = await signedInClient(upstream, DEMO.admin);
});
afterAll(() => upstream.close());

const P = '/employee/employee/profile';

it('leaves private profiles out of anniversaries and recent joiners', async () => {
  const anniversaries = anniversariesSchema.parse((await admin.get('/dashboard/widget/recent-work-anniversary-people/index?per_page=50')).body);
  const joined = recentJoinedSchema.parse((await admin.get('/dashboard/widget/recent-joined-people/index?per_page=50')).body);
  const veteran = anniversaries.data.find((person) => person.badge === 'platinum')!;
  const newcomer = joined.data[0]!;
  expect(veteran).toBeDefined();
  expect(newcomer).toBeDefined();

  for (const person of [veteran, newcomer]) {
    expect((await admin.post(`${P}/${person.id}/change-profile-privacy`, { is_profile_private: true })).status).toBe(200);
  }
  const privateAnniversaries = anniversariesSchema.parse((await admin.get('/dashboard/widget/recent-work-anniversary-people/index?per_page=50')).body);
  const privateJoined = recentJoinedSchema.parse((await admin.get('/dashboard/widget/recent-joined-people/index?per_page=50')).body);
  expect(privateAnniversaries.data.map((person) => person.id)).not.toContain(veteran.id);
  expect(privateAnniversaries.total).toBe(anniversaries.total - 1);
  expect(privateJoined.data.map((person) => person.id)).not.toContain(newcomer.id);

  expect((await admin.post(`${P}/${veteran.id}/change-profile-privacy`, { is_profile_private: false })).status).toBe(200);
  const back = anniversariesSchema.parse((await admin.get('/dashboard/widget/recent-work-anniversary-people/index?per_page=50')).body);
  expect(back.data.find((person) => person.id === veteran.id)).toMatchObject({ badge: 'platinum', years: 10 });
});
