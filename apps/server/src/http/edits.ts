// Checks every PUT makes before writing: the body is about the object in the path, and the editor
// saw its current version.
import { conflict, notFound } from "./errors";

/**
 * An `id` in the body that is not the path's object is someone else's object: 404 (no IDOR through
 * the body). A `version` other than the stored one means someone saved in between: 409.
 */
export function assertEditing(
  body: { id?: number | null; version?: number },
  stored: { id: number; version: number },
): void {
  if (body.id !== undefined && body.id !== null && body.id !== stored.id) throw notFound();
  if (body.version !== undefined && body.version !== stored.version) throw conflict();
}
