/**
 * Header people search (GET /crewlix-bar/search). Each result is a person
 * (id, name, username, avatar, designation_name) or a plain-text item, which
 * is shown as text (for example "No results found").
 */

export interface PersonResult {
  kind: 'person';
  id: number | string;
  name: string;
  username: string;
  avatar: string | null;
  designation: string | null;
}

export interface TextResult {
  kind: 'text';
  text: string;
}

export type SearchResult = PersonResult | TextResult;

const str = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Turns the response body ({data: [...]}, or a bare list) into typed results; unusable entries are dropped. */
export function normaliseSearchResults(body: unknown): SearchResult[] {
  const list = Array.isArray(body) ? body : body && typeof body === 'object' && Array.isArray((body as { data?: unknown }).data) ? (body as { data: unknown[] }).data : [];
  const results: SearchResult[] = [];
  for (const entry of list) {
    if (typeof entry === 'string' || typeof entry === 'number') {
      const text = String(entry).trim();
      if (text) results.push({ kind: 'text', text });
      continue;
    }
    if (!entry || typeof entry !== 'object') continue;
    const item = entry as Record<string, unknown>;
    const username = str(item.username);
    const name = str(item.name);
    if (!username || !name) continue;
    const id = typeof item.id === 'number' || typeof item.id === 'string' ? item.id : username;
    results.push({ kind: 'person', id, name, username, avatar: str(item.avatar), designation: str(item.designation_name) });
  }
  return results;
}

/** The profile route of a person: /people/profile/view/{username}. */
export function profilePath(username: string): string {
  return `/people/profile/view/${encodeURIComponent(username)}`;
}
