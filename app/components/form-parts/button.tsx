/** The house buttons (see field.tsx for the family). */
import type { ButtonHTMLAttributes, ReactNode } from "react";

const BUTTON_STYLES = {
  primary: "bg-brand-600 hover:bg-brand-700 rounded-md font-semibold text-white",
  secondary: "rounded-md border border-slate-300 font-semibold hover:bg-slate-50",
  danger: "rounded-md border border-red-300 font-semibold text-red-800 hover:bg-red-50",
  dark: "rounded-md bg-slate-900 font-semibold text-white",
  warning: "rounded-md bg-amber-700 font-semibold text-white hover:bg-amber-800",
  destructive: "rounded-md bg-red-700 font-semibold text-white hover:bg-red-800",
} as const;

const BUTTON_SIZES = {
  sm: "px-3 py-1 text-sm",
  md: "px-4 py-2",
  lg: "px-4 py-2.5",
  wide: "px-5 py-2.5",
} as const;

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
}: ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: keyof typeof BUTTON_STYLES;
  size?: keyof typeof BUTTON_SIZES;
  block?: boolean;
  pending?: boolean;
  pendingText?: ReactNode;
}) {
  const classes = [
    BUTTON_STYLES[variant],
    block ? "w-full" : "",
    BUTTON_SIZES[size],
    // A button that can be disabled shows it.
    pending !== undefined || disabled !== undefined ? "disabled:opacity-70" : "",
    className ?? "",
  ]
    .filter(Boolean)
    .join(" ");
  return (
    <button {...rest} type={type} disabled={pending || disabled || undefined} className={classes}>
      {pending && pendingText ? pendingText : children}
    </button>
  );
}
