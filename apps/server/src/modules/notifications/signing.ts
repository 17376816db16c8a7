// The deadline e-mails' unsubscribe links work without signing in: the token names the user and the
// kind of e-mail and carries an HMAC-SHA256 of that under a key only the server knows, so it cannot
// be made up or changed (a user id swapped) without the key (mail-service.ts unsubscribeKey).
import { createHmac, timingSafeEqual } from "node:crypto";
import { appPaths } from "@litfolio/shared/app-paths";
import { type NotificationKind, notificationKinds } from "@litfolio/shared/notifications";
import { z } from "zod";
import type { Config } from "../../config";

export interface UnsubscribeClaim {
  userId: number;
  kind: NotificationKind;
}

const claimSchema = z.strictObject({
  userId: z.int().positive(),
  kind: z.enum(notificationKinds),
});

const mac = (key: Buffer, payload: string) => createHmac("sha256", key).update(payload).digest();

/** `base64url(JSON {userId, kind}) . base64url(HMAC)`: at most 98 characters, within a path parameter's 100. */
export function signUnsubscribe(key: Buffer, claim: UnsubscribeClaim): string {
  const payload = Buffer.from(JSON.stringify({ userId: claim.userId, kind: claim.kind })).toString(
    "base64url",
  );
  return `${payload}.${mac(key, payload).toString("base64url")}`;
}

/** The claim of a token this server signed; null for anything else (forged, changed, cut short, junk). */
export function verifyUnsubscribe(key: Buffer, token: string): UnsubscribeClaim | null {
  const [payload, signature, ...rest] = token.split(".");
  if (!payload || !signature || rest.length > 0) return null;
  // Compared as text, so only the one spelling this server writes is taken.
  const expected = Buffer.from(mac(key, payload).toString("base64url"));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claim = claimSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    return claim.success ? claim.data : null;
  } catch {
    return null;
  }
}

/** The links and header fields an e-mail of the kind carries for its recipient. */
export function unsubscribeLinks(config: Config, key: Buffer, claim: UnsubscribeClaim) {
  const token = signUnsubscribe(key, claim);
  return {
    /** The web page that says what the link switches off and asks to confirm. */
    page: `${config.publicUrl}${appPaths.unsubscribe(token)}`,
    /** RFC 8058 one-click: the mail program POSTs `List-Unsubscribe=One-Click` to the API itself. */
    headers: {
      "List-Unsubscribe": `<${config.publicUrl}/api/dbbw/notifications/unsubscribe/${token}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
