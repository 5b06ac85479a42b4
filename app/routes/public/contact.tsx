/**
 * `/contact/{id}` (linked from car cards): until messaging exists, contacting a seller happens
 * on the car's page, whose seller card has the phone link.
 */
import { redirect } from "react-router";
import type { Route } from "./+types/contact";

export function loader({ params }: Route.LoaderArgs) {
  return redirect(`/car/${params.id}#seller`);
}
