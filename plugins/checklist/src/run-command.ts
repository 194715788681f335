import type { HearthPlugin, PluginContext } from '@hearth/plugin-sdk';
import type { ChecklistPayload } from './checklist.js';
import { TITLE_MAX_CHARS } from './checklist.js';
import { TEXTS } from './texts.js';

/**
 * The `command` surface: `/checklist Title` sends a checklist message (titled "Checklist" when
 * no title is given) whose items the chat's members then add and tick; the frame closes either
 * way. A refused send is the app's to explain.
 */
export async function runChecklistCommand(
  hearth: HearthPlugin,
  context: PluginContext,
): Promise<void> {
  const texts = TEXTS[context.locale];
  const title =
    (context.command?.args ?? '').trim().slice(0, TITLE_MAX_CHARS) || texts.defaultTitle;
  try {
    await hearth.send({
      type: 'checklist',
      payload: { title } satisfies ChecklistPayload,
      fallback: texts.fallback(title),
    });
  } catch {
    // note: the app refused the message and tells the user why (a revoked capability).
  } finally {
    await hearth.close();
  }
}
