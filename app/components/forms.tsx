/**
 * The form parts (form-parts/) for forms validated with Conform: `Field`, `SelectField` and
 * `TextareaField` also take a Conform field (`meta`), which gives the id, name, default value,
 * constraints and errors; `PasswordField` and `CheckboxField` take one always. The plain parts
 * (buttons, alerts, checkbox groups) are imported from their own modules: a re-export here
 * would make every Conform form download them.
 */
import {
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type FieldMetadata,
} from "@conform-to/react";
import type { ReactNode } from "react";
import * as Parts from "./form-parts/field";
import { ErrorList } from "./form-parts/field";
import { Frame, type PartProps } from "./form-parts/field";
import { PasswordInput } from "./form-parts/password-input";

/** A Conform field of any value type. */
type Meta = FieldMetadata<any, any, string[]>;

/** A part's props with a Conform field in place of its id, name and errors, or as they are. */
type WithMeta<P extends PartProps> =
  | (Omit<P, "id" | "name" | "errors" | "errorId" | "attrs"> & { meta: Meta })
  | (P & { meta?: undefined });

/** id, name, errors and the control's attributes from a Conform field. */
const fromMeta = (meta: Meta, attrs: Record<string, unknown>) => ({
  id: meta.id,
  name: meta.name,
  errors: meta.errors,
  errorId: meta.errorId,
  attrs,
});

type FieldProps = Parameters<typeof Parts.Field>[0];
type SelectProps = Parameters<typeof Parts.SelectField>[0];
type TextareaProps = Parameters<typeof Parts.TextareaField>[0];

/** A labelled text-like input with its errors. */
export function Field(props: WithMeta<FieldProps>) {
  if (!props.meta) return <Parts.Field {...props} />;
  const { meta, type = "text", ...rest } = props;
  return (
    <Parts.Field {...rest} {...fromMeta(meta, getInputProps(meta, { type: type as "text" }))} />
  );
}

/** A labelled select; `placeholder` is a first, empty option ("Choose..."). */
export function SelectField(props: WithMeta<SelectProps>) {
  if (!props.meta) return <Parts.SelectField {...props} />;
  const { meta, ...rest } = props;
  return <Parts.SelectField {...rest} {...fromMeta(meta, getSelectProps(meta))} />;
}

/** A labelled textarea with its errors. */
export function TextareaField(props: WithMeta<TextareaProps>) {
  if (!props.meta) return <Parts.TextareaField {...props} />;
  const { meta, ...rest } = props;
  return <Parts.TextareaField {...rest} {...fromMeta(meta, getTextareaProps(meta))} />;
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
}: Pick<PartProps, "label" | "required" | "mark" | "aside" | "hint"> & {
  meta: Meta;
  autoComplete: "current-password" | "new-password";
}) {
  return (
    <Frame
      id={meta.id}
      errorId={meta.errorId}
      errors={meta.errors}
      label={label}
      mark={mark}
      aside={aside}
      hint={hint}
    >
      <PasswordInput
        {...getInputProps(meta, { type: "password" })}
        id={meta.id}
        autoComplete={autoComplete}
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
  /** Show the field's errors under it. */
  errors?: boolean;
  className?: string;
}) {
  const box = (
    <label className={className}>
      <input
        {...getInputProps(meta, { type: "checkbox" })}
        className={`accent-brand-600 h-4 w-4 ${className.includes("items-start") ? "mt-0.5" : ""}`}
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
