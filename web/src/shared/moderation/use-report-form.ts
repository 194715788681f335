import type { ReportReason } from '@hearth/shared';
import { REPORT_NOTE_MAX, REPORT_REASONS } from '@hearth/shared';
import { useCallback, useState } from 'react';
import { useCurrentUser } from '../lib/session';
import type { ReportTarget } from './report-api';
import { isRepeatReport, sendReport } from './report-api';

/** How a sent report ended: taken, or the same one was still waiting for review. */
export type ReportOutcome = 'received' | 'repeat';

function isReason(value: string): value is ReportReason {
  return (REPORT_REASONS as readonly string[]).includes(value);
}

/** The report form's state: the reason is required, the note is optional and bounded. */
export function useReportForm(target: ReportTarget | null) {
  const me = useCurrentUser();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [outcome, setOutcome] = useState<ReportOutcome | null>(null);

  const submit = async () => {
    setTried(true);
    if (!target || !me || !isReason(reason) || note.length > REPORT_NOTE_MAX) return;
    setSubmitting(true);
    setError(null);
    try {
      await sendReport({ target, reason, note }, me.id);
      setOutcome('received');
    } catch (caught) {
      if (isRepeatReport(caught)) setOutcome('repeat');
      else setError(caught);
    } finally {
      setSubmitting(false);
    }
  };
  const reset = useCallback(() => {
    setReason('');
    setNote('');
    setTried(false);
    setError(null);
    setOutcome(null);
  }, []);
  return {
    reason,
    setReason,
    note,
    setNote,
    missingReason: tried && !isReason(reason),
    submitting,
    error,
    outcome,
    submit,
    reset,
  };
}
