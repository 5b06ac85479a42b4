/** `POST /logout` ends the session (row and cookie). A GET only offers the button. */
import { Form, redirect, href } from "react-router";
import { useT } from "~/i18n/react";
import { pathInRequestLanguage } from "~/request/language.server";
import { logout } from "~/request/session.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  return logout(request, pathInRequestLanguage(request, "/"));
}

export function loader() {
  return redirect(href("/:lang?"));
}

export default function Logout() {
  const t = useT();
  return (
    <Form method="post">
      <button type="submit">{t("common.nav.logOut")}</button>
    </Form>
  );
}
