// Uploads and forms with files (SPEC 5.10 "sent as form data with a field named file"):
// XMLHttpRequest, because fetch reports no upload progress. Same origin and cookie as every API call; failures become the API
// client's ApiError (a 401 still signs out), and a cancelled upload rejects with UploadCancelled.
import { uploadField } from "@litfolio/shared/files";
import { type ApiError, apiFailure, apiUrl, type QueryValue } from "./api";

export class UploadCancelled extends Error {
  constructor() {
    super("Upload cancelled");
    this.name = "UploadCancelled";
  }
}

export interface UploadOptions {
  onProgress?: (progress: { loaded: number; total: number }) => void;
  signal?: AbortSignal;
}

/** What a form sends: its text fields first (a list as the same field repeated), then its files. */
export interface FormContent {
  fields?: Record<string, string | readonly string[]>;
  files: readonly File[];
  query?: Record<string, QueryValue | readonly string[]>;
}

/** The query string with a list as the same parameter repeated (`approvalNeeded=true&approvalNeeded=false`). */
function urlWithQuery(path: string, query: FormContent["query"] = {}) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      if (one !== undefined && one !== null && one !== "") search.append(key, String(one));
    }
  }
  const queryString = search.toString();
  return `${apiUrl(path)}${queryString ? `?${queryString}` : ""}`;
}

/** POSTs the files under `uploadField` to the API path; answers the parsed JSON answer. */
export const uploadFiles = <Answer>(path: string, files: readonly File[], options: UploadOptions = {}) =>
  sendForm<Answer>("POST", path, { files }, options);

/** Sends a multipart form (POST or PUT) to the API path; answers the parsed JSON answer. */
export function sendForm<Answer>(
  method: "POST" | "PUT",
  path: string,
  content: FormContent,
  options: UploadOptions = {},
): Promise<Answer> {
  const form = new FormData();
  for (const [name, value] of Object.entries(content.fields ?? {})) {
    for (const one of typeof value === "string" ? [value] : value) form.append(name, one);
  }
  for (const file of content.files) form.append(uploadField, file, file.name);
  return new Promise<Answer>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, urlWithQuery(path, content.query));
    request.withCredentials = true;
    request.setRequestHeader("Accept", "application/json");
    request.upload.onprogress = (event) => options.onProgress?.({ loaded: event.loaded, total: event.total });
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) {
        // A success that is not our JSON (a proxy's page) is a failure, not a promise left pending.
        try {
          resolve(JSON.parse(request.responseText) as Answer);
        } catch {
          reject(apiFailure(0, "", "all", method));
        }
        return;
      }
      // Statuses other than 401 are shown next to the files by the uploader.
      reject(
        apiFailure(request.status, request.responseText, [400, 403, 404, 409, 413, 415, 500, 503], method),
      );
    };
    request.onerror = () => reject(apiFailure(0, "", "all", method));
    request.onabort = () => reject(new UploadCancelled());
    if (options.signal?.aborted) {
      reject(new UploadCancelled());
      return;
    }
    options.signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(form);
  });
}

export type UploadError = ApiError | UploadCancelled;
