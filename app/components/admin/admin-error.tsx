/**
 * The admin tabs' error boundary (docs/product.md#error-texts: "Failed to load admin data"): 403
 * says access is denied, 404 that the thing is not there, anything else the product's text with
 * Try again (the same address) and the way back to the dashboard.
 */
import { ErrorPage, errorMessage, GeneralErrorBoundary } from "~/components/error-boundary";

const links = (
  <p className="mt-6 flex justify-center gap-4">
    <a href="" className="text-brand-700 font-semibold hover:underline">
      Try again
    </a>
    <a href="/dashboard" className="text-brand-700 font-semibold hover:underline">
      Go to your dashboard
    </a>
  </p>
);

export function AdminErrorBoundary() {
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: () => (
          <ErrorPage title="Access denied" actions={links}>
            You do not have permission to see this page.
          </ErrorPage>
        ),
        404: ({ error }) => (
          <ErrorPage title="Not found" actions={links}>
            {errorMessage(error) ?? "It may have been deleted."}
          </ErrorPage>
        ),
      }}
      defaultStatusHandler={() => (
        <ErrorPage title="Failed to load admin data" actions={links}>
          Please try again in a moment.
        </ErrorPage>
      )}
      unexpectedErrorHandler={() => (
        <ErrorPage title="Failed to load admin data" actions={links}>
          Please try again in a moment.
        </ErrorPage>
      )}
    />
  );
}
