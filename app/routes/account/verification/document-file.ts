/**
 * `/verification/documents/:id`: a verification document's file, for its owner and for staff
 * who review documents (`review:document:any`); anyone else, an unknown or a malformed id:
 * 404. Signed out: to /login. The answer is never cached, never sniffed and sandboxed (a PDF
 * or image opens inline but can run nothing on our origin).
 */
import { data } from "react-router";
import { DomainError } from "~/models/shared/errors.server";
import { readDocumentFile } from "~/models/trust/verification.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/document-file";

/** An ASCII file name safe inside a quoted Content-Disposition parameter. */
export function safeFileName(name: string): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[^A-Za-z0-9._-]+/g, "_")
    .replace(/^[._]+/, "")
    .slice(0, 100);
  return cleaned || "document";
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requireUser(request);
  let file;
  try {
    file = await readDocumentFile(user, params.id);
  } catch (error) {
    if (error instanceof DomainError && (error.status === 404 || error.status === 503))
      throw data(error.status === 404 ? "Document not found" : error.message, {
        status: error.status,
      });
    throw error;
  }
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Length": String(file.size),
      "Content-Disposition": `inline; filename="${safeFileName(file.fileName)}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "sandbox",
    },
  });
}
