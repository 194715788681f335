import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglish } from '@/testing/i18n';
import type { PluginGrant } from '@/shared/plugins';
import { grantRecord, installed, pollManifest } from '../testing/plugin-fixtures';
import { PluginCard } from './plugin-card';

beforeAll(loadEnglish);

const poll = installed('plg1', pollManifest());

function renderCard(grant: PluginGrant | null, plugin = poll) {
  const handlers = { onEnable: vi.fn(), onDetails: vi.fn() };
  render(<PluginCard entry={{ plugin, grant }} {...handlers} />);
  return { ...handlers, card: screen.getByRole('article') };
}

describe('PluginCard', () => {
  it('says what the plugin may do in plain words, naming itself and its hosts', () => {
    const weather = installed(
      'plg2',
      pollManifest({
        id: 'weather',
        name: 'Weather',
        capabilities: ['messages.send', 'storage', 'network'],
        network: ['api.example.com', 'cdn.example.com'],
      }),
    );
    const { card } = renderCard(null, weather);
    const asks = within(card).getByRole('list', { name: 'What Weather may do' });
    expect(
      within(asks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Send messages in your chats as you (marked as sent with Weather)',
      'Keep its own data for you',
      'Connect to: api.example.com, cdn.example.com',
    ]);
  });

  it('shows who made it, its version and what it adds, its command with arguments first', () => {
    const { card } = renderCard(null);
    expect(within(card).getByText('By Hearth · version 1.0.0')).toBeDefined();
    expect(within(card).getByText('Ask the chat a question and see the votes live.')).toBeDefined();
    const adds = within(card).getByRole('list', { name: 'What Poll adds' });
    expect(
      within(adds)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '/poll <question | option | option> — Start a poll',
      'Messages it draws in chats: poll',
    ]);
  });

  it('is off with Enable until the user has a grant', async () => {
    const { card, onEnable } = renderCard(null);
    expect(within(card).getByText('Off')).toBeDefined();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Enable Poll' }));
    expect(onEnable).toHaveBeenCalledOnce();
  });

  it('is on, with no Enable, when the grant is on and consented to everything', () => {
    const { card } = renderCard(
      grantRecord('plg1', { granted: ['chat.read'], consented: poll.capabilities }),
    );
    expect(within(card).getByText('On')).toBeDefined();
    expect(within(card).queryByRole('button', { name: 'Enable Poll' })).toBeNull();
    expect(within(card).getByRole('button', { name: 'Details of Poll' })).toBeDefined();
  });

  it('asks for consent again when an update asks for more than the user agreed to', async () => {
    const { card, onEnable } = renderCard(
      grantRecord('plg1', { enabled: false, granted: ['chat.read'], consented: ['chat.read'] }),
    );
    expect(within(card).getByText('Update needs your consent')).toBeDefined();
    await userEvent
      .setup()
      .click(within(card).getByRole('button', { name: 'Review and enable Poll' }));
    expect(onEnable).toHaveBeenCalledOnce();
  });

  it('shows the name and description in the user language', async () => {
    const { loadLanguage } = await import('@/i18n/i18n');
    await loadLanguage('zh');
    try {
      render(
        <PluginCard entry={{ plugin: poll, grant: null }} onEnable={vi.fn()} onDetails={vi.fn()} />,
      );
      const card = screen.getByRole('article', { name: '投票' });
      expect(within(card).getByText('在聊天中发起投票。')).toBeDefined();
      expect(
        within(card).getByText('以你的身份在聊天中发送消息（标注为通过 投票 发送）'),
      ).toBeDefined();
    } finally {
      await loadEnglish();
    }
  });
});
