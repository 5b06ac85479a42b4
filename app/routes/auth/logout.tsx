/** `POST /logout` ends the session (row and cookie). A GET only offers the button. */
import { Form, redirect } from "react-router";
import { logout } from "~/request/session.server";
import type { Route } from "./+types/logout";

export async function action({ request }: Route.ActionArgs) {
  return logout(request, "/");
}

export function loader() {
  return redirect("/");
}

export default function Logout() {
  return (
    <Form method="post">
      <button type="submit">Log out</button>
    </Form>
  );
}
