import { describe, expect, it } from 'vitest';
import { LOCAL_NETWORK_PLACE } from '@hearth/shared';
import { placeOf } from './session-place.js';

describe('placeOf', () => {
  it.each([
    ['127.0.0.1', LOCAL_NETWORK_PLACE],
    ['10.1.2.3', LOCAL_NETWORK_PLACE],
    ['172.20.0.5', LOCAL_NETWORK_PLACE],
    ['192.168.1.20', LOCAL_NETWORK_PLACE],
    ['::1', LOCAL_NETWORK_PLACE],
    ['fd12:3456::1', LOCAL_NETWORK_PLACE],
    ['8.8.8.8', ''],
    ['172.32.0.1', ''],
    ['2001:4860:4860::8888', ''],
    ['', ''],
    ['not an address', ''],
  ])('%s ⇒ %j', (ip, expected) => {
    expect(placeOf(ip)).toBe(expected);
  });
});
