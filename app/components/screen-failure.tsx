/**
 * A signed-in screen's error boundary: a 404 and any other failure both show the screen's
 * failure title (the product's error catalogue: "Failed to load security data"...) with "Try
 * again" (the screen's own address; by default the address that failed, query included, so
 * it reloads the same view without JavaScript) and "Go to your dashboard".
 */
import { useLocation, href } from "react-router";
import { ErrorPage } from "~/components/error-boundary";
import { NotFoundOrFailedBoundary } from "./screen-boundary";

export function ScreenFailureBoundary({ title, retry }: { title: string; retry?: string }) {
  const { pathname, search } = useLocation();
  retry ??= `${pathname}${search}`;
  return (
    <NotFoundOrFailedBoundary
      page={() => (
        <ErrorPage
          title={title}
          actions={
            <p className="mt-6 flex justify-center gap-4">
              <a href={retry} className="text-brand-700 font-semibold hover:underline">
                Try again
              </a>
              <a
                href={href("/:lang?/dashboard")}
                className="text-brand-700 font-semibold hover:underline"
              >
                Go to your dashboard
              </a>
            </p>
          }
        >
          Please try again in a moment.
        </ErrorPage>
      )}
    />
  );
}
