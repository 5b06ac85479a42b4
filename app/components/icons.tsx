/**
 * Small inline SVG icons (no icon font or library: a few hundred bytes each) that more than
 * one screen uses. An icon of one screen only is drawn in its route folder with `StrokeSvg`,
 * so the pages every visitor opens (home, browse) do not download it. The icons that only
 * static parts and pages outside the weight budget draw (the header's, the contact bar's) are
 * in part-icons.tsx: the bundler keeps every used icon of a module together, so here they would
 * ride in the catalogue chunk every catalogue page loads (README, Weight budget).
 */
export type IconProps = { className?: string };
const base = "h-5 w-5";

/** The 24 px outline-icon frame: no fill, 2 px current-colour stroke, hidden from readers. */
export function StrokeSvg({
  className,
  children,
}: {
  className: string;
  children: React.ReactNode;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={className}
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const HeartIcon = ({ className = base }: IconProps) => (
  <StrokeSvg className={className}>
    <path d="M20.8 4.6a5.5 5.5 0 0 0-7.8 0L12 5.7l-1-1.1a5.5 5.5 0 0 0-7.8 7.8l1 1.1L12 21l7.8-7.5 1-1.1a5.5 5.5 0 0 0 0-7.8z" />
  </StrokeSvg>
);
export const CarIcon = ({ className = "h-10 w-10" }: IconProps) => (
  <svg viewBox="0 0 64 40" fill="currentColor" className={className} aria-hidden="true">
    <path d="M6 30l3-10c1-3 3-5 6-5h26c3 0 5 1.5 7 4l6 6c3 .5 5 2 5 5v3h-6a6 6 0 0 1-12 0H23a6 6 0 0 1-12 0H6z" />
  </svg>
);
