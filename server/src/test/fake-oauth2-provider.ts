import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { OAuth2ProviderConfig } from '@hearth/shared';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { bandedImage, BLUE } from './test-images.js';

/** A user of the fake provider, as its userinfo endpoint and id_tokens describe them. */
export interface FakeUser {
  sub: string;
  name?: string;
  preferred_username?: string;
  email?: string;
  email_verified?: boolean | string;
  picture?: string;
}

/**
 * A fault the fake can show: an error status (`error`), no answer at all (`hang`, until the
 * provider closes), a 200 that is not JSON (`garbage`) or a 200 without a token (`no-token`,
 * GitHub's way of reporting a bad code).
 */
export type FakeFault = 'error' | 'hang' | 'garbage' | 'no-token';

/** How the token endpoint accepts the client's credentials. */
export type ClientAuthStyle = 'any' | 'basic' | 'post';

interface IssuedCode {
  user: FakeUser;
  redirectUri: string;
  challenge: string;
  used: boolean;
}

/** One request the token endpoint received. */
export interface TokenRequest {
  form: Record<string, string>;
  clientAuth: 'basic' | 'post' | 'none';
}

/**
 * A small OAuth2 / OpenID Connect provider on loopback for tests: an authorize endpoint that
 * signs in `user` and redirects back with a code and the state, a token endpoint that checks
 * the client secret, the redirect URI and the PKCE verifier (each code works once), a userinfo
 * endpoint, RS256 id_tokens with a JWKS endpoint, and an avatar. `faults` breaks endpoints on
 * purpose.
 */
