// The records benchmarks' data and requests (bench/records.bench.mjs, bench/scale.bench.mjs): an
// open `posts` collection with an index on `created`, seeded by SQL with the shapes Hearth
// stores, and a `drafts` collection that takes the creates, so they never change what the list
// reads.
import Database from 'better-sqlite3';

export const POST_ROWS = 10_000;

const postFields = [
  { name: 'title', type: 'text' },
  { name: 'body', type: 'text' },
  { name: 'views', type: 'number' },
  { name: 'created', type: 'autodate', onCreate: true },
  { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
];

/** The id of the `i`th seeded post. */
export const postId = (i) => `p${String(i).padStart(14, '0')}`;

/** The id of the post the view scenario reads. */
export const SAMPLE_POST = postId(POST_ROWS / 2);

/** Creates `posts` and `drafts` through the API (`hearth` from bench/lib/hearth-setup.mjs). */
export async function createPostCollections(hearth) {
  await hearth.post('/api/collections', {
    name: 'posts',
    listRule: '',
    viewRule: '',
    createRule: '',
    fields: postFields,
    indexes: ['CREATE INDEX `idx_posts_created` ON `posts` (`created`)'],
  });
  await hearth.post('/api/collections', { name: 'drafts', createRule: '', fields: postFields });
}

/** Inserts POST_ROWS posts into the SQLite database `file`; returns one id to view. */
export function seedPosts(file) {
  const db = new Database(file);
  db.pragma('busy_timeout = 10000');
  const insert = db.prepare(
    'INSERT INTO posts (id, title, body, views, created, updated) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const base = Date.UTC(2026, 0, 1);
  db.transaction(() => {
    for (let i = 0; i < POST_ROWS; i++) {
      const date = new Date(base + i * 60_000).toISOString().replace('T', ' ');
      insert.run(
        postId(i),
        `Post number ${i}`,
        'Lorem ipsum dolor sit amet '.repeat(4),
        i % 1000,
        date,
        date,
      );
    }
  })();
  db.close();
  return SAMPLE_POST;
}

/** The body of every create. */
export const CREATE_BODY = JSON.stringify({
  title: 'benchmark post',
  body: 'a body of some length '.repeat(5),
  views: 42,
});

/**
 * Hearth's three requests (`load` options of bench/lib/harness.mjs) on the server at `base`:
 * the list (filter + sort + 30 per page), a view of `sampleId`, a create.
 */
export function postRequests(base, sampleId) {
  const api = `${base}/api/collections/posts/records`;
  return {
    list: { url: `${api}?filter=${encodeURIComponent('views > 500')}&sort=-created&perPage=30` },
    view: { url: `${api}/${sampleId}` },
    create: {
      url: `${base}/api/collections/drafts/records`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: CREATE_BODY,
    },
  };
}
