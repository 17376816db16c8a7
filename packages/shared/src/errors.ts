// The error body of every non-2xx API answer (DECISIONS "Error bodies").

export const errorCodes = [
  "VALIDATION_FAILED",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "UNPROCESSABLE_CONTENT",
  "TOO_MANY_REQUESTS",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "SERVICE_UNAVAILABLE",
  "INTERNAL",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

export interface SubError {
  field: string;
  message: string;
}

export interface ApiErrorBody {
  status: number;
  code: ErrorCode;
  message: string;
  subErrors: SubError[];
}
