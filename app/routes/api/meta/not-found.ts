/** Any other `/api/*` path: 404 in the envelope, never the HTML 404 page. */
import { apiError, apiHandler } from "~/request/api.server";
import { msg } from "~/i18n/messages";

export const loader = apiHandler(async () => apiError(404, msg("refusals.api.noEndpoint")));
export const action = apiHandler(async () => apiError(404, msg("refusals.api.noEndpoint")));
