// What the document benchmarks share: a PDF streamed as multipart/form-data without holding it in
// memory, the upload address of a demo tracking step, and the server's resident memory.
import fs from "node:fs";

const MB = 1024 * 1024;

/** A multipart body streamed in 1 MB chunks: a PDF header, then spaces up to `size` bytes. */
export function pdfMultipart(boundary, size, filename) {
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MB, 0x20);
  let sent = 0;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(head);
    },
    pull(controller) {
      const left = size - sent;
      if (left <= 0) {
        controller.enqueue(tail);
        controller.close();
        return;
      }
      const part = left >= MB ? chunk : chunk.subarray(0, left);
      sent += part.length;
      controller.enqueue(part);
    },
  });
}

/** Uploads one streamed PDF of `size` bytes to the step (its attacheddocuments address); answers its row. */
export async function uploadPdf(server, cookie, stepPath, size, filename) {
  const boundary = `----bench${Date.now()}${Math.random().toString(36).slice(2)}`;
  const answer = await fetch(`${server.baseUrl}/api${stepPath}`, {
    method: "POST",
    headers: { cookie, origin: server.baseUrl, "content-type": `multipart/form-data; boundary=${boundary}` },
    body: pdfMultipart(boundary, size, filename),
    duplex: "half",
  });
  if (!answer.ok) throw new Error(`upload refused: ${answer.status} ${await answer.text()}`);
  return (await answer.json()).items[0];
}

/** The API path of the demo matter's first tracked proceeding's last step, and of its tracking. */
export async function demoStep(server, cookie) {
  const api = async (apiPath) =>
    (await fetch(`${server.baseUrl}/api${apiPath}`, { headers: { cookie } })).json();
  const [matter] = (await api("/dbbw/matters")).items;
  for (const proceeding of (await api(`/dbbw/matters/${matter.id}/proceedings?size=100`)).items) {
    const base = `/dbbw/matters/${matter.id}/proceedings/${proceeding.id}/tracking`;
    const { trackingId } = await api(`${base}/available`);
    if (!trackingId) continue;
    const tracking = await api(`${base}/${trackingId}`);
    const stepId = tracking.proceduralSteps.at(-1).id;
    return {
      tracking: `${base}/${trackingId}`,
      upload: `${base}/${trackingId}/proceduralsteps/${stepId}/attacheddocuments`,
      stepId,
    };
  }
  throw new Error("no demo tracking");
}

/** The process's resident memory in MB (VmRSS). */
export const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024;
