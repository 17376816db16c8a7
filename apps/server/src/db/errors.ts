// Recognising database refusals that are the caller's fault rather than ours.

/** PostgreSQL's unique_violation, whether thrown by pg, PGlite, or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** The name of the unique index a unique_violation broke, when the driver tells it. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505" && typeof constraint === "string") return constraint;
  }
  return undefined;
}
