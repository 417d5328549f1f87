import { endpointsOf } from '@/lib/upstream/define';

/** The header's people search (spec part 2 §7 "Search and application settings"). */

// Answers are read leniently by normaliseSearchResults (lib/shell/search.ts), not by a schema.
const { get } = endpointsOf('search', async () => ({}));

export const searchApi = {
  people: get('/crewlix-bar/search'),
};
