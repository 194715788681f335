import type { RecordModel } from '@/shared/lib/pb';

/** Builds the URL of one of a record's files (a thumbnail when `thumb` is given). */
export type FileUrl = (record: RecordModel, name: string, thumb?: string) => string;
