/** Any other `/api/*` path: 404 in the envelope, never the HTML 404 page. */
import { apiError } from "~/request/api.server";

export function loader() {
  return apiError(404, "No such API endpoint");
}
export function action() {
  return apiError(404, "No such API endpoint");
}
