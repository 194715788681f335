import { describe, expect, it, vi } from 'vitest';

describe('drafts', () => {
  it('keeps each user’s draft per chat across a reload, and forgets empty ones', async () => {
    const first = await import('./drafts');
    first.writeDraft('me', 'a', 'half a thought');
    first.writeDraft('me', 'b', 'other');
    first.writeDraft('me', 'b', '');
    vi.resetModules(); // a reload: nothing held in memory
    const second = await import('./drafts');
    expect(second.readDraft('me', 'a')).toBe('half a thought');
    expect(second.readDraft('me', 'b')).toBe('');
    expect(second.readDraft('ann', 'a')).toBe('');
    expect(Object.keys(window.localStorage)).toEqual(['hearth.chat.draft.me.a']);
  });

  it('keeps whom a draft mentions with it, and forgets them with the draft', async () => {
    const first = await import('./drafts');
    first.writeDraft('me', 'a', '@Ann hi');
    first.writeDraftMentions('me', 'a', ['ann']);
    vi.resetModules();
    const second = await import('./drafts');
    expect(second.readDraftMentions('me', 'a')).toEqual(['ann']);
    expect(second.readDraftMentions('me', 'b')).toEqual([]);
    second.writeDraft('me', 'a', '');
    expect(second.readDraftMentions('me', 'a')).toEqual([]);
    expect(Object.keys(window.localStorage)).toEqual([]);
  });

  it('tells listeners about changes', async () => {
    const { subscribeToDrafts, writeDraft } = await import('./drafts');
    const heard = vi.fn();
    const stop = subscribeToDrafts(heard);
    writeDraft('me', 'c', 'x');
    writeDraft('me', 'c', 'x');
    stop();
    expect(heard).toHaveBeenCalledTimes(1);
  });
});
