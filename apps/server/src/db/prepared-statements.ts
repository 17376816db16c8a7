// PostgreSQL plans every unnamed statement anew, and at scale the planning of a list or detail query
// costs as much as running it (~1 ms of a 2 ms request). Naming each query text once makes
// node-postgres prepare it once per connection and then only bind and execute it, as postgres.js
// and JDBC do by default. The names are bounded: texts beyond the first few thousand (whole-list
// writes with a value list per row, say) run unnamed, so no connection collects statements forever.
// The hottest queries (the matter access check, the proceedings and activities lists, a
// proceeding's detail and its trucks) go one step further with preparedOnce: drizzle builds them
// once with placeholders, since building costs more CPU than running them.
import type pg from "pg";
import { ListeningClient } from "./connection-loss";

const MAX_NAMED_TEXTS = 2000;
const namesByText = new Map<string, string>();

/** The statement name of a query text, or undefined once the bound is reached for new texts. */
export function statementName(text: string): string | undefined {
  const known = namesByText.get(text);
  if (known || namesByText.size >= MAX_NAMED_TEXTS) return known;
  const name = `litfolio_${namesByText.size + 1}`;
  namesByText.set(text, name);
  return name;
}

/** A pg client whose parameterised queries (drizzle's) run as named prepared statements. */
export class PreparingClient extends ListeningClient {
  // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this one forwards them all.
  override query(...args: any[]): any {
    const config: unknown = args[0];
    if (isQueryConfig(config) && config.name === undefined) {
      const name = statementName(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...forwarded: unknown[]) => unknown)(...args);
  }
}

function isQueryConfig(config: unknown): config is pg.QueryConfig {
  // Drizzle passes { text, values, rowMode, types }; strings and Submittables (cursors) pass through.
  return (
    typeof config === "object" &&
    config !== null &&
    typeof (config as { text?: unknown }).text === "string" &&
    typeof (config as { submit?: unknown }).submit !== "function"
  );
}

/** A drizzle query builder, which can be prepared under a statement name. */
interface Preparable<Prepared> {
  prepare(name: string): Prepared;
}

const MAX_PREPARED_PER_HANDLE = 500;
const preparedByHandle = new WeakMap<object, Map<string, unknown>>();
const namesByKey = new Map<string, string>();

/**
 * A query built with placeholders, once per database handle and key (the key must determine the
 * query's text); later calls only bind values. A transaction is a handle of its own, so nothing
 * prepared on one outlives it.
 */
export function preparedOnce<Prepared>(db: object, key: string, build: () => Preparable<Prepared>): Prepared {
  let prepared = preparedByHandle.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByHandle.set(db, prepared);
  }
  const known = prepared.get(key) as Prepared | undefined;
  if (known) return known;
  let name = namesByKey.get(key);
  if (!name) {
    name = `litfolio_query_${namesByKey.size + 1}`;
    namesByKey.set(key, name);
  }
  const query = build().prepare(name);
  if (prepared.size < MAX_PREPARED_PER_HANDLE) prepared.set(key, query);
  return query;
}
