import { json } from '../http/respond';
import type { Router } from '../http/router';
import { PERSON_ROW_COLUMNS, toPerson, type PersonRow } from '../domain/users';
import { personMatches } from '../db/text-search';
import type { Services } from '../services';

/**
 * The header people search (spec part 2 §7 "Search": GET /crewlix-bar/search,
 * "the initial search is by name or designation"). Active people whose name,
 * designation or e-mail holds every word typed (any order, any case or accent:
 * db/text-search.ts), best matches first, at most 10. Results are person objects; when nothing matches, the list holds one
 * plain-text item, which the front end shows as text.
 */

export const SEARCH_LIMIT = 10;
export const NO_RESULTS = 'No results found';

/** LIKE pattern for "contains", with the wildcards in the text escaped. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function registerSearch(router: Router, services: Services): void {
  const search = services.db.prepare<{ search: string; pattern: string; prefix: string; limit: number }, PersonRow>(
    `SELECT ${PERSON_ROW_COLUMNS}
       FROM users u LEFT JOIN designations d ON d.id = u.designation_id
      WHERE u.status = 'active'
        AND ${personMatches('u.first_name', 'u.last_name', 'd.name', 'u.email')}
      ORDER BY CASE
                 WHEN (u.first_name || ' ' || u.last_name) LIKE @prefix ESCAPE '\\' THEN 0
                 WHEN u.last_name LIKE @prefix ESCAPE '\\' THEN 1
                 WHEN (u.first_name || ' ' || u.last_name) LIKE @pattern ESCAPE '\\' THEN 2
                 ELSE 3
               END,
               u.first_name COLLATE NOCASE, u.last_name COLLATE NOCASE, u.id
      LIMIT @limit`,
  );

  router.get(
    '/crewlix-bar/search',
    (ctx) => {
      const text = (ctx.query.get('search') ?? '').trim().replace(/\s+/g, ' ').slice(0, 100);
      if (!text) return json({ data: [] });
      const escaped = text.replace(/[\\%_]/g, (c) => `\\${c}`);
      const rows = search.all({ search: text, pattern: containsPattern(text), prefix: `${escaped}%`, limit: SEARCH_LIMIT });
      if (rows.length === 0) return json({ data: [NO_RESULTS] });
      return json({
        data: rows.map((row) => toPerson(services.config.publicUrl, row)),
      });
    },
    { auth: true },
  );
}
