import { applyTheme, connect } from '@hearth/plugin-sdk';
import { showPollForm } from './poll-form.js';
import { runPollCommand } from './run-command.js';
import { showPoll } from './show-poll.js';

const hearth = connect();

/** Follows the app's theme, then draws what the surface asks for. */
async function start(): Promise<void> {
  const context = await hearth.context();
  document.documentElement.lang = context.locale;
  applyTheme(context.theme);
  hearth.onContextChange((next) => applyTheme(next.theme));
  switch (context.surface) {
    case 'command':
      return runPollCommand(hearth, context);
    case 'composer':
      return showPollForm(hearth, context);
    case 'message':
      return showPoll(hearth, context);
    case 'panel':
    case 'widget':
    case 'settings':
      return;
  }
}

void start();
