/**
 * Static parts: what a page shows but needs no JavaScript for, rendered on the server and left
 * alone by the browser, so a first visit downloads no code for it
 * (docs/decisions/030-static-parts.md).
 *
 * A part is a component in a module of its own whose output depends only on its props (plain
 * JSON data) and the reader's language, time zone and currency. Its links and forms are the
 * page's no-JavaScript ones (plain `<a href>`, forms that post); interactive controls stay
 * outside it. Nothing imports its module statically; a route declares it once, with a loader,
 * and renders it like a component:
 *
 *   const TabPanel = staticPart(() => import("./tab-panel").then((m) => m.TabPanel));
 *   <TabPanel tab={tab} car={car} />
 *
 * - On the server the module is loaded when the part is declared, and `staticPartsLoaded()`
 *   (awaited by entry.server.tsx before each render, and by the tests' set-up) waits for all.
 *   The component renders inside a `<div class="contents">` (no box of its own; `className`
 *   adds classes).
 * - While the page hydrates the browser keeps the server's HTML (React leaves the inside of an
 *   element with `dangerouslySetInnerHTML` untouched when hydrating) and loads nothing.
 * - When the props or the reader's language change later (a tab switched in place, a
 *   revalidation with new data), and on a client-side navigation or a list grown in place
 *   (no server HTML), the part's chunk is loaded and the part renders as any component. Until
 *   it arrives, a hydrated part keeps its old HTML; a new one is empty.
 *
 * The bundler makes each part's module a chunk of its own because the only import of it is
 * `import()`: a static import anywhere in the browser's code would put it back in the page.
 */
import {
  Suspense,
  use,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from "react";
import { useViewer } from "~/i18n/react";

type Loader<P> = () => Promise<ComponentType<P>>;

/** The component that renders a part, with `className` for its `contents` wrapper. */
export type StaticPart<P> = ComponentType<P & { className?: string }>;

const noSubscription = () => () => {};

/** Every part's module, loading on the server (`staticPart`). */
const serverLoads: Promise<unknown>[] = [];
/** Every part's loader, in the browser. */
const browserLoads: (() => Promise<unknown>)[] = [];

/**
 * Resolves when the module of every part declared so far has loaded (on the server; in the
 * browser at once). Rendering a part on the server before that throws.
 */
export function staticPartsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/**
 * Loads every part's chunk in the browser once the reader has started a navigation or a
 * fetcher's load (root.tsx): what comes next may render parts the page had as HTML only, and
 * their chunks then arrive beside the data instead of after it. Never on a first visit alone.
 */
export function usePreloadStaticParts(busy: boolean) {
  useEffect(() => {
    if (busy) for (const load of browserLoads) void load();
  }, [busy]);
}

/** A part from a loader of its component: `() => import("./x").then((m) => m.X)`. */
export function staticPart<P extends object>(load: Loader<P>): StaticPart<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const fetchPart = () => (loading ??= load().then((component) => (loaded = component)));
  if (import.meta.env.SSR) serverLoads.push(fetchPart());
  else browserLoads.push(fetchPart);

  /** Suspends until the chunk is here (a part rendered in the browser without server HTML). */
  function Loaded({ props }: { props: P }) {
    const Component = loaded ?? use(fetchPart());
    return <Component {...props} />;
  }

  function Part({ className, ...rest }: P & { className?: string }) {
    const props = rest as unknown as P;
    const classes = className ? `contents ${className}` : "contents";
    // True only while React hydrates this part from the server's HTML (the server snapshot).
    const hydrating = useSyncExternalStore(
      noSubscription,
      () => false,
      () => true,
    );
    const viewer = useViewer();
    const key = JSON.stringify([props, viewer.language, viewer.timeZone, viewer.approx]);
    const hydratedWith = useRef(key);
    // Rendered by React from here on: from the start when it mounted without server HTML, else
    // once its input changed and its chunk arrived. Never back to the server's HTML after that.
    const [live, setLive] = useState(!hydrating);
    const changed = !live && hydratedWith.current !== key;
    useEffect(() => {
      if (changed) void fetchPart().then(() => setLive(true));
    }, [changed]);

    if (import.meta.env.SSR) {
      const Component = loaded;
      if (!Component) throw new Error("A static part rendered before staticPartsLoaded()");
      return (
        <div className={classes}>
          <Component {...props} />
        </div>
      );
    }
    if (!live) {
      // The server's HTML, untouched (also while a changed part's chunk is on its way).
      return <div key="server" className={classes} dangerouslySetInnerHTML={{ __html: "" }} />;
    }
    return (
      <div key="browser" className={classes}>
        <Suspense>
          <Loaded props={props} />
        </Suspense>
      </div>
    );
  }
  return Part;
}
