import type { CollectionModel } from '@hearth/shared';
import { signRecordToken, verifyRecordToken } from '../security/record-token.js';
import { isIpInRanges } from '../lib/ip-ranges.js';
import type { Logger } from '../lib/logger.js';
import type { RecordService } from '../records/record-service.js';
import { findRecordById } from '../records/record-store.js';
import { isSuperuser, type AuthIdentity, type RequestInfo } from '../request-info.js';
import type { Queryable } from '../storage/db.js';
import type { BlobStore } from '../filesystem/blob-store.js';
import { findFileField, recordFolderOf, type RecordFile } from './file-access.js';
import { isInlineType, servedContentType } from './file-content-type.js';
import { MIME_SNIFF_BYTES, sniffMimeType } from '../filesystem/mime-sniff.js';
import { isThumbSizeAllowed } from '../filesystem/thumb-size.js';
import type { ThumbService } from './thumb-service.js';

/** PB compat: only these originals get thumbs; anything else is served as it is. */
const THUMBABLE_TYPES = new Set([
  'image/png',
  'image/jpg',
  'image/jpeg',
  'image/gif',
  'image/webp',
]);

/** What the file service is built on. */
export interface FileServiceDeps {
  db: Queryable;
  collections: { find(idOrName: string): CollectionModel | undefined };
  records: Pick<RecordService, 'findVisible'>;
  blobs: BlobStore;
  thumbs: ThumbService;
  logger: Logger;
  /** The current `superuserIPs` setting: superuser file tokens only count from these. */
  superuserIPs: () => readonly string[];
}

/** A download as the files API receives it. */
export interface DownloadRequest {
  collection: string;
  recordId: string;
  filename: string;
  /** `?token=`: a file token, which protected files need. */
  token: string;
  /** `?thumb=`: a thumb size, or `''` for the original. */
  thumb: string;
  /** The request as rules see it (its auth is replaced by the file token's for protected files). */
  info: RequestInfo;
}

/** A blob ready to be sent: where it is and how to describe it. */
export interface Download {
  key: string;
  /** The name for Content-Disposition: the file's, or `<size>_<file>` for a thumb. */
  name: string;
  contentType: string;
  /** Whether browsers may show it in place rather than save it. */
  inline: boolean;
  size: number;
  modified: Date;
}

/**
 * The files API's domain logic: which record file a URL names, who may read a protected one,
 * which blob to serve (original or thumb) and what type it is; and file tokens.
 */
export class FileService {
  constructor(private readonly deps: FileServiceDeps) {}

  /**
   * Resolves a download, or `null` for PocketBase's 404: unknown collection, record or file
   * name, a protected file the request may not see, or a blob missing from the store. A thumb
   * that cannot be had falls back to the original.
   */
  async findDownload(request: DownloadRequest): Promise<Download | null> {
    const file = await this.findRecordFile(request);
    if (!file) return null;
    if (file.field.protected && !(await this.mayReadProtected(file, request))) return null;
    const folder = recordFolderOf(file.collection, file.record);
    const original = await this.describe(`${folder}/${file.filename}`, file.filename);
    if (!original || !request.thumb || !isThumbSizeAllowed(file.field, request.thumb)) {
      return original?.download ?? null;
    }
    if (!THUMBABLE_TYPES.has(original.sniffedMime)) return original.download;
    const thumbKey = await this.deps.thumbs.thumbKey(folder, file.filename, request.thumb);
    const thumb = thumbKey && (await this.describe(thumbKey, `${request.thumb}_${file.filename}`));
    return thumb ? thumb.download : original.download;
  }

  /** Issues a file token for an authenticated record (any auth collection, superusers too). */
  createFileToken(auth: AuthIdentity): Promise<string> {
    return signRecordToken(auth.collection, auth.record, 'file');
  }

  private async findRecordFile(request: DownloadRequest): Promise<RecordFile | null> {
    const collection = this.deps.collections.find(request.collection);
    // note: view collections have no table of their own to read records from (yet).
    if (!collection || collection.type === 'view' || request.recordId === '') return null;
    const record = await findRecordById(this.deps.db, collection, request.recordId);
    if (!record) return null;
    const field = findFileField(collection, record, request.filename);
    return field ? { collection, record, field, filename: request.filename } : null;
  }

  /**
   * PB compat: a protected file is read as the file token's record (the Authorization header
   * does not count), under the view rule with `@request.context = "protectedFile"`; a rule
   * that fails, or cannot be evaluated, hides the file.
   */
  private async mayReadProtected(file: RecordFile, request: DownloadRequest): Promise<boolean> {
    let auth = await this.identityOfFileToken(request.token);
    // PB compat: a superuser's file token is subject to the superuser IP allow-list too.
    const allowed = this.deps.superuserIPs();
    if (
      auth &&
      isSuperuser({ auth }) &&
      allowed.length > 0 &&
      !isIpInRanges(request.info.ip ?? '', allowed)
    ) {
      auth = null;
    }
    const info: RequestInfo = { ...request.info, auth, context: 'protectedFile' };
    const id = String(file.record['id']);
    try {
      return (
        (await this.deps.records.findVisible(this.deps.db, file.collection, id, info)) !== null
      );
    } catch (error) {
      this.deps.logger.warn('protected file: the view rule failed to run', { error });
      return false;
    }
  }

  private async identityOfFileToken(token: string): Promise<AuthIdentity | null> {
    if (token.trim() === '') return null;
    const verified = await verifyRecordToken(token.trim(), 'file', {
      findCollection: (id) => this.deps.collections.find(id),
      findRecord: (collection, id) => findRecordById(this.deps.db, collection, id),
    });
    return verified ? { collection: verified.collection, record: verified.record } : null;
  }

  private async describe(key: string, name: string) {
    const info = await this.deps.blobs.stat(key);
    const head = info && (await this.readHead(key));
    if (!info || !head) return null;
    const { mime } = await sniffMimeType(head, info.size);
    const download: Download = {
      key,
      name,
      contentType: servedContentType(mime, name),
      inline: isInlineType(mime),
      size: info.size,
      modified: info.modified,
    };
    return { download, sniffedMime: mime };
  }

  private async readHead(key: string): Promise<Uint8Array | null> {
    const stream = await this.deps.blobs.stream(key, { start: 0, end: MIME_SNIFF_BYTES - 1 });
    return stream && new Uint8Array(await new Response(stream).arrayBuffer());
  }
}
