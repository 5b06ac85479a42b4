/**
 * The admin tabs' error boundary (docs/product.md#error-texts: "Failed to load admin data"): 403
 * says access is denied, 404 that the thing is not there, anything else the product's text with
 * Try again (the same address) and the way back to the dashboard.
 */
import { ErrorPage, errorMessage, GeneralErrorBoundary } from "~/components/error-boundary";
import { useLocalePath, useMessageText, useT } from "~/i18n/react";

export function AdminErrorBoundary() {
  const t = useT();
  const l = useLocalePath();
  const text = useMessageText();
  const links = (
    <p className="mt-6 flex justify-center gap-4">
      <a href="" className="text-brand-700 font-semibold hover:underline">
        {t("admin.error.tryAgain")}
      </a>
      <a href={l("/dashboard")} className="text-brand-700 font-semibold hover:underline">
        {t("admin.error.dashboard")}
      </a>
    </p>
  );
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: () => (
          <ErrorPage title={t("admin.error.deniedTitle")} actions={links}>
            {t("admin.error.denied")}
          </ErrorPage>
        ),
        404: ({ error }) => (
          <ErrorPage title={t("admin.error.notFoundTitle")} actions={links}>
            {text(errorMessage(error) ?? t("admin.error.notFound"))}
          </ErrorPage>
        ),
      }}
      defaultStatusHandler={() => (
        <ErrorPage title={t("admin.error.failedTitle")} actions={links}>
          {t("admin.error.failed")}
        </ErrorPage>
      )}
      unexpectedErrorHandler={() => (
        <ErrorPage title={t("admin.error.failedTitle")} actions={links}>
          {t("admin.error.failed")}
        </ErrorPage>
      )}
    />
  );
}
