import type { App } from '../../app.js';
import { tooManyRequests } from '../../errors.js';
import { personDetails } from './person-details.js';
import { searchPeople, searchTextOf } from './people-search.js';
import { PEOPLE_COLLECTION, requireUser } from './require-user.js';
import { friendSuggestions } from './suggestions.js';

/**
 * Searches one user may run per window. Search reads the whole users table by nickname, and a
 * signed-in user sending it in a loop could list everyone: this bounds that, per user whatever
 * the address, on top of the per-IP limits of the settings.
 */
export const PEOPLE_SEARCH_RATE_LIMIT = { maxRequests: 30, durationSeconds: 60 } as const;
// note: the app's limiter holds bounded windows and the system job sweeps them; this key never
// meets the HTTP limiter's, which are rule labels.
const SEARCH_LIMITER_KEY = 'hearth:peopleSearch';

/**
 * The people routes of the contract (docs/social-data-model.md): search, one person's card,
 * friend suggestions. Each answers for the signed-in user, read with full rights on the tables
 * and filtered by the caller's place in the graph, since the users rules hide strangers.
 */
export function bindPeopleRoutes(app: App): void {
  // note: bound before `people/:id`, which would otherwise take `search` for an id.
  app.routes.add({
    method: 'GET',
    path: '/api/hearth/people/search',
    handler: async ({ info }) => {
      const caller = requireUser(info);
      const { maxRequests, durationSeconds } = PEOPLE_SEARCH_RATE_LIMIT;
      const allowed = await app.rateLimiter.consume(
        SEARCH_LIMITER_KEY,
        caller,
        maxRequests,
        durationSeconds,
      );
      if (!allowed) {
        throw tooManyRequests();
      }
      const text = searchTextOf(info.query['q']);
      const items = await searchPeople(app.db, caller, text, peopleCollectionId(app), new Date());
      return { items };
    },
  });
  app.routes.add({
    method: 'GET',
    path: '/api/hearth/people/:id',
    handler: ({ info, params }) => {
      const caller = requireUser(info);
      const id = params['id'] ?? '';
      return personDetails(app.db, caller, id, peopleCollectionId(app), new Date());
    },
  });
  app.routes.add({
    method: 'GET',
    path: '/api/hearth/friends/suggestions',
    handler: async ({ info }) => {
      const caller = requireUser(info);
      const items = await friendSuggestions(app.db, caller, peopleCollectionId(app), new Date());
      return { items };
    },
  });
}

/** The users collection's id, which every card carries as its `collectionId`. */
function peopleCollectionId(app: App): string {
  const collection = app.collections.find(PEOPLE_COLLECTION);
  // note: the feature's own migration creates it; without it the routes cannot answer at all.
  if (!collection) throw new Error(`the ${PEOPLE_COLLECTION} collection is missing`);
  return collection.id;
}
