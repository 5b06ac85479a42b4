/**
 * The root's error screens (docs/product.md#navigation-and-error-fallback), a static part
 * (docs/decisions/030-static-parts.md; root.tsx declares it): "Oops! Page not found" (404),
 * "Access denied" (403), a refused request with its reason (400) and "Something went wrong"
 * (anything else). Their ways on are plain links (Try Again reloads the same address), so they
 * need no JavaScript and a page that shows none downloads no code for them.
 */
import { href } from "react-router";
import { ButtonLink } from "./form-parts/button";
import { ErrorPage } from "./error-boundary";
import { useLocalePath, useMessageText, useT } from "~/i18n/react";
import { msg } from "~/i18n/messages";

export type ErrorScreenKind = "notFound" | "forbidden" | "badRequest" | "failed";

export function ErrorScreen({
  kind,
  message = null,
}: {
  kind: ErrorScreenKind;
  /** A refused request's reason (a message key or text), for "badRequest". */
  message?: string | null;
}) {
  const t = useT();
  const text = useMessageText();
  const l = useLocalePath();
  switch (kind) {
    case "notFound":
      return (
        <main className="mx-auto max-w-xl px-4 py-20 text-center">
          <p className="text-brand-700 text-6xl font-extrabold">404</p>
          <h1 className="mt-4 text-2xl font-bold">{t("common.error.notFound")}</h1>
          <p className="mt-2 text-slate-700">{t("common.error.notFoundBody")}</p>
          <ButtonLink href={l(href("/:lang?"))} className="mt-6 inline-block">
            {t("common.error.returnHome")}
          </ButtonLink>
        </main>
      );
    case "forbidden":
      return (
        <ErrorPage
          title={t("common.error.accessDenied")}
          actions={
            <ButtonLink href={href("/:lang?/dashboard")} className="mt-6 inline-block">
              {t("common.error.goToDashboard")}
            </ButtonLink>
          }
        >
          {t("common.error.noPermission")}
        </ErrorPage>
      );
    case "badRequest":
      return (
        <ErrorPage title={t("common.error.badRequest")} actions={<HomeButtons />}>
          {text(message ?? msg("common.error.badRequestBody"))}
        </ErrorPage>
      );
    case "failed":
      return (
        <ErrorPage title={t("common.error.somethingWrong")} actions={<HomeButtons />}>
          {t("common.error.somethingWrongBody")}
        </ErrorPage>
      );
  }
}

function HomeButtons() {
  const t = useT();
  const l = useLocalePath();
  return (
    <div className="mt-6 flex justify-center gap-3">
      <ButtonLink href="">{t("common.error.tryAgain")}</ButtonLink>
      <ButtonLink href={l(href("/:lang?"))} variant="secondary" className="bg-white">
        {t("common.error.goHome")}
      </ButtonLink>
    </div>
  );
}
