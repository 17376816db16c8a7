// What nearly every request reads again (its session, its participation in the matter) is kept for
// a few seconds, per database handle and per user, so most requests need no query before their
// data. A copy is forgotten the moment a write could make it wrong, in every server process: the
// database announces each change of a user, their sessions or participations (db/notifications.ts,
// migration 0019), whatever wrote it. While announcements could be missed (the listening connection
// is down) nothing is answered from a copy.
import type { Database } from "../db/client";

const KEEP_MS = 10_000;
const MAX_ENTRIES = 10_000;

interface Entry<Value> {
  userId: number;
  value: Value;
  until: number;
}

/** Copies keyed by a string, each belonging to one user. */
export class UserCache<Value> {
  readonly #entries = new Map<string, Entry<Value>>();
  /** Advances with every forgetting, so a read that raced a change is not kept (see `ticket`). */
  #generation = 0;

  get(key: string): Value | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.until > Date.now()) return entry.value;
    this.#entries.delete(key);
    return undefined;
  }

  /** Take one before reading what will be kept: a change announced meanwhile voids the keeping. */
  ticket(): number {
    return this.#generation;
  }

  keep(key: string, userId: number, value: Value, ticket: number, until = Date.now() + KEEP_MS) {
    if (ticket !== this.#generation) return;
    if (this.#entries.size >= MAX_ENTRIES) this.#entries.clear();
    this.#entries.set(key, { userId, value, until: Math.min(until, Date.now() + KEEP_MS) });
  }

  forgetUser(userId: number) {
    this.#generation++;
    for (const [key, entry] of this.#entries) if (entry.userId === userId) this.#entries.delete(key);
  }

  forgetAll() {
    this.#generation++;
    this.#entries.clear();
  }
}

interface Followed {
  database: Database;
  caches: Map<string, UserCache<unknown>>;
  /** The apps following this database (tests build several over one). */
  followers: number;
  unsubscribe: () => void;
}

const followedByHandle = new WeakMap<object, Followed>();

/** Starts keeping copies for this database, forgotten as its announcements say; answers the stop. */
export function followUserChanges(database: Database): () => void {
  const followed = followedByHandle.get(database.db) ?? startFollowing(database);
  followed.followers++;
  return () => {
    if (--followed.followers > 0) return;
    followed.unsubscribe();
    followedByHandle.delete(database.db);
  };
}

function startFollowing(database: Database): Followed {
  const caches = new Map<string, UserCache<unknown>>();
  const forEachCache = (forget: (cache: UserCache<unknown>) => void) => {
    for (const cache of caches.values()) forget(cache);
  };
  const unsubscribe = database.authChanges.subscribe({
    changed: (payload) => {
      const userId = Number(payload);
      forEachCache((cache) => (payload === "*" ? cache.forgetAll() : cache.forgetUser(userId)));
    },
    missed: () => forEachCache((cache) => cache.forgetAll()),
  });
  const followed = { database, caches, followers: 0, unsubscribe };
  followedByHandle.set(database.db, followed);
  return followed;
}

/**
 * The copies named `name` of the database behind `db`; undefined when they may not be used (its
 * changes are not followed, or not heard right now): read afresh then.
 */
export function userCache<Value>(db: object, name: string): UserCache<Value> | undefined {
  const followed = followedByHandle.get(db);
  if (!followed?.database.authChanges.live) return undefined;
  let cache = followed.caches.get(name);
  if (!cache) {
    cache = new UserCache<unknown>();
    followed.caches.set(name, cache);
  }
  return cache as UserCache<Value>;
}
