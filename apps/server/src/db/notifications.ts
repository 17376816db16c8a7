// PostgreSQL's NOTIFY tells every server process that something it may hold a copy of changed: the
// triggers of migration 0019 announce changes of users, sessions and participations on AUTH_CHANNEL
// (auth/user-caches.ts forgets its copies). A notification is delivered to every connection that
// listens once its transaction commits, before the writer's own COMMIT answers (on both engines),
// so the writing process has forgotten before it answers its request; other processes hear it
// through a connection kept open for listening.
import pg from "pg";

export const AUTH_CHANNEL = "litfolio_auth";

export interface ChangeSubscriber {
  /** A payload announced on the channel. */
  changed(payload: string): void;
  /** Notifications may have been missed (the listening connection was lost): forget everything. */
  missed(): void;
}

/** The announcements of one channel, and whether every one of them reaches this process now. */
export class ChangeFeed {
  readonly #subscribers = new Set<ChangeSubscriber>();
  #live = false;

  /** False while a notification could pass unheard: nothing may then be answered from a copy. */
  get live(): boolean {
    return this.#live;
  }

  subscribe(subscriber: ChangeSubscriber): () => void {
    this.#subscribers.add(subscriber);
    return () => this.#subscribers.delete(subscriber);
  }

  deliver(payload: string) {
    for (const subscriber of this.#subscribers) subscriber.changed(payload);
  }

  setLive(live: boolean) {
    if (!live) for (const subscriber of this.#subscribers) subscriber.missed();
    this.#live = live;
  }
}

/** Makes a pooled connection hear the channel too, so its own writes' announcements arrive before COMMIT answers. */
export function listenOnPooledConnection(client: pg.Client, feed: ChangeFeed) {
  client.on("notification", (message) => {
    if (message.channel === AUTH_CHANNEL) feed.deliver(message.payload ?? "");
  });
  // A lost connection fails this like any query; the pool discards it (db/connection-loss.ts).
  client.query(`LISTEN ${AUTH_CHANNEL}`).catch(() => {});
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 30_000;

/**
 * Keeps one connection listening for other processes' announcements (the pool's connections come
 * and go). While it is down the feed is not live; it reconnects with a growing pause.
 */
export function listenOnDedicatedConnection(connectionString: string, feed: ChangeFeed): () => Promise<void> {
  let closed = false;
  let client: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let pause = FIRST_RETRY_MS;

  const lost = (listener: pg.Client) => {
    if (client !== listener) return; // its 'error' and 'end' both report one loss
    feed.setLive(false);
    listener.removeAllListeners();
    listener.on("error", () => {});
    client = undefined;
    if (closed) return;
    retryTimer = setTimeout(connect, pause);
    pause = Math.min(pause * 2, LAST_RETRY_MS);
  };

  const connect = async () => {
    const listener = new pg.Client({ connectionString, application_name: "litfolio-listener" });
    client = listener;
    listener.on("error", () => lost(listener));
    listener.on("end", () => lost(listener));
    listener.on("notification", (message) => {
      if (message.channel === AUTH_CHANNEL) feed.deliver(message.payload ?? "");
    });
    try {
      await listener.connect();
      await listener.query(`LISTEN ${AUTH_CHANNEL}`);
      if (closed) return;
      pause = FIRST_RETRY_MS;
      feed.setLive(true);
    } catch {
      lost(listener);
    }
  };

  void connect();
  return async () => {
    closed = true;
    clearTimeout(retryTimer);
    feed.setLive(false);
    const listener = client;
    client = undefined;
    listener?.removeAllListeners();
    listener?.on("error", () => {});
    await listener?.end().catch(() => {});
  };
}
