import type { ModerationAction, ReportReason, ReportStatus } from '@hearth/shared';
import type { RecordModel } from '@/shared/lib/pb';

/** A person as the moderation screens show them. */
export interface ModerationPerson extends RecordModel {
  nickname?: string;
  email?: string;
}

/** A report, with its reporter and reported person expanded when they still exist. */
export interface ReportRecord extends RecordModel {
  reporter: string;
  reported: string;
  message: string;
  excerpt: string;
  chat: string;
  reason: ReportReason;
  note: string;
  status: ReportStatus;
  created: string;
  expand?: { reporter?: ModerationPerson; reported?: ModerationPerson };
}

/** A chat message around a reported one. */
export interface ContextMessage extends RecordModel {
  text: string;
  author: string;
  deleted?: boolean;
  kind?: string;
  created: string;
  expand?: { author?: ModerationPerson };
}

/** What the context route answers about one report. */
export interface ReportContext {
  report: ReportRecord;
  message: ContextMessage | null;
  before: ContextMessage[];
  after: ContextMessage[];
  previous: ReportRecord[];
}

/** One audit log entry. */
export interface AuditEntry extends RecordModel {
  action: ModerationAction;
  actor: string;
  report: string;
  user: string;
  userName: string;
  message: string;
  excerpt: string;
  until: string;
  reason: string;
  created: string;
}

/** A person's name for a moderator: nickname, else address, else their id. */
export function personLabel(person: ModerationPerson | undefined, id: string): string {
  return person?.nickname || person?.email || id;
}
