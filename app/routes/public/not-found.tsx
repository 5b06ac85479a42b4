/** Any unknown path: the 404 page ("Oops! Page not found"); the path is logged. */
import { data } from "react-router";
import { NotFound } from "~/root";
import type { Route } from "./+types/not-found";

export function loader({ request }: Route.LoaderArgs) {
  console.warn(`404 ${new URL(request.url).pathname}`);
  return data(null, { status: 404 });
}

export function action() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found | MotorMart" }];

export default function NotFoundRoute() {
  return <NotFound />;
}
