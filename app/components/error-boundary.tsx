/**
 * The one error boundary (Epic Stack's GeneralErrorBoundary): shows a route's error with a
 * handler per HTTP status (`statusHandlers`), a default for other statuses, and one for
 * unexpected errors (a bug, the database down), which are logged. The root uses it for every
 * page; a screen with texts of its own ("Error loading cars") passes its handlers.
 */
import type { ReactNode } from "react";
import { isRouteErrorResponse, useRouteError, type ErrorResponse } from "react-router";

export type StatusHandler = (info: { error: ErrorResponse }) => ReactNode;

/** The standard error page: a title, a text and the way on (links work without JavaScript). */
export function ErrorPage({
  title,
  children,
  actions,
}: {
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-xl px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children && <p className="mt-3 text-slate-700">{children}</p>}
      {actions}
    </main>
  );
}

/** The message a thrown `data({ message })` or `data("text")` carried, if any. */
export function errorMessage(error: ErrorResponse): string | null {
  if (typeof error.data === "string") return error.data;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : null;
}

export function GeneralErrorBoundary({
  statusHandlers,
  defaultStatusHandler,
  unexpectedErrorHandler,
}: {
  statusHandlers?: Record<number, StatusHandler>;
  defaultStatusHandler: StatusHandler;
  unexpectedErrorHandler: (error: unknown) => ReactNode;
}) {
  const error = useRouteError();
  if (isRouteErrorResponse(error)) {
    if (error.status >= 500 && (typeof window === "undefined" || import.meta.env.DEV))
      console.error(error);
    return (statusHandlers?.[error.status] ?? defaultStatusHandler)({ error });
  }
  if (typeof window === "undefined" || import.meta.env.DEV) console.error(error);
  return unexpectedErrorHandler(error);
}
