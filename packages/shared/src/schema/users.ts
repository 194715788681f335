import type { CollectionInput } from '../collection-types.js';

/** Image types accepted for avatars and backgrounds. */
const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/**
 * Where a new OAuth2 account's profile goes: the provider's name (or, failing that, its
 * username or the email's local part) becomes the nickname and its picture the avatar.
 */
export const USERS_OAUTH2_MAPPED_FIELDS = {
  id: '',
  name: 'nickname',
  username: '',
  avatarURL: 'avatar',
} as const;

/**
 * Hearth's `users` auth collection (spec section 3): PocketBase's default users collection with
 * the spec's `nickname`, `avatar` and `background`. Signed-in users may find each other (search,
 * friends, chat), and only ever change their own record. Email stays hidden unless the owner
 * makes it visible.
 */
export const usersCollection: CollectionInput = {
  id: '_pb_users_auth_',
  name: 'users',
  type: 'auth',
  system: false,
  listRule: '@request.auth.id != ""',
  viewRule: '@request.auth.id != ""',
  createRule: '',
  updateRule: 'id = @request.auth.id',
  deleteRule: 'id = @request.auth.id',
  fields: [
    { name: 'nickname', type: 'text', max: 50, required: true, presentable: true },
    {
      name: 'avatar',
      type: 'file',
      maxSelect: 1,
      maxSize: 5 * 1024 * 1024,
      mimeTypes: IMAGE_MIME_TYPES,
      thumbs: ['100x100', '200x200'],
    },
    {
      name: 'background',
      type: 'file',
      maxSelect: 1,
      maxSize: 10 * 1024 * 1024,
      mimeTypes: IMAGE_MIME_TYPES,
      thumbs: ['1280x0'],
    },
    { name: 'language', type: 'select', values: ['zh', 'en', 'ja'], maxSelect: 1 },
    { name: 'created', type: 'autodate', onCreate: true, onUpdate: false },
    { name: 'updated', type: 'autodate', onCreate: true, onUpdate: true },
  ],
  indexes: ['CREATE INDEX `idx_users_nickname` ON `users` (`nickname`)'],
  // OAuth2 providers are a deployment's choice (README: "Sign in with Google, GitHub …").
  oauth2: { enabled: false, mappedFields: { ...USERS_OAUTH2_MAPPED_FIELDS }, providers: [] },
};
