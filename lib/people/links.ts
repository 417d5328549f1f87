import { routeHref } from '@/lib/routes';

/** The address of a person's profile, from wherever a person is shown (a list, the calendar). */
export const profileHref = (person: { username: string }) => routeHref('/people/profile/view/[username]', { username: person.username });
