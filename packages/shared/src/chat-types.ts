/**
 * Chat's constants and route answers (docs/chat-data-model.md), shared so that the server and
 * the web app cannot drift apart.
 */

/** The realtime topic of typing signals: `{ chat, user }` to the chat's other members. */
export const TYPING_TOPIC = 'hearth/typing';
/** A client sends at most one typing signal per this many milliseconds while typing. */
export const TYPING_SIGNAL_INTERVAL_MS = 3000;
/** A typing signal shows for this long unless another one follows. */
export const TYPING_EXPIRES_MS = 5000;
/** Older messages load this many at a time (the spec's default page size). */
export const HISTORY_PAGE_SIZE = 30;
/** The longest message text, in characters. */
export const MESSAGE_MAX_TEXT = 4000;
/** Files per message, and the size of each. */
export const MESSAGE_MAX_ATTACHMENTS = 10;
export const ATTACHMENT_MAX_BYTES = 25 * 1024 * 1024;
/** Members a group can have. */
export const GROUP_MAX_MEMBERS = 200;
/** The longest group title, in characters. */
export const CHAT_TITLE_MAX = 100;
/** `mutedUntil` for "until I unmute". */
export const MUTED_FOREVER = '9999-12-31 23:59:59.000Z';

/**
 * File name endings refused as attachments: programs and scripts a desktop runs on a double
 * click. Everything else is accepted and, unless the browser shows it safely, served as a
 * download.
 */
export const FORBIDDEN_ATTACHMENT_EXTENSIONS = [
  'exe',
  'msi',
  'msp',
  'bat',
  'cmd',
  'com',
  'scr',
  'pif',
  'cpl',
  'vbs',
  'vbe',
  'js',
  'jse',
  'wsf',
  'wsh',
  'ps1',
  'psm1',
  'jar',
  'hta',
  'lnk',
  'reg',
  'dll',
  'app',
  'dmg',
  'pkg',
  'deb',
  'rpm',
  'apk',
  'sh',
  'run',
] as const;

/** What a system message reports. */
export type ChatEvent =
  | 'created'
  | 'added'
  | 'left'
  | 'removed'
  | 'renamed'
  | 'avatar'
  | 'owner'
  | 'promoted'
  | 'demoted';

/** A typing signal as the topic carries it. */
export interface TypingSignal {
  chat: string;
  user: string;
}

/** One chat's read state for the caller (`GET /api/hearth/chats/unread`). */
export interface ChatReadState {
  chat: string;
  /** The `seq` of the newest message the caller has read. */
  readSeq: number;
  /** Others' undeleted messages after `readSeq`. */
  unread: number;
  /** Of those, the ones that mention the caller (the chat list's "@" mark). */
  mentions: number;
}

/** The answer of `POST /api/hearth/chats/{id}/read`. */
export interface ReadResult {
  readSeq: number;
  unread: number;
}

/** Users one message can mention. */
export const MESSAGE_MAX_MENTIONS = 50;
/** The longest `emoji` of a reaction, in UTF-16 code units (one emoji, ZWJ sequences included). */
export const REACTION_MAX_LENGTH = 32;
/** Different emoji one user can put on one message. */
export const REACTIONS_MAX_PER_USER = 20;

/** The query parameter of a message link: `/chat/{chatId}?message={messageId}`. */
export const MESSAGE_LINK_PARAM = 'message';

/** Search (`GET /api/hearth/search`): the longest query, in characters. */
export const SEARCH_QUERY_MAX = 200;
/** Search results per page by default, and at most. */
export const SEARCH_PAGE_SIZE = 20;
export const SEARCH_PAGE_MAX = 50;

/**
 * The link preview the server stores on a message (`messages.preview`): what the first link's
 * page says about itself. The image, when there is one, is the message's protected
 * `previewImage` file, fetched and resized by the server.
 */
export interface LinkPreview {
  url: string;
  title: string;
  description: string;
  siteName: string;
}

/** One search result: `message` is a `messages` record with `expand.author` and `expand.chat`. */
export interface SearchHit<TMessage = Record<string, unknown>> {
  message: TMessage;
  /** Matched ranges of `message.text`, `[start, end)` in UTF-16 code units, in order. */
  highlights: Array<[number, number]>;
}

/** The answer of `GET /api/hearth/search`. */
export interface SearchResult<TMessage = Record<string, unknown>> {
  page: number;
  perPage: number;
  items: Array<SearchHit<TMessage>>;
}
