/**
 * `/car` and `/car/` without an id (docs/product.md#car-detail: "Missing id shows 'Car ID is
 * required'"): that message with a way back to browsing, answered with status 400.
 */
import { data } from "react-router";
import { ButtonLink } from "~/components/form-parts/button";
import { ErrorPage } from "~/root";
import { SITE } from "~/lib/site";
import type { Route } from "./+types/missing-id";

export function loader() {
  return data(null, { status: 400 });
}

export const meta: Route.MetaFunction = () => [{ title: `Car ID is required | ${SITE.name}` }];

export default function CarIdRequired() {
  return (
    <ErrorPage
      title="Car ID is required"
      actions={
        <ButtonLink href="/browse" className="mt-6 inline-block">
          Browse Cars
        </ButtonLink>
      }
    >
      Choose a car from the list to see its details.
    </ErrorPage>
  );
}
