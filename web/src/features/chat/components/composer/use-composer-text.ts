import { useState } from 'react';
import type { DisplayMessage } from '@/shared/chat';
import { readDraftMentions, useDraft, writeDraftMentions } from '@/shared/chat';

interface EditState {
  key: string;
  text: string;
  mentions: readonly string[];
}

function editState(editing: DisplayMessage | null): EditState {
  return {
    key: editing?.key ?? '',
    text: editing?.text ?? '',
    mentions: editing?.record?.mentions ?? [],
  };
}

/**
 * The composer's text and whom it was picked to mention: the chat's draft (both kept per chat
 * across navigation and reloads), or, while editing, the message's (starting from what it has).
 */
export function useComposerText(chatId: string, me: string, editing: DisplayMessage | null) {
  const [draft, setDraft] = useDraft(chatId);
  const [edit, setEdit] = useState(() => editState(editing));
  if ((editing?.key ?? '') !== edit.key) setEdit(editState(editing));
  return {
    text: editing ? edit.text : draft,
    setText(value: string): void {
      if (editing) setEdit((held) => ({ ...held, text: value }));
      else setDraft(value);
    },
    picked(): readonly string[] {
      return editing ? edit.mentions : readDraftMentions(me, chatId);
    },
    addPicked(user: string): void {
      if (editing) setEdit((held) => ({ ...held, mentions: [...held.mentions, user] }));
      else writeDraftMentions(me, chatId, [...readDraftMentions(me, chatId), user]);
    },
  };
}
