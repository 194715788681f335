import type { HearthPlugin, PluginContext } from '@hearth/plugin-sdk';
import { el } from './dom.js';
import { checkPoll, POLL_LIMITS } from './poll.js';
import { sendPoll } from './run-command.js';
import { TEXTS } from './texts.js';

/**
 * The `composer` surface ("New poll"): a question, two to ten options, Create and Cancel.
 * Enter in a field creates the poll. (Plain buttons, not a form: the sandbox submits no forms.)
 */
export function showPollForm(hearth: HearthPlugin, context: PluginContext): void {
  const texts = TEXTS[context.locale].form;
  const question = field(texts.question, POLL_LIMITS.questionMaxChars);
  const options = el('ol', { className: 'fields' });
  const add = el('button', { type: 'button', className: 'link' }, `+ ${texts.addOption}`);
  const error = el('p', { className: 'status', role: 'alert' });
  const create = el('button', { type: 'button', className: 'primary' }, texts.create);
  const cancel = el('button', { type: 'button' }, texts.cancel);

  const optionInputs = () => [...options.querySelectorAll('input')];
  const renumber = () => {
    optionInputs().forEach((input, index) => {
      input.setAttribute('aria-label', texts.option(index + 1));
      input.placeholder = texts.option(index + 1);
      input.nextElementSibling?.setAttribute('aria-label', texts.removeOption(index + 1));
    });
    const count = optionInputs().length;
    add.disabled = count >= POLL_LIMITS.maxOptions;
    for (const button of options.querySelectorAll('button')) {
      button.hidden = count <= POLL_LIMITS.minOptions;
    }
  };
  const addOption = () => {
    const input = el('input', { type: 'text', maxlength: String(POLL_LIMITS.optionMaxChars) });
    const remove = el('button', { type: 'button', className: 'icon' }, '×');
    const row = el('li', {}, input, remove);
    remove.addEventListener('click', () => {
      row.remove();
      renumber();
      optionInputs().at(-1)?.focus();
    });
    options.append(row);
    renumber();
    return input;
  };
  const submit = async () => {
    const poll = checkPoll({
      question: question.input.value.trim(),
      options: optionInputs()
        .map((input) => input.value.trim())
        .filter((value) => value !== ''),
    });
    error.textContent = poll ? '' : texts.invalid;
    if (!poll) return;
    create.disabled = true;
    try {
      await sendPoll(hearth, poll, TEXTS[context.locale]);
      await hearth.close();
    } catch {
      error.textContent = texts.sendFailed;
      create.disabled = false;
    }
  };

  addOption();
  addOption();
  add.addEventListener('click', () => addOption().focus());
  create.addEventListener('click', () => void submit());
  cancel.addEventListener('click', () => void hearth.close().catch(() => {}));
  const form = el('section', { className: 'form card', 'aria-labelledby': 'form-title' });
  form.addEventListener('keydown', (event) => {
    const typed = event.target instanceof HTMLInputElement && !event.isComposing;
    if (event.key === 'Enter' && typed) void submit();
  });
  form.append(
    el('h1', { className: 'question', id: 'form-title' }, texts.title),
    question.label,
    options,
    add,
    error,
    el('div', { className: 'actions' }, cancel, create),
  );
  document.querySelector('#app')?.replaceChildren(form);
  question.input.focus();
}

function field(
  label: string,
  maxChars: number,
): { label: HTMLLabelElement; input: HTMLInputElement } {
  const input = el('input', { type: 'text', maxlength: String(maxChars) });
  return { label: el('label', { className: 'field' }, el('span', {}, label), input), input };
}
