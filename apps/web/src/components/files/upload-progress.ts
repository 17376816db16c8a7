// What the uploader shows while one request carries several files: the files are sent in order, so
// each file's share of the bytes sent so far is its progress (the form's own framing is small).

/** Each file's progress in percent, from the bytes sent of the whole request. */
export function fileProgress(sizes: readonly number[], loaded: number, total: number): number[] {
  const payload = sizes.reduce((sum, size) => sum + size, 0);
  // The request carries a little more than the files (the multipart framing): scale it away.
  const sent = total > 0 ? (loaded / total) * payload : 0;
  let offset = 0;
  return sizes.map((size) => {
    const done = size === 0 ? (sent >= offset ? 1 : 0) : Math.min(Math.max((sent - offset) / size, 0), 1);
    offset += size;
    return Math.round(done * 100);
  });
}

/** A file size as people read it: "820 KB", "12.4 MB". */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
