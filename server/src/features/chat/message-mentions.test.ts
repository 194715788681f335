import { describe, expect, it } from 'vitest';
import type { MemberName } from './chat-queries.js';
import { namedUsers } from './message-mentions.js';

const ANN = { user: 'ann', nickname: 'Ann' };
const ANN_LEE = { user: 'annLee', nickname: 'Ann Lee' };
const ANNA = { user: 'anna', nickname: 'Anna' };
const XIAOMING = { user: 'xm', nickname: '小明' };
const SAM_1 = { user: 'sam1', nickname: 'Sam' };
const SAM_2 = { user: 'sam2', nickname: 'Sam' };
const NAMELESS = { user: 'nameless', nickname: '' };

describe('namedUsers', () => {
  it.each<[string, string, MemberName[], string[]]>([
    ['a whole nickname', 'hi @Ann', [ANN], ['ann']],
    ['each @', '@Ann and @Anna', [ANN, ANNA], ['ann', 'anna']],
    ['a nickname ended by punctuation', '@Ann, look', [ANN], ['ann']],
    ['the longest nickname, listed last', '@Ann Lee hi', [ANN, ANN_LEE], ['annLee']],
    ['the longest nickname, listed first', '@Ann Lee hi', [ANN_LEE, ANN], ['annLee']],
    ['a shorter one where the longer does not follow', '@Ann Le', [ANN_LEE, ANN], ['ann']],
    ['everyone who shares the nickname', '@Sam', [SAM_1, SAM_2], ['sam1', 'sam2']],
    ['a Chinese nickname before a space', '@小明 你好', [XIAOMING], ['xm']],
    ['a Chinese nickname before full-width punctuation', '@小明，你好', [XIAOMING], ['xm']],
    ['nobody for a nickname running on', '@Annabel', [ANN, ANNA], []],
    ['nobody for a Chinese nickname running on', '@小明你好', [XIAOMING], []],
    ['nobody without an @', 'Ann', [ANN], []],
    ['nobody for a bare @', 'mail me @ home', [NAMELESS], []],
  ])('names %s', (_name, text, members, expected) => {
    expect([...namedUsers(text, members)].sort()).toEqual([...expected].sort());
  });
});
