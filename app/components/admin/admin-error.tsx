/**
 * The admin tabs' error boundary (docs/product.md#error-texts: "Failed to load admin data"): 403
 * says access is denied, 404 that the thing is not there, anything else the product's text with
 * Try again (the same address) and the way back to the dashboard. A staff member whose role
 * counts for nothing until their e-mail is confirmed or two-factor authentication is on (the 403's
 * `staffAccess`, request/session.server.ts) is told which, with a link to where they turn it on
 * (docs/decisions/005-permissions.md, "Staff access").
 */
import { href } from "react-router";
import type { ErrorResponse } from "react-router";
import { ErrorPage, errorMessage, GeneralErrorBoundary } from "~/components/error-boundary";
import { useLocalePath, useMessageText, useT } from "~/i18n/react";
import type { StaffAccessBlock } from "~/lib/vocabulary/permissions";

/** Where a staff member turns on what their access waits for. */
const FIX: Record<StaffAccessBlock, string> = {
  email: "/verification?tab=contact",
  twoFactor: "/security?tab=password#two-factor",
};

function staffAccessOf(error: ErrorResponse): StaffAccessBlock | null {
  const block = (error.data as { staffAccess?: unknown } | null)?.staffAccess;
  return block === "email" || block === "twoFactor" ? block : null;
}

export function AdminErrorBoundary() {
  const t = useT();
  const l = useLocalePath();
  const text = useMessageText();
  const links = (
    <p className="mt-6 flex justify-center gap-4">
      <a href="" className="text-brand-700 font-semibold hover:underline">
        {t("admin.error.tryAgain")}
      </a>
      <a
        href={l(href("/:lang?/dashboard"))}
        className="text-brand-700 font-semibold hover:underline"
      >
        {t("admin.error.dashboard")}
      </a>
    </p>
  );
  return (
    <GeneralErrorBoundary
      statusHandlers={{
        403: ({ error }) => {
          const block = staffAccessOf(error);
          if (!block)
            return (
              <ErrorPage title={t("admin.error.deniedTitle")} actions={links}>
                {t("admin.error.denied")}
              </ErrorPage>
            );
          return (
            <ErrorPage
              title={t(`admin.staffAccess.${block}.title`)}
              actions={
                <p className="mt-6 flex justify-center gap-4">
                  <a href={l(FIX[block])} className="text-brand-700 font-semibold hover:underline">
                    {t(`admin.staffAccess.${block}.link`)}
                  </a>
                  <a
                    href={l(href("/:lang?/dashboard"))}
                    className="text-brand-700 font-semibold hover:underline"
                  >
                    {t("admin.error.dashboard")}
                  </a>
                </p>
              }
            >
              {text(errorMessage(error) ?? t(`admin.staffAccess.${block}.title`))}
            </ErrorPage>
          );
        },
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
