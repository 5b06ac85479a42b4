/**
 * `/contact/{id}` (linked from car cards): until messaging exists (issue 10), contacting a
 * seller happens on the car's page, whose seller card has the phone link. A malformed id is a
 * 404, never a redirect built from it (issue 9, hole 9: CR/LF in a Location header).
 */
import { data, redirect } from "react-router";
import { isUuid } from "~/lib/ids";
import type { Route } from "./+types/contact";

export function loader({ params }: Route.LoaderArgs) {
  if (!isUuid(params.id)) throw data("Car not found", { status: 404 });
  return redirect(`/car/${params.id}#seller`);
}
