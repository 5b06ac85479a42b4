/**
 * The icons drawn only in static parts (the header, the car page's contact bar and sidebar;
 * docs/decisions/030-static-parts.md) and in pages outside the weight budget (a seller's
 * page): apart from icons.tsx, whose icons hydrated controls draw, so a first visit does not
 * download them (README, Weight budget).
 */
import { StrokeSvg, type IconProps } from "./icons";

const base = "h-5 w-5";

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
