import { useState } from 'react';
import { useConsoleClient } from '../shell/console-session';
import { deleteUser } from './moderation-api';
import type { ConsoleUser } from './user-records';

/**
 * The delete dialog's state: the reason for the audit log and the typed email address, which must
 * match before anything can be deleted.
 */
export function useDeleteUser(user: ConsoleUser, onDeleted: () => void) {
  const client = useConsoleClient();
  const [typed, setTyped] = useState('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const emailMatches = typed.trim().toLowerCase() === user.email.toLowerCase();
  const ready = emailMatches && reason.trim() !== '';

  const clear = () => {
    setTyped('');
    setReason('');
    setError(null);
  };
  const confirm = () => {
    setBusy(true);
    setError(null);
    deleteUser(client, user.id, reason.trim())
      .then(onDeleted)
      .catch((failure: unknown) => {
        setError(failure);
        setBusy(false);
      });
  };
  return { typed, setTyped, reason, setReason, busy, error, ready, clear, confirm };
}
