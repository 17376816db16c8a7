// Creates carry an Idempotency-Key (docs/architecture.md "Idempotency"): the server answers a key it
// has seen with its first answer. A key stays with its request (path and body) until the server has
// answered it, so the same create sent again — a second click while the first is on its way, or Save
// again after its answer was lost — reuses the key and cannot make a second object. Once answered, the
// next create gets a fresh key, so adding the same thing twice on purpose still adds it twice.

export function createKeyRing(newKey: () => string = () => crypto.randomUUID()) {
  const unanswered = new Map<string, string>();
  const requestOf = (url: string, body: unknown) => `${url}\n${JSON.stringify(body)}`;
  return {
    /** The key of this request: the one it already has while unanswered, else a fresh one. */
    keyFor(url: string, body: unknown): string {
      const request = requestOf(url, body);
      const key = unanswered.get(request) ?? newKey();
      unanswered.set(request, key);
      return key;
    },
    /** The server answered. A 409 (the first with this key still running) keeps the key for the next try. */
    answered(url: string, body: unknown, status: number) {
      if (status !== 409) unanswered.delete(requestOf(url, body));
    },
  };
}
