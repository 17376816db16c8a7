// The package entry: the stand-in Connect (HighQ Collaborate) service for the server's tests and
// the development setup.
export {
  buildStandin,
  defaultClient,
  type RunningStandin,
  type StandinOptions,
  type StartStandinOptions,
  startStandin,
} from "./app";
export type { Behaviour, BehaviourUpdate } from "./behaviour";
export type { StoredUpload, UploadAnswer } from "./files";
export type { StandinClient, TokenAnswer, TokenCounts } from "./oauth";