export class FakeOAuth2Provider {
  readonly clientId = 'hearth-test-client';
  readonly clientSecret = `secret-${randomBytes(8).toString('hex')}`;
  /** Who the authorize endpoint signs in; null makes it answer 400. */
  user: FakeUser | null = null;
  /** When set, the authorize endpoint redirects back with this `error` instead of a code. */
  denyWith: string | null = null;
  faults: { token?: FakeFault; userinfo?: FakeFault } = {};
  clientAuth: ClientAuthStyle = 'any';
  /** Claims added to (or overriding) every id_token. */
  idTokenClaims: Record<string, unknown> = {};
  readonly tokenRequests: TokenRequest[] = [];
  private readonly codes = new Map<string, IssuedCode>();
  private readonly accessTokens = new Map<string, FakeUser>();
  private readonly hanging = new Set<ServerResponse>();

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly keys: { privateKey: CryptoKey; jwk: JWK },
    private readonly avatarPng: Buffer,
  ) {}

  /** Starts a provider on a free loopback port. */
  static async start(): Promise<FakeOAuth2Provider> {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'fake-key', alg: 'RS256', use: 'sig' };
    const avatar = await bandedImage(8, 8, [BLUE]);
    let provider: FakeOAuth2Provider | null = null;
    const server = createServer((request, response) => {
      provider?.handle(request, response).catch((error: unknown) => {
        response.statusCode = 500;
        response.end(String(error));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo; // note: a TCP listen always has an AddressInfo.
    provider = new FakeOAuth2Provider(
      server,
      `http://127.0.0.1:${port}`,
      { privateKey, jwk },
      avatar,
    );
    return provider;
  }

  get authURL(): string {
    return `${this.url}/authorize`;
  }
  get tokenURL(): string {
    return `${this.url}/token`;
  }
  get userInfoURL(): string {
    return `${this.url}/userinfo`;
  }
  get jwksURL(): string {
    return `${this.url}/jwks`;
  }
  /** A PNG avatar; `/avatar.txt` serves text and `/avatar-missing` a 404. */
  get avatarURL(): string {
    return `${this.url}/avatar.png`;
  }

  /** A collection provider entry pointing at this provider (generic OIDC by default). */
  config(name = 'oidc', overrides: Partial<OAuth2ProviderConfig> = {}): OAuth2ProviderConfig {
    return {
      name,
      clientId: this.clientId,
      clientSecret: this.clientSecret,
      authURL: this.authURL,
      tokenURL: this.tokenURL,
      userInfoURL: this.userInfoURL,
      displayName: 'Fake IdP',
      pkce: null,
      extra: {},
      ...overrides,
    };
  }

  /** Forgets faults and the next user between tests. */
  reset(): void {
    this.user = null;
    this.denyWith = null;
    this.faults = {};
    this.clientAuth = 'any';
    this.idTokenClaims = {};
    this.tokenRequests.length = 0;
  }

  /** Stops the server, ending requests left hanging. */
  async close(): Promise<void> {
    for (const response of this.hanging) response.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const route = `${request.method ?? 'GET'} ${url.pathname}`;
    if (route === 'GET /authorize') return this.authorize(url, response);
    if (route === 'POST /token') return this.token(request, response);
    if (route === 'GET /userinfo') return this.userinfo(request, response);
    if (route === 'GET /jwks') return json(response, 200, { keys: [this.keys.jwk] });
    if (route === 'GET /avatar.png') return send(response, 200, 'image/png', this.avatarPng);
    if (route === 'GET /avatar.txt') return send(response, 200, 'image/png', 'not an image');
    return send(response, 404, 'text/plain', 'not found');
  }

  private authorize(url: URL, response: ServerResponse): void {
    const query = url.searchParams;
    const redirectUri = query.get('redirect_uri') ?? '';
    if (query.get('client_id') !== this.clientId || query.get('response_type') !== 'code') {
      return send(response, 400, 'text/plain', 'bad client or response type');
    }
    if (!redirectUri) return send(response, 400, 'text/plain', 'missing redirect_uri');
    const back = new URL(redirectUri);
    back.searchParams.set('state', query.get('state') ?? '');
    if (this.denyWith) {
      back.searchParams.set('error', this.denyWith);
    } else {
      if (!this.user) return send(response, 400, 'text/plain', 'nobody signs in');
      const code = randomBytes(12).toString('hex');
      const challenge =
        query.get('code_challenge_method') === 'S256' ? (query.get('code_challenge') ?? '') : '';
      this.codes.set(code, { user: this.user, redirectUri, challenge, used: false });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { Location: back.toString() }).end();
  }

  private async token(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const form = Object.fromEntries(new URLSearchParams(await readText(request)));
    const clientAuth = this.clientAuthOf(request, form);
    this.tokenRequests.push({ form, clientAuth });
    if (this.fault(this.faults.token, response)) return;
    if (clientAuth === 'none') return json(response, 401, { error: 'invalid_client' });
    const issued = this.codes.get(form['code'] ?? '');
    const valid =
      form['grant_type'] === 'authorization_code' &&
      issued !== undefined &&
      !issued.used &&
      issued.redirectUri === form['redirect_uri'] &&
      (issued.challenge === '' || s256(form['code_verifier'] ?? '') === issued.challenge);
    if (!valid || !issued) return json(response, 400, { error: 'invalid_grant' });
    issued.used = true;
    const accessToken = randomBytes(16).toString('hex');
    this.accessTokens.set(accessToken, issued.user);
    json(response, 200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: `refresh-${accessToken}`,
      id_token: await this.idToken(issued.user),
    });
  }

  /** Which credentials the request carries, if they are right and the style is accepted. */
  private clientAuthOf(request: IncomingMessage, form: Record<string, string>) {
    const header = request.headers.authorization ?? '';
    if (header.startsWith('Basic ')) {
      const [id, secret] = Buffer.from(header.slice(6), 'base64').toString().split(':');
      const ok =
        decodeURIComponent(id ?? '') === this.clientId &&
        decodeURIComponent(secret ?? '') === this.clientSecret;
      return ok && this.clientAuth !== 'post' ? 'basic' : 'none';
    }
    const ok = form['client_id'] === this.clientId && form['client_secret'] === this.clientSecret;
    return ok && this.clientAuth !== 'basic' ? 'post' : 'none';
  }

  private userinfo(request: IncomingMessage, response: ServerResponse): void {
    if (this.fault(this.faults.userinfo, response)) return;
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const user = this.accessTokens.get(token);
    if (!user) return json(response, 401, { error: 'invalid_token' });
    json(response, 200, user);
  }

  private idToken(user: FakeUser): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: this.url, aud: this.clientId, iat: now, exp: now + 600, ...user };
    return new SignJWT({ ...claims, ...this.idTokenClaims })
      .setProtectedHeader({ alg: 'RS256', kid: 'fake-key' })
      .sign(this.keys.privateKey);
  }

  /** Answers with a configured fault; returns whether it did. */
  private fault(fault: FakeFault | undefined, response: ServerResponse): boolean {
    if (fault === undefined) return false;
    if (fault === 'hang') this.hanging.add(response);
    else if (fault === 'error') json(response, 500, { error: 'server_error' });
    else if (fault === 'garbage') send(response, 200, 'application/json', '<html>');
    else json(response, 200, { error: 'bad_verification_code' });
    return true;
  }
}

function s256(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

async function readText(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString();
}

function json(response: ServerResponse, status: number, body: unknown): void {
  send(response, status, 'application/json', JSON.stringify(body));
}

function send(response: ServerResponse, status: number, type: string, body: string | Buffer): void {
  response.writeHead(status, { 'Content-Type': type }).end(body);
}
