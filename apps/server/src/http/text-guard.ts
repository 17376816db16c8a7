// Before any route's validation: a string (or key) of the path, query string or body holding
// characters no field can store (`isStorableText`: control characters, lone surrogates) is refused
// with 400 and the field's message. PostgreSQL refuses NUL in text and lone surrogates in json, so
// without this one check every text a schema lets through (search filters, catalogue keys, e-mail
// addresses) would be a 500; here it holds for every route, present and future.
import type { SubError } from "@litfolio/shared/errors";
import { messages } from "@litfolio/shared/messages";
import { isStorableText } from "@litfolio/shared/rules";
import type { FastifyInstance } from "fastify";
import { badRequest } from "./errors";

interface Visit {
  value: unknown;
  key: string;
  parent: Visit | undefined;
}

/** `localCounsels.0.name`: a field as the validation errors name it; the part's name at the top. */
function fieldOf(visit: Visit, part: string): string {
  const keys: string[] = [];
  for (let at: Visit | undefined = visit; at?.parent; at = at.parent) keys.unshift(at.key);
  return keys.join(".") || part;
}

/** Walks without recursion: a body may nest arrays a hundred thousand deep. */
function unstorableFields(root: unknown, part: string): SubError[] {
  const found: SubError[] = [];
  const pending: Visit[] = [{ value: root, key: "", parent: undefined }];
  for (let visit = pending.pop(); visit; visit = pending.pop()) {
    const { value } = visit;
    if (typeof value === "string") {
      if (!isStorableText(value))
        found.push({ field: fieldOf(visit, part), message: messages.invisibleCharacters });
    } else if (value !== null && typeof value === "object") {
      for (const [key, item] of Object.entries(value)) {
        const child = { value: item, key, parent: visit };
        if (isStorableText(key)) pending.push(child);
        else found.push({ field: fieldOf(child, part), message: messages.invisibleCharacters });
      }
    }
  }
  return found.reverse();
}

export function registerTextGuard(app: FastifyInstance) {
  app.addHook("preValidation", async (request) => {
    const subErrors = [
      ...unstorableFields(request.params, "params"),
      ...unstorableFields(request.query, "querystring"),
      ...unstorableFields(request.body, "body"),
    ];
    if (subErrors.length > 0) throw badRequest(messages.formInvalid, subErrors);
  });
}
