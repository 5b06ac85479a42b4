/**
 * The one family of form parts every form uses: `Field` (a labelled input), `PasswordField`,
 * `SelectField`, `TextareaField`, `CheckboxField`, `CheckboxGroup`, `ErrorList`, `FormAlert`,
 * `Button` and the `Honeypot`. Each control is labelled, its errors are linked by
 * aria-describedby, and it works as a plain form control without JavaScript.
 *
 * Parts take a Conform field (`meta`), which gives the id, name, default value, constraint and
 * errors; for a form without Conform, pass `id` and `name` (and `errors`) instead.
 */
import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import {
  useEffect,
  useState,
  type ButtonHTMLAttributes,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { HONEYPOT_FIELD } from "~/lib/honeypot";

export const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600";

// Conform's field metadata for any value type.

type Meta = FieldMetadata<any, any, string[]>;

/** Where a control's id, name and errors come from: a Conform field, or given directly. */
type Source =
  | { meta: Meta; id?: never; name?: never; errors?: never }
  | { meta?: never; id: string; name: string; errors?: string[] };

const sourceOf = (s: Source) =>
  s.meta
    ? { id: s.meta.id, errorId: s.meta.errorId, errors: s.meta.errors }
    : { id: s.id!, errorId: `${s.id}-error`, errors: s.errors };

export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
      {errors.map((e) => (
        <li key={e}>{e}</li>
      ))}
    </ul>
  );
}

/** A control's label; `mark` adds the visual required asterisk (aria-required says it). */
export function Label({
  htmlFor,
  children,
  mark = false,
  className = "block text-sm font-semibold",
}: {
  htmlFor: string;
  children: ReactNode;
  mark?: boolean;
  className?: string;
}) {
  return (
    <label htmlFor={htmlFor} className={className}>
      {children}
      {mark && (
        <span className="text-red-700" aria-hidden="true">
          {" "}
          *
        </span>
      )}
    </label>
  );
}

type Common = {
  label: ReactNode;
  /** The label only for screen readers (a search box whose placeholder says it all). */
  hideLabel?: boolean;
  /** Classes of the field's own box (its place in a grid). */
  containerClassName?: string;
  /** Required: aria-required on the control (the schema enforces it). */
  required?: boolean;
  /** Shows the required asterisk after the label. */
  mark?: boolean;
  /** Something beside the label, on its right (a "Forgot password?" link). */
  aside?: ReactNode;
  hint?: ReactNode;
};

/** Splits a part's props into the frame's (label, hint...), the source's and the control's. */
function split<P extends Common & Source>(props: P) {
  const {
    label,
    hideLabel,
    containerClassName,
    required,
    mark,
    aside,
    hint,
    meta,
    id,
    name,
    errors,
    ...control
  } = props;
  return {
    frame: { label, hideLabel, containerClassName, mark, aside, hint },
    source: { meta, id, name, errors } as Source,
    required,
    control,
  };
}

function Frame({
  id,
  errorId,
  errors,
  label,
  hideLabel,
  containerClassName,
  mark,
  aside,
  hint,
  children,
}: Omit<Common, "required"> & {
  id: string;
  errorId: string;
  errors?: string[];
  children: ReactNode;
}) {
  const labelled = (
    <Label
      htmlFor={id}
      mark={mark}
      children={label}
      className={hideLabel ? "sr-only" : undefined}
    />
  );
  return (
    <div className={containerClassName}>
      {aside ? (
        <div className="flex items-center justify-between">
          {labelled}
          {aside}
        </div>
      ) : (
        labelled
      )}
      {children}
      {hint && <p className="mt-1 text-xs text-slate-600">{hint}</p>}
      <ErrorList id={errorId} errors={errors} />
    </div>
  );
}

type InputType = "text" | "email" | "tel" | "number" | "url" | "search" | "password";

/** A labelled text-like input with its errors. */
export function Field(
  props: Common &
    Source & { type?: InputType } & Omit<
      InputHTMLAttributes<HTMLInputElement>,
      "type" | "id" | "name" | "required"
    >,
) {
  const { frame, source, required, control } = split(props);
  const { type = "text", ...rest } = control as typeof control & { type?: InputType };
  const s = sourceOf(source);
  const attrs = source.meta
    ? getInputProps(source.meta, { type: type as "text" })
    : {
        id: source.id,
        name: source.name,
        type,
        "aria-invalid": source.errors?.length ? true : undefined,
        "aria-describedby": source.errors?.length ? s.errorId : undefined,
      };
  return (
    <Frame {...s} {...frame}>
      <input
        {...attrs}
        {...rest}
        className={rest.className ?? inputClass}
        aria-required={required ? "true" : undefined}
      />
    </Frame>
  );
}

