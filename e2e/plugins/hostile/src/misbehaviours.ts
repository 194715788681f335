import type { HearthPlugin } from '@hearth/plugin-sdk';
import { BRIDGE_LIMITS, BRIDGE_VERSION, PluginError } from '@hearth/plugin-sdk';

/** What each mode does. The app must survive all of them with its page, composer and list. */
export const MISBEHAVIOURS: Record<string, (hearth: HearthPlugin) => void | Promise<void>> = {
  /** Throws as it starts, in every way a page can. */
  throw: () => {
    setTimeout(() => {
      throw new Error('hostile: thrown from a timer');
    });
    void Promise.reject(new Error('hostile: a rejection nobody handles'));
    throw new Error('hostile: thrown at start');
  },

  /** Posts the app everything a bridge envelope is not. */
  malformed: () => {
    const cyclic: Record<string, unknown> = { hearth: BRIDGE_VERSION, kind: 'call', id: 900_001 };
    cyclic.params = cyclic;
    const envelopes: unknown[] = [
      'ping',
      null,
      42,
      [],
      { hearth: 2, kind: 'call', id: 1, method: 'context.get', params: {} },
      { hearth: BRIDGE_VERSION, kind: 'call' },
      { hearth: BRIDGE_VERSION, kind: 'call', id: 'one', method: 7, params: null },
      { hearth: BRIDGE_VERSION, kind: 'result', id: 1, ok: true, value: 'forged' },
      { hearth: BRIDGE_VERSION, kind: 'pong', id: -1 },
      { hearth: BRIDGE_VERSION, kind: 'call', id: 900_002, method: 'does.not.exist', params: {} },
      {
        hearth: BRIDGE_VERSION,
        kind: 'call',
        id: 900_003,
        method: 'frame.resize',
        params: { height: 'tall' },
      },
      {
        hearth: BRIDGE_VERSION,
        kind: 'call',
        id: 900_004,
        method: 'frame.resize',
        params: { height: 1e9 },
      },
      {
        hearth: BRIDGE_VERSION,
        kind: 'call',
        id: 900_005,
        method: 'context.get',
        params: 'x'.repeat(BRIDGE_LIMITS.maxMessageChars * 4),
      },
      JSON.parse(
        '{"hearth":1,"kind":"call","id":900006,"method":"state.set","params":{"__proto__":{"polluted":true}}}',
      ),
      { hearth: BRIDGE_VERSION, kind: 'call', id: 900_007, method: 'toString', params: {} },
      { hearth: BRIDGE_VERSION, kind: 'call', id: 900_008, method: '__proto__', params: {} },
      cyclic,
      new ArrayBuffer(1024),
    ];
    for (const envelope of envelopes) post(envelope);
    try {
      post({
        hearth: BRIDGE_VERSION,
        kind: 'call',
        id: 900_009,
        method: 'context.get',
        params: () => {},
      });
    } catch {
      // note: a function cannot be posted at all; the page goes on.
    }
  },

  /** Calls every method it was not granted (it asks for chat.read only). */
  ungranted: async (hearth) => {
    const attempts = [
      hearth.send({ type: 'hostile', payload: { mode: 'ungranted' }, fallback: 'hostile' }),
      hearth.storage.set('stolen', 'value'),
      hearth.storage.keys(),
      hearth.state.set('vote', 0, { own: true }),
      hearth.state.set('shared', 'value'),
      hearth.notify('hostile', 'a notification it may not show'),
      hearth.fetch('https://example.com/'),
    ];
    const outcomes = await Promise.allSettled(attempts);
    say(
      outcomes
        .map((outcome) => (outcome.status === 'fulfilled' ? 'ALLOWED' : codeOf(outcome.reason)))
        .join(' '),
    );
  },

  /** Thousands of calls a second, for as long as the frame lives. */
  flood: () => {
    let id = 1_000_000;
    setInterval(() => {
      for (let i = 0; i < 50; i++) {
        post({
          hearth: BRIDGE_VERSION,
          kind: 'call',
          id: id++,
          method: i % 2 ? 'frame.resize' : 'context.get',
          params: i % 2 ? { height: 40 + (id % 400) } : {},
        });
      }
    }, 10);
  },

  /** Tries to take the app's page somewhere else. */
  navigate: () => {
    attempt(() => window.top?.location.assign('https://example.com/?hostile=top'));
    attempt(() => {
      if (window.top) window.top.location.href = 'https://example.com/?hostile=href';
    });
    attempt(() => window.parent.location.replace('https://example.com/?hostile=parent'));
    submitForm('_top');
  },

  /** Tries to open windows. */
  popup: () => {
    attempt(() => window.open('https://example.com/?hostile=popup', '_blank'));
    attempt(() => window.open('about:blank', 'hostile'));
    const link = document.createElement('a');
    link.href = 'https://example.com/?hostile=link';
    link.target = '_blank';
    document.body.append(link);
    attempt(() => link.click());
    openDialogs();
  },

  /** Tries the dialogs that would block the app's page. */
  alert: () => openDialogs(),

  /** Tries to submit a form out of the frame. */
  form: () => {
    submitForm('_top');
    submitForm('_blank');
    submitForm('_self');
  },

  /** Draws, then never gives the page back. */
  loop: () => {
    setTimeout(() => {
      for (;;) {
        // note: an endless loop is this mode's whole point.
      }
    }, 100);
  },
};

/** Shows `text` in the frame. */
export function say(text: string): void {
  const line = document.querySelector('#mode');
  if (line) line.textContent = text;
}

function post(envelope: unknown): void {
  window.parent.postMessage(envelope, '*');
}

function attempt(action: () => unknown): void {
  try {
    action();
  } catch {
    // note: the browser refusing is the expected outcome.
  }
}

function openDialogs(): void {
  attempt(() => window.alert('hostile'));
  attempt(() => window.confirm('hostile?'));
  attempt(() => window.prompt('hostile?'));
  attempt(() => window.print());
}

function submitForm(target: string): void {
  const form = document.createElement('form');
  form.action = 'https://example.com/?hostile=form';
  form.method = 'post';
  form.target = target;
  document.body.append(form);
  attempt(() => form.submit());
  attempt(() => form.requestSubmit());
}

function codeOf(reason: unknown): string {
  return reason instanceof PluginError ? reason.code : 'error';
}
