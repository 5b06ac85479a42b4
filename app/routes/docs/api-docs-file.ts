/**
 * `GET /api/docs/:version/:file`: a file of the API reference page (Swagger UI's script and
 * style sheet, and the script that starts it; swagger-ui.server.ts), cached for a year as
 * immutable. Any other name, or a version other than the one served: 404. Not part of the JSON
 * API: the answers are files, not the envelope.
 */
import type { Route } from "./+types/api-docs-file";
import { swaggerFile } from "./swagger-ui.server";

export function loader({ params }: Route.LoaderArgs) {
  const file = swaggerFile(params.version, params.file);
  if (!file) {
    return new Response("Not found\n", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const { buffer, byteOffset, length } = file.body;
  return new Response(new Uint8Array(buffer as ArrayBuffer, byteOffset, length), {
    headers: file.headers,
  });
}
