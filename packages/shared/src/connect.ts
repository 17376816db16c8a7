// Connect, the firm's HighQ Collaborate site (SPEC 2.3 "Connect settings", 3 "Connect token info",
// 7.8; DECISIONS "The external collaboration service"): the token info the settings page shows, the
// activation query, a matter's copies in progress or failed (counted and listed), and their retry:
// the matter's all at once, or one document's.
import { z } from "zod";
import { pagingQuery } from "./paging";

/** SPEC 3 "Connect token info", the token values masked (first and last 4 characters). */
export interface ConnectTokenInfo {
  oauthToken: string | null;
  oauthTokenExpiry: string | null;
  obtainedAt: string | null;
  refreshToken: string | null;
  refreshTokenExpiry: string | null;
  authenticated: boolean;
  /** Where the service sends the browser back after authorising (a setting); null: none. */
  redirectUrl: string | null;
  /** The service is configured (its settings are present); when not, documents are not copied. */
  configured: boolean;
}

/** GET dbbw/collaborate/authenticationStatus. */
export interface ConnectStatus {
  configured: boolean;
  authenticated: boolean;
}

/** GET dbbw/collaborate/activate?code=&state=: the code and the state the service sent back. */
export const connectActivateQuery = z.object({
  code: z.string({ error: "The authorisation code is missing" }).trim().min(1).max(2000),
  state: z.string({ error: "The authorisation state is missing" }).trim().min(1).max(200),
});

/** GET dbbw/collaborate/authenticate?redirectUrl=: where the service sends the browser back. */
export const connectAuthenticateQuery = z.object({ redirectUrl: z.url().max(2000).optional() });

/** A token shown on the settings page: its first and last 4 characters. */
export const maskToken = (token: string) =>
  token.length <= 8 ? "*".repeat(token.length) : `${token.slice(0, 4)}${"*".repeat(8)}${token.slice(-4)}`;

/** GET dbbw/matters/{m}/connect-copies (matter ADMIN): the matter's documents still being copied or failed. */
export interface ConnectCopies {
  configured: boolean;
  uploading: number;
  failed: number;
}

/** POST dbbw/matters/{m}/connect-copies/retry and dbbw/documents/{d}/connect-copy/retry: which copies to try again (those that FAILED). */
export const connectRetryBody = z.strictObject(
  { status: z.literal("FAILED", { error: "Name the copies to retry: FAILED" }) },
  { error: "Name the copies to retry: FAILED" },
);
export type ConnectRetryBody = z.input<typeof connectRetryBody>;

/** POST .../retry: how many failed copies were queued again (one document's: 1, or 0 when it was on its way already). */
export interface ConnectRetryAnswer {
  requeued: number;
  message: string;
}

/** GET dbbw/matters/{m}/connect-copies/failed?page=&size= (matter ADMIN): newest first. */
export const failedCopiesQuery = z.object(pagingQuery);

/** Where a document is filed: a tracking step (its proceeding's code) or an activity's comment. */
export type DocumentPlace =
  | {
      kind: "step";
      proceedingId: number;
      proceedingCode: string;
      trackingId: number;
      stepId: number;
      stepTitle: string;
    }
  | { kind: "comment"; activityId: number; activityTitle: string };

/** One document whose copy to Connect failed, with where it is filed (the panel links there). */
export interface FailedCopy {
  id: number;
  name: string;
  reason: string | null;
  createdBy: { id: number; firstName: string; lastName: string } | null;
  createdDate: string;
  place: DocumentPlace;
}

export interface FailedCopies {
  items: FailedCopy[];
  totalElements: number;
}
