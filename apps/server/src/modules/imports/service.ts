// An import in two steps. The preview receives the file into a temporary file (streamed, cut off at
// the upload limit), reads it row by row into the checks of rules.ts against the proceeding's list
// as it is, and keeps the outcome — what to add, what to update by id, as compact arrays — in
// `import_batches` with the proceeding's version and list state. Nothing is written to the lists.
//
// Why keep the checked rows and not the file: the commit then needs no second parse (an .xlsx of
// 200,000 trucks takes seconds to read) and holds at most the work arrays in memory (about 6 MB of
// JSON for 200,000 trucks), while the file is deleted as soon as the preview has read it. A batch
// expires after an hour (`importLimits.expiresAfterMinutes`); expired ones are dropped at the next
// preview.
//
// The commit runs in `writeOnProceeding`'s transaction (WRITE on the proceeding, the proceeding
// locked): the caller's unexpired batch for this proceeding and kind (else 404), no invalid rows
// (else 400), the proceeding and its list as they were at the preview (else 409), then the chunked
// writes, one trail entry with the counts, and the batch removed. A failure rolls all of it back.
// The writes take the rows in chunks of `CHUNK` through `unnest` over arrays: one statement and a
// handful of parameters per chunk, whatever the chunk's length (a VALUES list would need 3
// parameters a row and drizzle would build 30,000 of them).
//
// A preview costs memory and a core while it reads (a workbook of 250,000 trucks: seconds), so
// few run at once: one per user (a row in `import_preview_claims`, so over all server processes)
// and two per process (`takePreviewSlot`); a further one is refused with 429 at once rather than
// queued behind a hostile file. Each has a deadline from its start (`IMPORT_PREVIEW_SECONDS`), its
// upload included, so that a slow or endless upload cannot hold a slot either: past it, the upload
// or the reading stops with 413.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { MultipartFile } from "@fastify/multipart";
import { extensionOf, fileNameProblem, uploadField } from "@litfolio/shared/files";
import {
  type ImportCounts,
  type ImportKind,
  type ImportPreview,
  type ImportResult,
  importLimits,
} from "@litfolio/shared/imports";
import { messages } from "@litfolio/shared/messages";
import { and, eq, lt, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { recordAudit } from "../../audit";
import type { Db, DbOrTx } from "../../db/client";
import { importBatches, importPreviewClaims } from "../../db/schema/imports";
import { claimants, trucks } from "../../db/schema/proceedings";
import { readForm } from "../../files/upload";
import { advanceListVersion, bumpVersion } from "../../http/edits";
import {
  AppError,
  badRequest,
  conflict,
  notFound,
  payloadTooLarge,
  unsupportedMediaType,
} from "../../http/errors";
import { claimantList } from "../claimants/service";
import { type ProceedingWriter, requireOnProceeding, writeOnProceeding } from "../proceedings/service";
import { readSpreadsheet } from "./parse";
import {
  expiry,
  findBatch,
  listedClaimants,
  listedTrucks,
  listState,
  nextClaimantPosition,
  proceedingVersions,
} from "./queries";
import {
  type ClaimantWork,
  claimantImporter,
  type ImportOutcome,
  type TruckWork,
  truckImporter,
} from "./rules";

const CHUNK = 5_000;

export interface NewBatch {
  matterId: number;
  proceedingId: number;
  kind: ImportKind;
  createdBy: number;
  fileName: string;
  proceedingVersion: number;
  listState: string;
  counts: ImportCounts;
  work: ClaimantWork | TruckWork;
}

/** Drops the previews nobody committed in time (on each new preview, and by the housekeeping job). */
export const deleteExpiredBatches = (db: DbOrTx) =>
  db.delete(importBatches).where(lt(importBatches.createdAt, expiry()));

/** Stores a preview, dropping the expired ones on the way. */
export async function storeBatch(db: DbOrTx, batch: NewBatch) {
  await deleteExpiredBatches(db);
  const [stored] = await db
    .insert(importBatches)
    .values(batch)
    .returning({ id: importBatches.id, createdAt: importBatches.createdAt });
  if (!stored) throw new Error("import batch not stored");
  return stored;
}

const deleteBatch = (tx: DbOrTx, id: string) => tx.delete(importBatches).where(eq(importBatches.id, id));

const chunks = <T>(rows: T[]) => {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) result.push(rows.slice(start, start + CHUNK));
  return result;
};

const column = <T, K extends number>(rows: T[], index: K) =>
  sql.param(rows.map((row) => (row as unknown as unknown[])[index]));

