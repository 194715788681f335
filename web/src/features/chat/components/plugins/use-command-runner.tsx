import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/i18n';
import type { ChatSummary } from '@/shared/chat';
import type { PluginHost } from '@/shared/plugins';
import { PluginFrame } from '@/shared/plugins';
import { chatTitle } from '@/features/chat/lib/message-words';
import { CAPABILITY_DOING } from './capability-words';
import { chatHost } from './chat-plugin-host';
import type { SlashCommand } from './slash-commands';
import { commandIn } from './slash-commands';

/** A command frame that has neither closed nor sent by then is closed, and the user told. */
export const COMMAND_TIMEOUT_MS = 10_000;

/** What the composer hears about a command it ran. */
export interface CommandCallbacks {
  /** The command did its work (it sent, or closed without a refusal): the box can empty. */
  onDone(): void;
  /** It could not: what to tell the user (the text stays in the box). */
  onProblem(text: string): void;
}

interface Run {
  id: number;
  command: SlashCommand;
  args: string;
  callbacks: CommandCallbacks;
  /** The chat it runs in (the user may move to another chat meanwhile). */
  summary: ChatSummary | null;
  /** The plugin sent its message (the box was emptied then). */
  sent: boolean;
  /** What to say if it neither sends nor closes in time. */
  timedOut: string;
}

let runs = 0;

/**
 * Runs slash commands: a known command starts its plugin in an invisible `command` frame (with
 * `context.command`), which usually sends a message and closes itself. The frame goes once it
 * closes, stops responding, is refused sending, or after `COMMAND_TIMEOUT_MS`. One at a time.
 */
export function useCommandRunner(
  summary: ChatSummary | null,
  commands: readonly SlashCommand[],
): {
  /** Runs `text` if it is a known command; false when it is not (then it is sent as text). */
  run(text: string, callbacks: CommandCallbacks): boolean;
  running: boolean;
  element: ReactNode;
} {
  const { t } = useTranslation();
  const [run, setRun] = useState<Run | null>(null);
  const current = useRef<Run | null>(null);

  const finish = useCallback((id: number, problem: string | null) => {
    const ending = current.current;
    if (!ending || ending.id !== id) return;
    current.current = null;
    setRun(null);
    if (problem) ending.callbacks.onProblem(problem);
    else if (!ending.sent) ending.callbacks.onDone();
  }, []);

  const runId = run?.id ?? null;
  useEffect(() => {
    if (runId === null) return;
    const timer = setTimeout(() => {
      const running = current.current;
      if (running?.id === runId) finish(runId, running.sent ? null : running.timedOut);
    }, COMMAND_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [runId, finish]);

  const start = (text: string, callbacks: CommandCallbacks): boolean => {
    const found = commandIn(commands, text);
    if (!found) return false;
    if (current.current) return true;
    runs += 1;
    const next: Run = {
      id: runs,
      command: found.command,
      args: found.args,
      callbacks,
      summary,
      sent: false,
      timedOut: t('chatPlugins.commands.timedOut', { command: found.command.name }),
    };
    current.current = next;
    setRun(next);
    return true;
  };

  let element: ReactNode = null;
  if (run) {
    const { plugin, grant } = run.command.source;
    const base = chatHost(plugin, run.summary, chatTitle(run.summary, t));
    const host: PluginHost = {
      ...base,
      sendMessage: async (message) => {
        const answer = await (base.sendMessage?.(message) ?? Promise.reject(new Error('no chat')));
        const running = current.current;
        if (running?.id === run.id && !running.sent) {
          running.sent = true;
          running.callbacks.onDone();
        }
        return answer;
      },
    };
    element = (
      <>
        <Typography role="status" variant="caption" color="text.secondary" sx={{ px: 1.5 }}>
          {t('chatPlugins.commands.running', { command: run.command.name })}
        </Typography>
        <PluginFrame
          key={run.id}
          plugin={plugin}
          grant={grant}
          surface="command"
          hidden
          context={{
            chatId: run.summary?.chat.id ?? '',
            command: { name: run.command.name, args: run.args },
          }}
          host={host}
          onClosed={() => finish(run.id, null)}
          onStopped={() =>
            finish(run.id, t('chatPlugins.commands.stopped', { command: run.command.name }))
          }
          onDenied={(method, capability) => {
            // note: a command is there to send; other refusals are the plugin's to handle.
            if (method !== 'message.send') return;
            finish(
              run.id,
              t('chatPlugins.commands.denied', {
                plugin: run.command.pluginName,
                what: t(CAPABILITY_DOING[capability]),
              }),
            );
          }}
        />
      </>
    );
  }
  return { run: start, running: run !== null, element };
}
