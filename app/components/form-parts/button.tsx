/**
 * The house buttons (see field.tsx for the family): `Button` for a form's buttons, `ButtonLink` for
 * a link that looks like one, and `buttonClass` for the rare element that is neither (a Radix
 * dialog's trigger, a `ScreenLink`). One table of variants and sizes, so a link and a button side by
 * side look the same.
 */
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode } from "react";
import { Link, type LinkProps } from "react-router";

const BUTTON_STYLES = {
  primary: "bg-brand-600 hover:bg-brand-700 rounded-md font-semibold text-white",
  secondary: "rounded-md border border-slate-300 font-semibold hover:bg-slate-50",
  danger: "rounded-md border border-red-300 font-semibold text-red-800 hover:bg-red-50",
  dark: "rounded-md bg-slate-900 font-semibold text-white hover:bg-slate-800",
  warning: "rounded-md bg-amber-700 font-semibold text-white hover:bg-amber-800",
  destructive: "rounded-md bg-red-700 font-semibold text-white hover:bg-red-800",
} as const;

const BUTTON_SIZES = {
  sm: "px-3 py-1 text-sm",
  /** Small text at the usual height: the buttons of a car card, a plan card, the mobile menu. */
  compact: "px-3 py-2 text-sm",
  md: "px-4 py-2",
  lg: "px-4 py-2.5",
  wide: "px-5 py-2.5",
  /** A page's one call to action (home, browse, a seller's profile). */
  xl: "px-6 py-3",
} as const;

export type ButtonVariant = keyof typeof BUTTON_STYLES;
export type ButtonSize = keyof typeof BUTTON_SIZES;

/** How a house button looks: its variant (default primary), size (default md) and full width. */
export type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

/**
 * The class list of a house button: the variant's, `w-full` when `block`, the size's, then
 * `extra` (layout such as `inline-block mt-4`; empty and false entries are skipped).
 */
export function buttonClass(
  { variant = "primary", size = "md", block = false }: ButtonLook,
  ...extra: (string | false | null | undefined)[]
): string {
  return [BUTTON_STYLES[variant], block ? "w-full" : "", BUTTON_SIZES[size], ...extra]
    .filter(Boolean)
    .join(" ");
}

/**
 * A button in one of the house styles. `pending` disables it and shows `pendingText` (a form
 * being sent); `block` makes it full width.
 */
export function Button({
  variant = "primary",
  size = "md",
  block = false,
  pending,
  pendingText,
  className,
  children,
  disabled,
  type = "submit",
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    pending?: boolean;
    pendingText?: ReactNode;
  }) {
  const classes = buttonClass(
    { variant, size, block },
    // A button that can be disabled shows it.
    pending !== undefined || disabled !== undefined ? "disabled:opacity-70" : "",
    className,
  );
  return (
    <button {...rest} type={type} disabled={pending || disabled || undefined} className={classes}>
      {pending && pendingText ? pendingText : children}
    </button>
  );
}

/** A plain anchor: a full page load (a resource route, a download, `tel:`, a page left on purpose). */
type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; to?: never };

/**
 * A link that looks like a house button. With `to` it is React Router's `<Link>` (client-side
 * navigation with JavaScript); with `href` a plain `<a>`, for the links that must load a whole
 * document. `className` adds layout (margins, `inline-block`, `text-center`) after the button's
 * own classes.
 */
export function ButtonLink({
  variant,
  size,
  block,
  className,
  ...link
}: ButtonLook & (LinkProps | AnchorProps)) {
  const classes = buttonClass({ variant, size, block }, className);
  if ("to" in link && link.to !== undefined) return <Link {...link} className={classes} />;
  return <a {...(link as AnchorProps)} className={classes} />;
}
