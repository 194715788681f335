import type { KeyboardEvent, RefObject } from 'react';
import { useId, useLayoutEffect, useRef, useState } from 'react';
import type { SlashCommand } from './slash-commands';
import { commandQueryAt, insertCommand, matchingCommands } from './slash-commands';

/** The open command list, as the list shows it. */
export interface CommandListState {
  id: string;
  options: readonly SlashCommand[];
  active: number;
  optionId(index: number): string;
  onPick(command: SlashCommand): void;
  onHover(index: number): void;
}

/** What a key does to the open list, or null when the key is the box's. */
function listKey(event: KeyboardEvent): 'next' | 'previous' | 'pick' | 'close' | null {
  const composing = event.nativeEvent.isComposing || event.keyCode === 229;
  if (composing || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return null;
  switch (event.key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'Enter':
    case 'Tab':
      return 'pick';
    case 'Escape':
      return 'close';
    default:
      return null;
  }
}

/**
 * Completes slash commands in the message box: `/` at the start lists the enabled plugins'
 * commands whose name starts with what follows; Up and Down move, Tab or Enter writes the
 * command (Enter on a name already written in full leaves the box to run it), Escape closes
 * (until the name changes), the pointer picks too.
 */
export function useCommandCompletion(props: {
  text: string;
  commands: readonly SlashCommand[];
  input: RefObject<HTMLTextAreaElement | null>;
  onPick(text: string): void;
}) {
  const id = useId();
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [active, setActive] = useState({ query: '', index: 0 });
  const [placed, setPlaced] = useState<{ text: string; caret: number } | null>(null);
  const query = caret === null ? null : commandQueryAt(props.text, caret);
  if (dismissed !== null && query !== dismissed) setDismissed(null);
  const options = query === null ? [] : matchingCommands(props.commands, query);
  const open = query !== null && query !== dismissed && options.length > 0;
  const index = active.query === query ? Math.min(active.index, options.length - 1) : 0;

  const box = props.input;
  const caretPlaced = useRef<object | null>(null);
  useLayoutEffect(() => {
    if (placed && placed !== caretPlaced.current && box.current?.value === placed.text) {
      box.current.setSelectionRange(placed.caret, placed.caret);
      caretPlaced.current = placed;
    }
  }, [placed, box, props.text]);

  const pick = (command: SlashCommand) => {
    const next = insertCommand(props.text, command.name);
    setPlaced(next);
    setCaret(next.caret);
    props.onPick(next.text);
  };
  const move = (to: number) => query !== null && setActive({ query, index: to });

  /** Handles a key for the open list; returns whether it did (the box does nothing else then). */
  const onKeyDown = (event: KeyboardEvent): boolean => {
    const action = open ? listKey(event) : null;
    const chosen = options[index];
    if (!action || query === null || !chosen) return false;
    // Enter on a command written in full runs it (the composer sends); Tab still completes.
    if (action === 'pick' && event.key === 'Enter' && chosen.name === query) return false;
    event.preventDefault();
    const count = options.length;
    if (action === 'next') move((index + 1) % count);
    else if (action === 'previous') move((index - 1 + count) % count);
    else if (action === 'pick') pick(chosen);
    else setDismissed(query);
    return true;
  };

  const optionId = (at: number) => `${id}-command-${at}`;
  const list: CommandListState | null = open
    ? { id, options, active: index, optionId, onPick: pick, onHover: move }
    : null;
  return {
    list,
    onKeyDown,
    /** Follows the caret: call on every change and selection of the box. */
    track: (field: { selectionStart: number | null }) => setCaret(field.selectionStart),
    close: () => setCaret(null),
    /** The box's side of the list while it is open. */
    ariaProps: list ? { 'aria-controls': list.id, 'aria-activedescendant': optionId(index) } : null,
  };
}
