/** Any other `/api/*` path: 404 in the envelope, never the HTML 404 page. */
import { apiError, apiHandler } from "~/request/api.server";

export const loader = apiHandler(async () => apiError(404, "No such API endpoint"));
export const action = apiHandler(async () => apiError(404, "No such API endpoint"));
