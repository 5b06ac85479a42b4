/**
 * `/car` and `/car/` without an id (docs/product.md#car-detail: "Missing id shows 'Car ID is
 * required'"): that message with a way back to browsing, answered with status 400.
 */
import { data, href } from "react-router";
import { ButtonLink } from "~/components/form-parts/button";
import { ErrorPage } from "~/components/error-boundary";
import { SITE } from "~/lib/format/site";
import { metaTranslator, useLocalePath, useT, type Viewer } from "~/i18n/react";
import type { I18nHandle } from "~/i18n/namespaces";
import type { Route } from "./+types/missing-id";

export const handle = { i18n: ["car"] } satisfies I18nHandle;

export function loader() {
  return data(null, { status: 400 });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches?.find((m) => m?.id === "root")?.data as { viewer?: Viewer } | undefined;
  const t = metaTranslator(root?.viewer);
  return [{ title: t("car.missingId.title", { site: SITE.name }) }];
};

export default function CarIdRequired() {
  const t = useT();
  const l = useLocalePath();
  return (
    <ErrorPage
      title={t("car.missingId.heading")}
      actions={
        <ButtonLink href={l(href("/:lang?/browse"))} className="mt-6 inline-block">
          {t("common.nav.browse")}
        </ButtonLink>
      }
    >
      {t("car.missingId.body")}
    </ErrorPage>
  );
}
