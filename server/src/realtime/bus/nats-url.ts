/**
 * The servers of a `NATS_URL` and the credentials written in it (`nats://user:password@host:port`,
 * or `nats://token@host:port`), which the client takes apart from the servers.
 */
export function natsServers(url: string): {
  servers: string[];
  user?: string;
  pass?: string;
  token?: string;
} {
  const servers: string[] = [];
  let credentials: { user?: string; pass?: string; token?: string } = {};
  for (const server of url.split(',').map((item) => item.trim())) {
    const parsed = new URL(server.includes('://') ? server : `nats://${server}`);
    const user = decodeURIComponent(parsed.username);
    const pass = decodeURIComponent(parsed.password);
    if (pass !== '') credentials = { user, pass };
    else if (user !== '') credentials = { token: user };
    servers.push(`${parsed.protocol}//${parsed.host}`);
  }
  return { servers, ...credentials };
}
