/**
 * The form parts every form is built from (forms.tsx adds Conform to them): this module's
 * labelled controls `Field`, `SelectField` and `TextareaField`, with `Label`, `ErrorList` and the
 * `Frame` around them; `Button` (button.tsx), `CheckboxGroup` (checkbox-group.tsx),
 * `PasswordInput` (password-input.tsx), `FormAlert` and the `Honeypot` (alerts.tsx). Each
 * control is labelled, its errors are linked by aria-describedby, and it works as a plain form
 * control without JavaScript.
 *
 * A part takes its control's `id`, `name` and `errors`. Each part is a module of its own and
 * pages import the modules they use, so a page's JavaScript carries only its own parts (a
 * page that needs no Conform, such as browse, carries none of Conform either).
 */
import type {
  InputHTMLAttributes,
  ReactNode,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from "react";
import { useMessageText } from "~/i18n/react";

export const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 focus:border-brand-600 aria-[invalid=true]:border-red-600";

/**
 * A control's errors; one that is a message key (a schema's `msg("forms.email.invalid")`) is
 * shown in the page's language, any other text as it is (docs/decisions/023-languages.md).
 */
export function ErrorList({ id, errors }: { id?: string; errors?: string[] | null }) {
  const text = useMessageText();
  if (!errors?.length) return null;
  return (
    <ul id={id} className="mt-1 space-y-0.5 text-sm text-red-700">
      {errors.map((e) => (
        <li key={e}>{text(e)}</li>
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

/** What every labelled part takes besides its control's own attributes. */
export type PartProps = {
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
  id: string;
  name: string;
  errors?: string[];
  /** The errors' element id (default `<id>-error`). */
  errorId?: string;
  /**
   * The control's attributes when something else computed them (Conform: name, default
   * value, constraints, aria-invalid...); by default they come from `id`, `name` and `errors`.
   */
  attrs?: Record<string, unknown>;
};

/** Splits a part's props into the frame's (label, hint...), the control's attributes and the rest. */
function split<P extends PartProps>(props: P) {
  const {
    label,
    hideLabel,
    containerClassName,
    required,
    mark,
    aside,
    hint,
    id,
    name,
    errors,
    errorId = `${props.id}-error`,
    attrs,
    ...rest
  } = props;
  return {
    frame: { label, hideLabel, containerClassName, mark, aside, hint, id, errorId, errors },
    attrs: attrs ?? {
      id,
      name,
      "aria-invalid": errors?.length ? true : undefined,
      "aria-describedby": errors?.length ? errorId : undefined,
    },
    required: required ? ("true" as const) : undefined,
    rest,
  };
}

/** The label, the control, a hint and the errors, in one box. */
export function Frame({
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
}: {
  id: string;
  errorId: string;
  errors?: string[];
  label: ReactNode;
  hideLabel?: boolean;
  containerClassName?: string;
  mark?: boolean;
  aside?: ReactNode;
  hint?: ReactNode;
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

export type InputType =
  "text" | "email" | "tel" | "number" | "url" | "search" | "password" | "date" | "datetime-local";

/** A labelled text-like input with its errors. */
export function Field(
  props: PartProps & { type?: InputType } & Omit<
      InputHTMLAttributes<HTMLInputElement>,
      "type" | "id" | "name" | "required"
    >,
) {
  const { frame, attrs, required, rest } = split(props);
  const { type = "text", ...input } = rest;
  return (
    <Frame {...frame}>
      <input
        {...(props.attrs ? attrs : { ...attrs, type })}
        {...input}
        className={input.className ?? inputClass}
        aria-required={required}
      />
    </Frame>
  );
}

export type Option = { value: string | number; label: string };

/** A labelled select; `placeholder` is a first, empty option ("Choose..."). */
export function SelectField(
  props: PartProps & {
    options: readonly Option[];
    placeholder?: string;
  } & Omit<SelectHTMLAttributes<HTMLSelectElement>, "id" | "name" | "required">,
) {
  const { frame, attrs, required, rest } = split(props);
  const { options, placeholder, ...select } = rest;
  return (
    <Frame {...frame}>
      <select
        {...attrs}
        {...select}
        className={select.className ?? inputClass}
        aria-required={required}
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
  props: PartProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, "id" | "name" | "required">,
) {
  const { frame, attrs, required, rest } = split(props);
  return (
    <Frame {...frame}>
      <textarea
        {...attrs}
        {...rest}
        className={rest.className ?? inputClass}
        aria-required={required}
      />
    </Frame>
  );
}
