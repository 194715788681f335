import type { PluginContext, PluginLocale, PluginMessage } from '@hearth/plugin-sdk';
import { applyTheme, connect } from '@hearth/plugin-sdk';
import { TEXTS } from './texts.js';

/** What a hello message carries: whom it greets (everyone when empty). */
interface HelloPayload {
  name: string;
}

const hearth = connect();

/** `/hello Ann` sends a greeting card for Ann, then ends the command. */
async function sendGreeting(context: PluginContext): Promise<void> {
  const name = (context.command?.args ?? '').trim().slice(0, 60);
  const texts = TEXTS[context.locale];
  try {
    await hearth.send({
      type: 'hello',
      payload: { name } satisfies HelloPayload,
      fallback: `👋 ${name ? texts.greet(name) : texts.greetAll}`,
    });
  } finally {
    await hearth.close();
  }
}

/** Draws the hello message: the greeting and who sent it. */
function drawGreeting(message: PluginMessage, locale: PluginLocale): void {
  const payload: { name?: unknown } = Object(message.payload);
  const name = typeof payload.name === 'string' ? payload.name : '';
  const texts = TEXTS[locale];
  const wave = element('span', 'wave', '👋');
  wave.setAttribute('aria-hidden', 'true');
  const words = element('div', 'words');
  words.append(
    element('p', 'greeting', name ? texts.greet(name) : texts.greetAll),
    element('p', 'from', texts.from(message.author.name)),
  );
  const card = element('section', 'card');
  card.append(wave, words);
  document.querySelector('#app')?.replaceChildren(card);
}

function element(tag: string, className: string, text = ''): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

/** Follows the app's language and theme, then does what the surface asks. */
async function start(): Promise<void> {
  const context = await hearth.context();
  document.documentElement.lang = context.locale;
  applyTheme(context.theme);
  if (context.surface === 'command') return sendGreeting(context);
  if (context.surface !== 'message') return;
  const message = await hearth.message();
  drawGreeting(message, context.locale);
  hearth.onContextChange((next) => {
    document.documentElement.lang = next.locale;
    applyTheme(next.theme);
    drawGreeting(message, next.locale);
  });
}

void start();
