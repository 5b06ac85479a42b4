/**
 * A screen's error boundary in its usual two shapes: `page(true)` for a 404, `page(false)` for
 * any other status or an unexpected error. Its own module, so only the screens that use it
 * download it (the root's chunk, which every page loads, holds GeneralErrorBoundary).
 */
import type { ReactNode } from "react";
import { GeneralErrorBoundary } from "./error-boundary";

export function NotFoundOrFailedBoundary({ page }: { page: (notFound: boolean) => ReactNode }) {
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 404: () => page(true) }}
      defaultStatusHandler={() => page(false)}
      unexpectedErrorHandler={() => page(false)}
    />
  );
}
