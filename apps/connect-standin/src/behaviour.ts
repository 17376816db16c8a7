// How the stand-in misbehaves on purpose, set by tests through POST /_standin/behaviour. Not part of
// HighQ: it lets tests of the Litfolio server provoke the failures the real service can show.
import { z } from "zod";

export interface Behaviour {
  /** How many of the next uploads to refuse; "always" refuses until told otherwise. */
  failUploads: number | "always";
  /** The status of a refused upload. */
  failStatus: number;
  /** The `message` of a refused upload's body. */
  failReason: string;
  /** How long an upload waits before it answers. */
  uploadDelayMs: number;
  /** Lifetimes of the tokens issued from now on. */
  accessTokenLifetimeSeconds: number;
  refreshTokenLifetimeSeconds: number;
  /** Every protocol endpoint answers 503 (the controls keep working). */
  down: boolean;
}

export const defaultAccessTokenLifetimeSeconds = 3600;
export const defaultRefreshTokenLifetimeSeconds = 30 * 24 * 3600;

export function defaultBehaviour(lifetimes: {
  accessTokenLifetimeSeconds?: number;
  refreshTokenLifetimeSeconds?: number;
}): Behaviour {
  return {
    failUploads: 0,
    failStatus: 500,
    failReason: "The Connect stand-in was told to refuse this upload",
    uploadDelayMs: 0,
    accessTokenLifetimeSeconds: lifetimes.accessTokenLifetimeSeconds ?? defaultAccessTokenLifetimeSeconds,
    refreshTokenLifetimeSeconds: lifetimes.refreshTokenLifetimeSeconds ?? defaultRefreshTokenLifetimeSeconds,
    down: false,
  };
}

/** The body of POST /_standin/behaviour: any subset; `expireTokensNow` is an action, not a setting. */
export const behaviourUpdateSchema = z.strictObject({
  failUploads: z.union([z.number().int().min(0), z.literal("always")]).optional(),
  failStatus: z.number().int().min(400).max(599).optional(),
  failReason: z.string().max(2000).optional(),
  uploadDelayMs: z.number().int().min(0).max(600_000).optional(),
  accessTokenLifetimeSeconds: z.number().int().min(1).optional(),
  refreshTokenLifetimeSeconds: z.number().int().min(1).optional(),
  down: z.boolean().optional(),
  expireTokensNow: z.boolean().optional(),
});

export type BehaviourUpdate = z.infer<typeof behaviourUpdateSchema>;

/** Counts one upload against `failUploads`; true when this upload is to be refused. */
export function takeUploadFailure(behaviour: Behaviour): boolean {
  if (behaviour.failUploads === "always") return true;
  if (behaviour.failUploads <= 0) return false;
  behaviour.failUploads -= 1;
  return true;
}