/** New claimants after the list's last position; changed ones by id. */
async function writeClaimants(tx: DbOrTx, proceedingId: number, work: ClaimantWork) {
  let position = await nextClaimantPosition(tx, proceedingId);
  for (const chunk of chunks(work.added)) {
    const positions = chunk.map(() => position++);
    await tx.execute(sql`
      insert into ${claimants} (proceeding_id, full_name, short_name, position)
      select ${proceedingId}, v.full_name, v.short_name, v.position
      from unnest(${column(chunk, 0)}::text[], ${column(chunk, 1)}::text[], ${sql.param(positions)}::int[])
        with ordinality as v(full_name, short_name, position, n)
      order by v.n`);
  }
  for (const chunk of chunks(work.updated)) {
    await tx.execute(sql`
      update ${claimants} set full_name = v.full_name, short_name = v.short_name
      from unnest(${column(chunk, 0)}::int[], ${column(chunk, 1)}::text[], ${column(chunk, 2)}::text[])
        as v(id, full_name, short_name)
      where ${claimants.id} = v.id and ${claimants.proceedingId} = ${proceedingId}`);
  }
}

/** New trucks and changed confirmed flags; the counters on the proceeding follow (statement triggers). */
async function writeTrucks(tx: DbOrTx, proceedingId: number, work: TruckWork) {
  for (const chunk of chunks(work.added)) {
    await tx.execute(sql`
      insert into ${trucks} (proceeding_id, chassis_number, confirmed)
      select ${proceedingId}, v.chassis_number, v.confirmed
      from unnest(${column(chunk, 0)}::text[], ${column(chunk, 1)}::boolean[]) as v(chassis_number, confirmed)`);
  }
  for (const chunk of chunks(work.updated)) {
    await tx
      .update(trucks)
      .set({ confirmed: sql<boolean>`v.confirmed`, ...bumpVersion(trucks) })
      .from(sql`unnest(${column(chunk, 0)}::int[], ${column(chunk, 1)}::boolean[]) as v(id, confirmed)`)
      .where(and(eq(trucks.id, sql`v.id`), eq(trucks.proceedingId, proceedingId)));
  }
}

class TooLarge extends Error {}

/** Counts the bytes passing through; at the limit the copy stops. */
class Limited extends Transform {
  size = 0;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(
    chunk: Buffer,
    _encoding: BufferEncoding,
    done: (error?: Error | null, data?: Buffer) => void,
  ) {
    this.size += chunk.length;
    if (this.size >= this.maxBytes) done(new TooLarge());
    else done(null, chunk);
  }
}

const tooLarge = () =>
  payloadTooLarge(messages.fileTooLarge((importLimits.maxBytes / 1024 / 1024).toFixed(2)));

interface Received {
  file: string;
  name: string;
  extension: ".xlsx" | ".csv";
  size: number;
}

