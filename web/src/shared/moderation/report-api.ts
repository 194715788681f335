import type { ReportReason } from '@hearth/shared';
import { fieldErrorsOf } from '../lib/api-error';
import { loadPb } from '../lib/load-pb';

/** What is reported: a message (the server finds its author) or a person. */
export type ReportTarget = { kind: 'message'; message: string } | { kind: 'user'; user: string };

export interface ReportInput {
  target: ReportTarget;
  reason: ReportReason;
  note: string;
}

/** Files a report as the signed-in user. */
export async function sendReport(input: ReportInput, reporter: string): Promise<void> {
  const { pb } = await loadPb();
  const about =
    input.target.kind === 'message'
      ? { message: input.target.message }
      : { reported: input.target.user };
  await pb.collection('reports').create({
    reporter,
    ...about,
    reason: input.reason,
    note: input.note.trim(),
  });
}

/** Whether the server refused a report because the same one is still waiting for review. */
export function isRepeatReport(error: unknown): boolean {
  const errors = fieldErrorsOf(error);
  return ['message', 'reported'].some((field) => errors[field]?.code === 'validation_not_unique');
}
