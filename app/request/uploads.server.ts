/**
 * Reads image files from a multipart request with @remix-run/form-data-parser: at most
 * `maxFiles` files of at most 10 MB each (or `maxFileSize` bytes, with `tooLargeMessage`), from
 * the named fields. Too large, too many or a truncated body answer an `UploadError` (413 / 400)
 * before anything is stored.
 */
import {
  MaxFileSizeExceededError,
  MaxFilesExceededError,
  parseFormData,
} from "@remix-run/form-data-parser";
import { DOCUMENT_MAX_BYTES } from "~/lib/vocabulary/domain-trust";
import { plural } from "~/lib/format/plural";

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

export class UploadError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = "UploadError";
  }
}

export type UploadedFile = { name: string; bytes: Buffer };

export async function readUploads(
  request: Request,
  fieldNames: string[],
  options: {
    maxFiles: number;
    /** Bytes per file (default MAX_FILE_BYTES, 10 MB). */
    maxFileSize?: number;
    /** The 413 message when a file is larger (default: the photos' message). */
    tooLargeMessage?: string;
  },
): Promise<{ files: UploadedFile[]; form: FormData }> {
  if (!(request.headers.get("content-type") ?? "").startsWith("multipart/form-data")) {
    throw new UploadError(415, "Send the photos as multipart/form-data");
  }
  const files: UploadedFile[] = [];
  try {
    const form = await parseFormData(
      request,
      { maxFileSize: options.maxFileSize ?? MAX_FILE_BYTES, maxFiles: options.maxFiles },
      async (upload) => {
        if (!fieldNames.includes(upload.fieldName)) return null;
        if (upload.size === 0 && !upload.name) return null;
        files.push({ name: upload.name, bytes: Buffer.from(await upload.arrayBuffer()) });
        return null;
      },
    );
    return { files, form };
  } catch (error) {
    if (error instanceof MaxFileSizeExceededError)
      throw new UploadError(
        413,
        options.tooLargeMessage ?? "Each photo must be 10 MB or smaller. Nothing was added.",
      );
    if (error instanceof MaxFilesExceededError)
      throw new UploadError(
        400,
        `Send at most ${plural(options.maxFiles, { one: "photo", other: "photos" })} at a time. Nothing was added.`,
      );
    throw new UploadError(400, "The upload was incomplete or malformed. Nothing was added.");
  }
}

/**
 * The verification document form, as the Verification page and
 * `POST /api/user/verification/documents` both post it: one `document` file of at most
 * DOCUMENT_MAX_BYTES (5 MB) or none, its `type` and the proof of address's `issuedAt`, as
 * text of at most 100 characters ("" when missing). What they mean is the model's to judge
 * (models/trust/verification.server.ts, uploadDocument). Errors: UploadError 415 (not multipart),
 * 413 (the file is larger), 400 (a truncated body, a NUL character in a field).
 */
export async function readDocumentUpload(
  request: Request,
): Promise<{ file: UploadedFile | null; type: string; issuedAt: string }> {
  const { files, form } = await readUploads(request, ["document"], {
    maxFiles: 1,
    maxFileSize: DOCUMENT_MAX_BYTES,
    tooLargeMessage: "The file must be 5 MB or smaller.",
  });
  for (const [key, value] of form) {
    if (key.includes("\0") || (typeof value === "string" && value.includes("\0")))
      throw new UploadError(400, "Text must not contain NUL characters");
  }
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value.trim().slice(0, 100) : "";
  };
  return { file: files[0] ?? null, type: text("type"), issuedAt: text("issuedAt") };
}