/** A password input with a Show/Hide button (the button only appears once JavaScript runs). */
export function PasswordInput(props: InputHTMLAttributes<HTMLInputElement> & { id: string }) {
  const [shown, setShown] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <div className="relative">
      <input {...props} type={shown ? "text" : "password"} className={`${inputClass} pr-16`} />
      {hydrated && (
        <button
          type="button"
          onClick={() => setShown((s) => !s)}
          className="text-brand-700 absolute top-1/2 right-2 -translate-y-1/2 rounded px-2 py-1 text-xs font-semibold hover:bg-slate-100"
          aria-controls={props.id}
          aria-label={shown ? "Hide password" : "Show password"}
        >
          {shown ? "Hide" : "Show"}
        </button>
      )}
    </div>
  );
}

/** A labelled password input (never prefilled) with Show/Hide and its errors. */
export function PasswordField({
  label,
  meta,
  required,
  mark,
  aside,
  hint,
  autoComplete,
}: Common & { meta: Meta; autoComplete: "current-password" | "new-password" }) {
  return (
    <Frame {...sourceOf({ meta })} label={label} mark={mark} aside={aside} hint={hint}>
      <PasswordInput
        {...getInputProps(meta, { type: "password" })}
        id={meta.id}
        autoComplete={autoComplete}
        aria-required={required ? "true" : undefined}
      />
    </Frame>
  );
}

export type Option = { value: string | number; label: string };

/** A labelled select; `placeholder` is a first, empty option ("Choose..."). */
export function SelectField(
  props: Common &
    Source & {
      options: readonly Option[];
      placeholder?: string;
    } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "required">,
) {
  const { frame, source, required, control } = split(props);
  const { options, placeholder, ...rest } = control as typeof control & {
    options: readonly Option[];
    placeholder?: string;
  };
  const s = sourceOf(source);
  const attrs = source.meta ? getSelectProps(source.meta) : { id: source.id, name: source.name };
  return (
    <Frame {...s} {...frame}>
      <select
        {...attrs}
        {...rest}
        className={rest.className ?? inputClass}
        aria-required={required ? "true" : undefined}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Frame>
  );
}

/** A labelled textarea with its errors. */
export function TextareaField(
  props: Common &
    Source &
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "required">,
) {
  const { frame, source, required, control } = split(props);
  const s = sourceOf(source);
  const attrs = source.meta ? getTextareaProps(source.meta) : { id: source.id, name: source.name };
  return (
    <Frame {...s} {...frame}>
      <textarea
        {...attrs}
        {...control}
        className={control.className ?? inputClass}
        aria-required={required ? "true" : undefined}
      />
    </Frame>
  );
}

/** A checkbox with its label beside it ("Remember me for 30 days"). */
export function CheckboxField({
  label,
  meta,
  required,
  errors,
  className = "flex items-center gap-2 text-sm",
}: {
  label: ReactNode;
  meta: Meta;
  required?: boolean;
  errors?: boolean;
  className?: string;
}) {
  const box = (
    <label className={className}>
      <input
        {...getInputProps(meta, { type: "checkbox" })}
        className={`accent-brand-600 h-4 w-4${className.includes("items-start") ? "mt-0.5" : ""}`}
        aria-required={required ? "true" : undefined}
      />
      {label}
    </label>
  );
  if (!errors) return box;
  return (
    <div>
      {box}
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

/** A fieldset of checkboxes sharing one name (features, fuel types...). */
export function CheckboxGroup({
  legend,
  name,
  options,
  chosen = [],
  className = "mt-1 grid grid-cols-2 gap-x-2 gap-y-1",
}: {
  legend: ReactNode;
  name: string;
  options: readonly Option[];
  chosen?: readonly string[];
  className?: string;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold">{legend}</legend>
      <div className={className}>
        {options.map((o) => (
          <label key={o.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              name={name}
              value={o.value}
              defaultChecked={chosen.includes(String(o.value))}
              className="accent-brand-600 h-4 w-4"
            />
            {o.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

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

export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={HONEYPOT_FIELD}>Leave this field empty</label>
      <input
        id={HONEYPOT_FIELD}
        name={HONEYPOT_FIELD}
        type="text"
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
      />
    </div>
  );
}

export function FormAlert({
  errors,
  tone = "error",
}: {
  errors?: string[] | null;
  tone?: "error" | "success";
}) {
  if (!errors?.length) return null;
  return (
    <div
      role={tone === "error" ? "alert" : "status"}
      className={`rounded-md border px-4 py-3 text-sm ${
        tone === "error"
          ? "border-red-200 bg-red-50 text-red-800"
          : "border-emerald-200 bg-emerald-50 text-emerald-900"
      }`}
    >
      {errors.map((e) => (
        <p key={e}>{e}</p>
      ))}
    </div>
  );
}
