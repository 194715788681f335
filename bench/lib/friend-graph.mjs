// The friend graph the presence benchmark gives Hearth and its bare baseline alike: USERS users
// with deterministic PocketBase-shaped ids, each friends with exactly FRIENDS others (a circulant
// graph: user i with i ± 1 … i ± FRIENDS/2, plus the opposite user when FRIENDS is odd).

/** The id of user `i`: 15 characters of [a-z0-9], like PocketBase's. */
export const userId = (i) => `u${String(i).padStart(14, '0')}`;

/** Each user's friends, as indices; throws when the numbers cannot give everyone FRIENDS. */
export function friendGraph(users, friends) {
  const odd = friends % 2 === 1;
  if (friends >= users || (odd && users % 2 === 1)) {
    throw new Error(`${users} users cannot each have exactly ${friends} friends`);
  }
  const half = Math.floor(friends / 2);
  return Array.from({ length: users }, (_, i) => {
    const list = [];
    for (let d = 1; d <= half; d++) list.push((i + d) % users, (i - d + users) % users);
    if (odd) list.push((i + users / 2) % users);
    return list;
  });
}

/** Each friendship once, as [lower index, higher index]. */
export function friendPairs(graph) {
  const pairs = [];
  graph.forEach((list, i) => {
    for (const j of list) if (i < j) pairs.push([i, j]);
  });
  return pairs;
}
