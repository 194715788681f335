import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import { loadEnglish } from '@/testing/i18n';
import type { RuleChecker } from './rule-check';
import { RuleField } from './rule-field';

beforeAll(loadEnglish);

function renderField(value: string | null, check: RuleChecker = () => Promise.resolve(null)) {
  const onChange = vi.fn();
  const checker = vi.fn(check);
  render(
    <RuleField
      label="List"
      value={value}
      onChange={onChange}
      check={checker}
      insertable={['title', '@request.auth.id']}
    />,
  );
  return { onChange, checker, user: userEvent.setup() };
}

const state = (key: 'locked' | 'open' | 'expression') =>
  screen.getByRole('button', { name: i18n.t(`console.collections.rules.${key}`) });
const editor = () => screen.getByRole('textbox', { name: 'List' });

describe('RuleField', () => {
  it('switches between superusers only (null), everyone (empty) and an expression', async () => {
    const { onChange, user } = renderField(null);
    expect(state('locked').getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(state('open'));
    expect(onChange).toHaveBeenLastCalledWith('');
    await user.click(state('expression'));
    await user.type(editor(), 'id != ""');
    expect(onChange).toHaveBeenLastCalledWith('id != ""');
    await user.click(state('locked'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('checks the rule once typing pauses, cancelling the checks of older text', async () => {
    const { checker, user } = renderField('');
    await user.click(state('expression'));
    await user.type(editor(), 'title = 1');
    await waitFor(() => expect(checker).toHaveBeenCalledTimes(1));
    expect(checker).toHaveBeenCalledWith('title = 1', expect.any(AbortSignal));
  });

  it('marks the span of a problem in place and explains it beneath', async () => {
    const rule = 'title = && x';
    renderField(rule, () => Promise.resolve({ message: 'Unexpected &&.', start: 8, end: 10 }));
    const message = await screen.findByRole('alert');
    expect(message.textContent).toBe('Unexpected &&.');
    expect(screen.getByTestId('rule-problem-mark').textContent).toBe('&&');
    expect(editor().getAttribute('aria-invalid')).toBe('true');
    expect(editor().getAttribute('aria-describedby')).toBe(message.id);
  });

  it('inserts a field or macro where the cursor is', async () => {
    const { onChange, user } = renderField('id = ');
    await user.click(editor());
    await user.keyboard('{End}');
    await user.click(screen.getByRole('button', { name: '@request.auth.id' }));
    expect(onChange).toHaveBeenLastCalledWith('id = @request.auth.id');
  });
});
