import pg from 'pg';

/** The first wait before reconnecting; it doubles on each failure up to `MAX_RETRY_MS`. */
const FIRST_RETRY_MS = 100;
const MAX_RETRY_MS = 5_000;

export interface PostgresListenerOptions {
  url: string;
  /** The channels to LISTEN on (plain lowercase identifiers). */
  channels: readonly string[];
  onNotification(channel: string, payload: string): void;
  onError(error: unknown, context: string): void;
  /** Called after a dropped connection was replaced and listens again. */
  onReconnect?(): void;
}

/**
 * A dedicated connection that LISTENs on some channels and comes back when it drops (the
 * server restarted, the connection was killed, the network failed), retrying with a growing
 * wait. It can also run queries, for a listener that must read what a notification points to.
 */
export class PostgresListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retryMs = FIRST_RETRY_MS;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(private readonly options: PostgresListenerOptions) {}

  /** Connects and listens; rejects when the first connection fails. */
  async start(): Promise<void> {
    this.client = await this.connect();
  }

  /** Runs a query on the listening connection; rejects while it is reconnecting. */
  query<Row extends pg.QueryResultRow>(
    text: string,
    params: unknown[],
  ): Promise<pg.QueryResult<Row>> {
    if (!this.client) return Promise.reject(new Error('The listening connection is down.'));
    return this.client.query<Row>(text, params);
  }

  /** Stops listening and closes the connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.options.url });
    client.on('notification', (notification) => {
      if (client !== this.client) return;
      this.options.onNotification(notification.channel, notification.payload ?? '');
    });
    client.on('error', (error) => this.dropped(client, error));
    client.on('end', () => this.dropped(client, new Error('The listening connection ended.')));
    try {
      await client.connect();
      for (const channel of this.options.channels) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    return client;
  }

  private dropped(client: pg.Client, error: unknown): void {
    if (this.stopped || client !== this.client) return;
    this.client = null;
    this.options.onError(error, 'realtime listener connection lost');
    void client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.retryTimer = setTimeout(() => void this.reconnect(), this.retryMs);
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }

  private async reconnect(): Promise<void> {
    this.retryTimer = null;
    let client: pg.Client;
    try {
      client = await this.connect();
    } catch (error) {
      this.options.onError(error, 'realtime listener reconnect failed');
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) {
      await client.end().catch(() => undefined);
      return;
    }
    this.client = client;
    this.retryMs = FIRST_RETRY_MS;
    this.options.onReconnect?.();
  }
}
