// Downloads a file the server streams (the Excel exports): read with progress (a large export
// shows how much has arrived), then saved under the name the server gives. A refusal becomes an
// ApiError with the usual global handling, as every API call's does.
import { apiFailure, apiUrl, type QueryValue } from "./api";

/** The file name of a Content-Disposition header: the UTF-8 `filename*` first, else `filename`. */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // a malformed name: fall back to the plain one
    }
  }
  return /filename="([^"]+)"/i.exec(disposition)?.[1] ?? null;
}

export async function downloadFile(
  path: string,
  query: Record<string, QueryValue>,
  onProgress: (receivedBytes: number) => void,
) {
  const response = await fetch(apiUrl(path, query), { credentials: "same-origin" });
  if (!response.ok || !response.body)
    throw apiFailure(response.status, await response.text(), undefined, "GET");
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received);
  }
  const blob = new Blob(chunks as BlobPart[], { type: response.headers.get("content-type") ?? undefined });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = fileNameOf(response.headers.get("content-disposition")) ?? "export.xlsx";
  link.click();
  // The browser has taken the file once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}
