// A database restart, a fail-over or a pooler's maintenance ends every connection at once. The
// process must outlive it (every client listens for 'error') and the requests caught in it answer
// 503, so a client retries; the pool opens new connections for the next queries.
import pg from "pg";

/**
 * A pg client that never leaves its 'error' event unheard. The pool listens only while a client is
 * idle; a checked-out client (a transaction between two statements) whose connection the server
 * ends would emit an unhandled 'error' and end the process. The statement that was running rejects
 * with the same error, the next one with "not queryable".
 *
 * A checked-out client whose connection is lost goes back to the pool at once, to be discarded:
 * drizzle releases a transaction's client only once its BEGIN has succeeded, so a BEGIN on a lost
 * connection would keep the client checked out for good (the pool exhausted after ten, and its end
 * waiting forever). The holder's own release later does nothing.
 */
export class ListeningClient extends pg.Client {
  #release: ((error?: Error | boolean) => void) | undefined;
  #checkedOut = false;

  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on("error", (error) => {
      if (this.#checkedOut) this.#release?.(error);
    });
  }

  /** pg-pool sets a client's release function each time it hands the client out. */
  set release(release: (error?: Error | boolean) => void) {
    this.#checkedOut = true;
    this.#release = (error) => {
      if (!this.#checkedOut) return;
      this.#checkedOut = false;
      release(error);
    };
  }

  get release(): ((error?: Error | boolean) => void) | undefined {
    return this.#release;
  }
}

/** SQLSTATEs of a connection the server ended or refuses: class 08, admin/crash shutdown, starting up. */
const lostConnectionStates = /^(08...|57P01|57P02|57P03)$/;
/** Socket failures reaching the server. */
const socketFailures = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT"]);
/** node-postgres's and pg-pool's own errors for a connection that ended or could not be opened. */
const driverMessages = [
  /^Connection terminated/,
  /^Client has encountered a connection error and is not queryable$/,
  /^Client was closed and is not queryable$/,
  /^timeout exceeded when trying to connect$/,
];

/**
 * Whether the error (or one it wraps, as drizzle does) says the database cannot be reached.
 */
export function isConnectionLoss(error: unknown): boolean {
  for (let current = error; typeof current === "object" && current !== null; ) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && (lostConnectionStates.test(code) || socketFailures.has(code)))
      return true;
    if (typeof message === "string" && driverMessages.some((pattern) => pattern.test(message))) return true;
    current = cause;
  }
  return false;
}

/**
 * pg-boss completes and fails a worker's jobs without awaiting it (pg-boss 10, Manager#work): when
 * the database goes away at that moment, the rejection is unhandled, and Node ends the process on an
 * unhandled rejection. A lost connection is survivable (pg-boss retries a job whose completion was
 * lost once it expires), so only that is logged; any other unhandled rejection still ends the
 * process, as Node would.
 */
export function surviveConnectionLossRejections() {
  process.on("unhandledRejection", (reason) => {
    if (!isConnectionLoss(reason)) throw reason;
    console.error("database connection lost", (reason as Error).message);
  });
}
