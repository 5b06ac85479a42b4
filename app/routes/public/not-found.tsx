/** Any unknown path: the 404 page ("Oops! Page not found"); the path is logged. */
import { data } from "react-router";
import { staticPart } from "~/components/static-part";
import type { Route } from "./+types/not-found";

// The root's 404 screen (components/error-screens.tsx), a static part.
const ErrorScreen = staticPart(() =>
  import("~/components/error-screens").then((m) => m.ErrorScreen),
);

export function loader({ request }: Route.LoaderArgs) {
  console.warn(`404 ${new URL(request.url).pathname}`);
  return data(null, { status: 404 });
}

export function action() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: "Page not found | MotorMart" }];

export default function NotFoundRoute() {
  return <ErrorScreen kind="notFound" />;
}
