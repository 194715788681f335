import { describe, expect, it } from 'vitest';
import { DEFAULT_LINK_PREVIEW_OPTIONS, linkPreviewOptionsFromEnv } from './link-preview-options.js';

describe('linkPreviewOptionsFromEnv', () => {
  it('is on, for public addresses on 80 and 443 only, when nothing is set', () => {
    expect(linkPreviewOptionsFromEnv({})).toEqual(DEFAULT_LINK_PREVIEW_OPTIONS);
    expect(DEFAULT_LINK_PREVIEW_OPTIONS).toMatchObject({
      enabled: true,
      allowAddresses: [],
      allowPorts: [],
    });
  });

  it.each([
    ['off', false],
    ['OFF', false],
    ['0', false],
    ['false', false],
    ['on', true],
    ['1', true],
    ['', true],
  ])('HEARTH_LINK_PREVIEWS=%s ⇒ enabled %s', (value, enabled) => {
    expect(linkPreviewOptionsFromEnv({ HEARTH_LINK_PREVIEWS: value }).enabled).toBe(enabled);
  });

  it('reads the addresses and ports allowed besides the public ones', () => {
    const options = linkPreviewOptionsFromEnv({
      HEARTH_LINK_PREVIEWS_ALLOW_ADDRESSES: ' 127.0.0.1, 10.1.0.0/16 ,::1,fd00::/8',
      HEARTH_LINK_PREVIEWS_ALLOW_PORTS: '8080, 8443',
    });
    expect(options.allowAddresses).toEqual(['127.0.0.1', '10.1.0.0/16', '::1', 'fd00::/8']);
    expect(options.allowPorts).toEqual([8080, 8443]);
  });

  it.each([
    ['HEARTH_LINK_PREVIEWS', 'maybe'],
    ['HEARTH_LINK_PREVIEWS_ALLOW_ADDRESSES', 'localhost'],
    ['HEARTH_LINK_PREVIEWS_ALLOW_ADDRESSES', '10.0.0.0/33'],
    ['HEARTH_LINK_PREVIEWS_ALLOW_ADDRESSES', '10.0.0.0/8/1'],
    ['HEARTH_LINK_PREVIEWS_ALLOW_ADDRESSES', '127.1'],
    ['HEARTH_LINK_PREVIEWS_ALLOW_PORTS', '0'],
    ['HEARTH_LINK_PREVIEWS_ALLOW_PORTS', '65536'],
    ['HEARTH_LINK_PREVIEWS_ALLOW_PORTS', '80a'],
  ])('refuses to start with %s=%s', (name, value) => {
    expect(() => linkPreviewOptionsFromEnv({ [name]: value })).toThrow(name);
  });
});
