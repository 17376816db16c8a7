// Receiving an upload (SPEC 5.10): the multipart parts named `file` streamed one after another into
// the file store, each checked as it arrives — at most 5, a listed extension, a storable name, under
// 100 MB (cut off at the limit: 413), bytes that match the extension (415), not the same file twice —
// and everything of a refused request removed again; the other parts are the form's fields. Step
// documents and comments share it.

import type { Multipart, MultipartFile, MultipartValue } from "@fastify/multipart";
import { extensionOf, fileLimits, fileNameProblem, fileProblem, uploadField } from "@litfolio/shared/files";
import { messages } from "@litfolio/shared/messages";
import type { FastifyRequest } from "fastify";
import { type AppError, badRequest, payloadTooLarge, unsupportedMediaType } from "../http/errors";
import { contentTypeOf } from "./content";
import { type FileStore, FileTooLarge, type StoredFile } from "./store";

export interface ReceivedFile extends Omit<StoredFile, "head" | "tail"> {
  name: string;
  contentType: string;
}

/**
 * The multipart limits given to the parser: one file more than allowed, so a sixth is seen; a field
 * of `fieldSize` bytes (a comment's text needs more than the default).
 */
export const multipartLimits = (fieldSize = 1024) => ({
  files: fileLimits.maxFiles + 1,
  fileSize: fileLimits.maxBytes,
  fields: 10,
  fieldSize,
  parts: 20,
});

/** A boundary of 1 to 70 characters (RFC 2046), quoted or not: the parser's own errors for none or a long one are 500s. */
const boundaryParameter = /;\s*boundary=(?:"[^"]{1,70}"|[^\s;"]{1,70})\s*(?:;|$)/i;

/**
 * The parser's error for a body that ends before its closing boundary: cut off, a boundary the body
 * does not hold, or no multipart body at all. It carries no code, only this text.
 */
const cutOffBody = /unexpected end of multipart data/i;

/**
 * Reads the request's form parts with `read`, for every upload route. A request that is not
 * multipart answers `notMultipart`; a body the parser cannot read (no boundary or one over 70
 * characters, a body without its boundary, cut off) answers 400 with a message, never a 500.
 */
export async function readForm<T>(
  request: FastifyRequest,
  notMultipart: AppError,
  read: (parts: AsyncIterableIterator<Multipart>) => Promise<T>,
): Promise<T> {
  if (!request.isMultipart()) throw notMultipart;
  if (!boundaryParameter.test(request.headers["content-type"] ?? ""))
    throw badRequest(messages.malformedUpload);
  try {
    return await read(request.parts());
  } catch (error) {
    throw error instanceof Error && cutOffBody.test(error.message)
      ? badRequest(messages.malformedUpload)
      : error;
  }
}

/** A form's text fields by name: one value, or several when the field was sent more than once. */
export type FormFields = Record<string, string | string[]>;

export interface ReceivedUpload {
  files: ReceivedFile[];
  fields: FormFields;
}

/** What is wrong with a part before its bytes are read: its field, count, name or extension. */
function partProblem(fieldname: string, filename: string, received: number) {
  if (fieldname !== uploadField) return badRequest(messages.noFileSent);
  if (received >= fileLimits.maxFiles) return badRequest(messages.tooManyFiles);
  const nameProblem = fileNameProblem(filename);
  if (nameProblem) return badRequest(nameProblem);
  // Size 0 stands for "not known yet": only the type can be judged here.
  const typeProblem = fileProblem({ name: filename, size: 0 });
  return typeProblem ? unsupportedMediaType(typeProblem) : null;
}

/** Stores one part after the checks its name allows, then checks its bytes. */
async function receivePart(store: FileStore, part: MultipartFile, received: ReceivedFile[]) {
  const problem = partProblem(part.fieldname, part.filename, received.length);
  if (problem) throw problem;
  let stored: StoredFile;
  try {
    stored = await store.put(part.file, { maxBytes: fileLimits.maxBytes });
  } catch (error) {
    if (error instanceof FileTooLarge) {
      throw payloadTooLarge(messages.fileTooLarge((error.size / 1024 / 1024).toFixed(2)));
    }
    throw error;
  }
  const { head, tail, ...file } = stored;
  const extension = extensionOf(part.filename);
  const contentType = contentTypeOf(extension, stored);
  const next = { ...file, name: part.filename, contentType: contentType ?? "" };
  // Stored first so that a refusal below removes it with the others.
  received.push(next);
  if (!contentType) throw unsupportedMediaType(messages.fileContentMismatch(extension));
  if (received.some((other) => other !== next && other.name === next.name && other.sha256 === next.sha256)) {
    throw badRequest(messages.duplicatedFile);
  }
}

function addField(fields: FormFields, part: MultipartValue) {
  if (part.valueTruncated) throw payloadTooLarge(messages.payloadTooLarge);
  const value = String(part.value);
  const before = fields[part.fieldname];
  fields[part.fieldname] =
    before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value];
}

/**
 * Receives the request's files into the store, and its fields. Unless `filesRequired` is false, at
 * least one file must come. On any refusal every file of the request already stored is removed
 * before the refusal is thrown, so nothing of a refused upload is kept.
 */
export async function receiveUpload(
  request: FastifyRequest,
  store: FileStore,
  { filesRequired = true } = {},
): Promise<ReceivedUpload> {
  const notMultipart = badRequest(filesRequired ? messages.noFileSent : messages.multipartExpected);
  return readForm(request, notMultipart, async (parts) => {
    const received: ReceivedFile[] = [];
    const fields: FormFields = {};
    try {
      for await (const part of parts) {
        if (part.type === "file") await receivePart(store, part, received);
        else addField(fields, part);
      }
      if (filesRequired && received.length === 0) throw badRequest(messages.noFileSent);
      return { files: received, fields };
    } catch (error) {
      await discardFiles(store, received);
      throw error;
    }
  });
}

/** Removes stored files of a request that did not complete. */
export const discardFiles = (store: FileStore, files: readonly { key: string }[]) =>
  Promise.all(files.map((file) => store.remove(file.key)));
