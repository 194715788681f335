import { applyTheme, connect } from '@hearth/plugin-sdk';
import { runChecklistCommand } from './run-command.js';
import { showChecklist } from './show-checklist.js';

const hearth = connect();

/** Follows the app's theme, then draws what the surface asks for. */
async function start(): Promise<void> {
  const context = await hearth.context();
  document.documentElement.lang = context.locale;
  applyTheme(context.theme);
  hearth.onContextChange((next) => applyTheme(next.theme));
  switch (context.surface) {
    case 'command':
      return runChecklistCommand(hearth, context);
    case 'message':
    case 'panel':
      return showChecklist(hearth, context);
    case 'composer':
    case 'widget':
    case 'settings':
      return;
  }
}

void start();
