/**
 * `/verification/documents/:id`: a verification document's file, for its owner and for staff
 * who review documents (`review:document:any`); anyone else, an unknown or a malformed id:
 * 404. Signed out: to /login. The answer is never cached, never sniffed and sandboxed (a PDF
 * or image opens inline but can run nothing on our origin).
 */
import { readDocumentFile } from "~/models/trust/verification.server";
import { orPageError } from "~/request/page-errors.server";
import { requireUser } from "~/request/session.server";
import type { Route } from "./+types/document-file";
import { msg } from "~/i18n/messages";

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
  const file = await orPageError(request, readDocumentFile(user, params.id), {
    404: msg("refusals.notFound.document"),
    503: true,
  });
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