async function receivePart(part: MultipartFile, directory: string, signal: AbortSignal): Promise<Received> {
  if (part.fieldname !== uploadField) throw badRequest(messages.noFileSent);
  const nameProblem = fileNameProblem(part.filename);
  if (nameProblem) throw badRequest(nameProblem);
  const extension = extensionOf(part.filename);
  if (extension !== ".xlsx" && extension !== ".csv") throw unsupportedMediaType(messages.importFileType);
  const file = path.join(directory, `upload${extension}`);
  const counter = new Limited(importLimits.maxBytes);
  try {
    await pipeline(part.file, counter, createWriteStream(file), { signal });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    if (error instanceof TooLarge || (error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
      throw tooLarge();
    }
    throw error;
  }
  if (part.file.truncated) throw tooLarge();
  return { file, name: part.filename, extension, size: counter.size };
}

/** The one file of the request, written to `directory`. */
async function receiveFile(
  request: FastifyRequest,
  directory: string,
  signal: AbortSignal,
): Promise<Received> {
  return readForm(request, badRequest(messages.noFileSent), async (parts) => {
    let received: Received | undefined;
    for await (const part of parts) {
      if (part.type !== "file") continue;
      if (received) throw badRequest(messages.importOneFile);
      received = await receivePart(part, directory, signal);
    }
    if (!received) throw badRequest(messages.noFileSent);
    return received;
  });
}

/** The previews running in this process: see the head of this file. */
let previewsRunning = 0;

const busy = () => new AppError(429, "TOO_MANY_REQUESTS", messages.importBusy);

/**
 * Takes a slot of this process and the user's claim (429 when either is taken); the answer gives
 * both back. The user's claim is a row, so a second preview of theirs is refused by any process.
 */
async function takePreviewSlot(db: Db, userId: number, maxMs: number) {
  if (previewsRunning >= importLimits.previewsPerProcess) throw busy();
  previewsRunning += 1;
  try {
    const claimId = crypto.randomUUID();
    const over = sql`${importPreviewClaims.claimedAt} <= now() - ${maxMs}::integer * interval '1 millisecond'`;
    const [claimed] = await db
      .insert(importPreviewClaims)
      .values({ userId, claimId, claimedAt: sql`now()` })
      .onConflictDoUpdate({
        target: importPreviewClaims.userId,
        set: { claimId, claimedAt: sql`now()` },
        setWhere: over,
      })
      .returning({ userId: importPreviewClaims.userId });
    if (!claimed) throw busy();
    return async () => {
      previewsRunning -= 1;
      await db.delete(importPreviewClaims).where(eq(importPreviewClaims.claimId, claimId));
    };
  } catch (error) {
    previewsRunning -= 1;
    throw error;
  }
}

/** POST .../{kind}/import/preview. */
export async function previewImport(
  db: Db,
  request: FastifyRequest,
  writer: ProceedingWriter,
  kind: ImportKind,
): Promise<ImportPreview> {
  const { access, proceedingId, actorId } = writer;
  await requireOnProceeding(db, access, proceedingId, "WRITE");
  const maxMs = request.server.config.importPreviewMaxMs;
  const giveBack = await takePreviewSlot(db, actorId, maxMs);
  const deadline = new AbortController();
  const timer = setTimeout(
    () => deadline.abort(payloadTooLarge(messages.importTimedOut(Math.ceil(maxMs / 1000)))),
    maxMs,
  );
  const signal = deadline.signal;
  let directory: string | undefined;
  try {
    directory = await mkdtemp(path.join(tmpdir(), "litfolio-import-"));
    const received = await receiveFile(request, directory, signal);
    // The versions first, then the rows: a change in between can only make the commit stale.
    const versions = await proceedingVersions(db, proceedingId);
    if (!versions) throw notFound();
    let listed: string;
    let outcome: ImportOutcome<ClaimantWork | TruckWork>;
    if (kind === "claimants") {
      const importer = claimantImporter(await listedClaimants(db, proceedingId));
      await readSpreadsheet(received.file, received.extension, received.size, importer.onRow, signal);
      outcome = importer.finish();
      listed = String(versions.claimantsVersion);
    } else {
      const trucks = await listedTrucks(db, proceedingId);
      const importer = truckImporter(trucks.listed);
      await readSpreadsheet(received.file, received.extension, received.size, importer.onRow, signal);
      outcome = importer.finish();
      listed = trucks.fingerprint;
    }
    const valid = outcome.counts.invalid === 0;
    const stored = await storeBatch(db, {
      matterId: access.matterId,
      proceedingId,
      kind,
      createdBy: actorId,
      fileName: received.name,
      proceedingVersion: versions.version,
      listState: listed,
      counts: outcome.counts,
      // A file with invalid rows cannot be committed: its rows are not kept.
      work: valid ? outcome.work : { added: [], updated: [] },
    });
    return {
      importId: stored.id,
      kind,
      fileName: received.name,
      counts: outcome.counts,
      invalidRows: outcome.invalidRows,
      invalidCount: outcome.invalidCount,
      ignoredColumns: outcome.ignoredColumns,
      proceedingVersion: versions.version,
      expiresAt: new Date(
        stored.createdAt.getTime() + importLimits.expiresAfterMinutes * 60_000,
      ).toISOString(),
    };
  } finally {
    clearTimeout(timer);
    await giveBack();
    if (directory) await rm(directory, { recursive: true, force: true });
  }
}

/** POST .../{kind}/import/{importId}/commit: writes the preview, all or nothing. */
export const commitImport = (db: Db, writer: ProceedingWriter, kind: ImportKind, importId: string) =>
  writeOnProceeding(db, writer, async (tx): Promise<ImportResult> => {
    const { access, proceedingId, actorId } = writer;
    const batch = await findBatch(tx, {
      id: importId,
      matterId: access.matterId,
      proceedingId,
      kind,
      createdBy: actorId,
    });
    if (!batch) throw notFound(messages.importNotFound);
    if (batch.counts.invalid > 0) throw badRequest(messages.importHasInvalidRows);
    const now = await listState(tx, kind, proceedingId);
    if (!now) throw notFound();
    if (now.proceedingVersion !== batch.proceedingVersion || now.listState !== batch.listState) {
      throw conflict(messages.importStale);
    }
    const { added, updated, skipped } = batch.counts;
    if (kind === "claimants") {
      // Like a save of the list: an open claimants editor is stale from now on.
      if (added + updated > 0) await advanceListVersion(tx, claimantList, proceedingId);
      await writeClaimants(tx, proceedingId, batch.work as ClaimantWork);
    } else {
      await writeTrucks(tx, proceedingId, batch.work as TruckWork);
    }
    await deleteBatch(tx, batch.id);
    await recordAudit(tx, {
      actorId,
      entity: kind,
      entityId: proceedingId,
      action: "update",
      after: { import: { fileName: batch.fileName, added, updated, skipped } },
    });
    return {
      message: kind === "claimants" ? messages.claimantsImported : messages.trucksImported,
      counts: { added, updated, skipped },
    };
  });
