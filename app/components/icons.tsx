/**
 * Small inline SVG icons (no icon font or library: a few hundred bytes each) that more than
 * one screen uses. An icon of one screen only is drawn in its route folder with `StrokeSvg`,
 * so the pages every visitor opens (home, browse) do not download it.
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
export const SearchIcon = ({ className = base }: IconProps) => (
  <StrokeSvg className={className}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </StrokeSvg>
);
export const MenuIcon = ({ className = base }: IconProps) => (
  <StrokeSvg className={className}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </StrokeSvg>
);
export const PhoneIcon = ({ className = "h-4 w-4" }: IconProps) => (
  <StrokeSvg className={className}>
    <path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A17 17 0 0 1 3 5a2 2 0 0 1 2-2z" />
  </StrokeSvg>
);
export const CarIcon = ({ className = "h-10 w-10" }: IconProps) => (
  <svg viewBox="0 0 64 40" fill="currentColor" className={className} aria-hidden="true">
    <path d="M6 30l3-10c1-3 3-5 6-5h26c3 0 5 1.5 7 4l6 6c3 .5 5 2 5 5v3h-6a6 6 0 0 1-12 0H23a6 6 0 0 1-12 0H6z" />
  </svg>
);

export const UserIcon = ({ className = base }: IconProps) => (
  <StrokeSvg className={className}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
  </StrokeSvg>
);
export const BellIcon = ({ className = base }: IconProps) => (
  <StrokeSvg className={className}>
    <path d="M6 8a6 6 0 0 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
    <path d="M10.3 21a1.9 1.9 0 0 0 3.4 0" />
  </StrokeSvg>
);

export const ChatIcon = ({ className = base }: IconProps) => (
  <StrokeSvg className={className}>
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 20l1-4.6A8 8 0 1 1 21 12z" />
  </StrokeSvg>
);
