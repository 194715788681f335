// The chats the chat benchmarks give Hearth and their bare baselines alike, computed the same in
// every process from a few numbers (nothing random is shared: a seeded generator makes them).
//
// chatLayout (bench/chat.bench.mjs): USERS users (ids of bench/lib/friend-graph.mjs); each is
// friends with DIRECT others (the circulant friend graph) and has a direct chat with each of
// them; everyone is in one group and about half of them in a second, groups of 5–50 members.
//
// historyLayout (bench/chat-history.bench.mjs): CHATS chats among USERS users, the first `mine`
// of them including user 0 (a quarter of those groups, the rest direct chats with distinct
// people), the others direct chats between distinct pairs and groups; and MESSAGES messages
// spread over all chats unevenly (each chat 0.2–1.8 times the mean).
import { friendGraph, friendPairs, userId } from './friend-graph.mjs';

/** A seeded random number generator (mulberry32): the same sequence in every process. */
export function seededRandom(seed) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Shuffles `items` in place with `random`. */
function shuffle(items, random) {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j], items[i]];
  }
  return items;
}

/** The id of chat `i`: 15 characters of [a-z0-9], like PocketBase's. */
export const chatId = (i) => `c${String(i).padStart(14, '0')}`;

/** A direct chat's `pair`: its two user ids in order, joined by `_`. */
export const pairOf = (a, b) => (a < b ? `${a}_${b}` : `${b}_${a}`);

/** Cuts `users` (indices) into groups of `min`–`max` members; a short rest joins the last one. */
function cutIntoGroups(users, min, max, random) {
  const groups = [];
  let at = 0;
  while (at < users.length) {
    const size = min + Math.floor(random() * (max - min + 1));
    const rest = users.length - at - size;
    const take = rest > 0 && rest < min ? users.length - at : Math.min(size, users.length - at);
    groups.push(users.slice(at, at + take));
    at += take;
  }
  if (groups.length > 1 && groups[groups.length - 1].length < min) {
    groups[groups.length - 2].push(...groups.pop());
  }
  return groups;
}

/**
 * A chat: `{ id, kind, members }` with member indices, the first of them the owner (the
 * opener of a direct chat, the owner of a group; a group's second member is an admin).
 */
function layoutOf(users, chats) {
  const ids = Array.from({ length: users }, (_, i) => userId(i));
  const chatsOf = Array.from({ length: users }, () => []);
  const list = chats.map((chat, i) => {
    for (const member of chat.members) chatsOf[member].push(i);
    return {
      id: chatId(i),
      kind: chat.kind,
      members: chat.members,
      title: chat.kind === 'group' ? `group ${i}` : '',
      pair: chat.kind === 'direct' ? pairOf(ids[chat.members[0]], ids[chat.members[1]]) : '',
    };
  });
  return { ids, chats: list, chatsOf };
}

/** The layout of bench/chat.bench.mjs (see the header); `direct` is each user's direct chats. */
export function chatLayout(users, { direct = 4, groupMin = 5, groupMax = 50, seed = 7 } = {}) {
  const random = seededRandom(seed);
  const chats = friendPairs(friendGraph(users, direct)).map(([a, b]) => ({
    kind: 'direct',
    members: [a, b],
  }));
  const everyone = Array.from({ length: users }, (_, i) => i);
  const first = cutIntoGroups(shuffle([...everyone], random), groupMin, groupMax, random);
  const half = shuffle([...everyone], random).slice(0, Math.floor(users / 2));
  const second = cutIntoGroups(half, groupMin, groupMax, random);
  for (const members of [...first, ...second]) chats.push({ kind: 'group', members });
  return { ...layoutOf(users, chats), friends: direct };
}

/**
 * The messages to send: `count` pairs `{ author, chat }` (indices), a uniformly random user each
 * time and a uniformly random chat of theirs (so group messages follow how many are in groups).
 */
export function messagePlan(layout, count, seed = 11) {
  const random = seededRandom(seed);
  const users = layout.ids.length;
  return Array.from({ length: count }, () => {
    const author = Math.floor(random() * users);
    const mine = layout.chatsOf[author];
    return { author, chat: mine[Math.floor(random() * mine.length)] };
  });
}

/** The layout of bench/chat-history.bench.mjs (see the header); user 0 is "me". */
export function historyLayout(users, chats, { mine = 200, seed = 5 } = {}) {
  if (mine > chats || mine > users) throw new Error(`${mine} chats of mine do not fit`);
  const random = seededRandom(seed);
  const list = [];
  const pairs = new Set();
  const others = shuffle(
    Array.from({ length: users - 1 }, (_, i) => i + 1),
    random,
  );
  /** `size` distinct users other than user 0, who is only in the first `mine` chats. */
  const groupOf = (size) => {
    const members = new Set();
    while (members.size < size) members.add(1 + Math.floor(random() * (users - 1)));
    return [...members];
  };
  for (let i = 0; i < chats; i++) {
    const group = i < mine ? i % 4 === 0 : random() < 0.3;
    if (group) {
      const size = 5 + Math.floor(random() * 46);
      const members = i < mine ? [0, ...groupOf(size - 1)] : groupOf(size);
      list.push({ kind: 'group', members });
      continue;
    }
    let members;
    if (i < mine) members = [0, others[i % others.length]];
    else {
      do {
        const a = 1 + Math.floor(random() * (users - 1));
        const b = 1 + Math.floor(random() * (users - 1));
        members = [a, b];
      } while (members[0] === members[1] || pairs.has(`${members[0]}_${members[1]}`));
    }
    pairs.add(`${members[0]}_${members[1]}`).add(`${members[1]}_${members[0]}`);
    list.push({ kind: 'direct', members });
  }
  return layoutOf(users, list);
}

/** How many messages each chat of `layout` holds: `total` in all, 0.2–1.8 times the mean each. */
export function messageCounts(layout, total, seed = 3) {
  const random = seededRandom(seed);
  const weights = layout.chats.map(() => 0.2 + 1.6 * random());
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / sum) * total));
  let rest = total - counts.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % counts.length, rest--) counts[i]++;
  return counts;
}
