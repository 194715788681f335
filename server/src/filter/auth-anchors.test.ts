import { describe, expect, it } from 'vitest';
import { authAnchors } from './auth-anchors.js';

describe('authAnchors', () => {
  it.each([
    ['author = @request.auth.id', ['author']],
    ['@request.auth.id = author', ['author']],
    [
      '@request.auth.id != "" && chat.members_via_chat.user ?= @request.auth.id',
      ['chat.members_via_chat.user'],
    ],
    ['(a = 1 && (owner = @request.auth.id && b = 2))', ['owner']],
    ['x = @request.auth.id && y ?= @request.auth.id', ['x', 'y']],
  ])('finds the paths pinned to the requester in %s', (rule, expected) => {
    expect(authAnchors(rule)).toEqual(expected);
  });

  it.each([
    '',
    ' \n\t ',
    'author = @request.auth.id()',
    'strftime("%Y", author) = @request.auth.id',
    'author = @request.auth.id || public = true',
    'author != @request.auth.id',
    'author ?!= @request.auth.id',
    'author ~ @request.auth.id',
    '@collection.members.user ?= @request.auth.id',
    'author = @request.auth.email',
    'id = "x"',
  ])('finds nothing to narrow by in %j', (rule) => {
    expect(authAnchors(rule)).toEqual([]);
  });
});
