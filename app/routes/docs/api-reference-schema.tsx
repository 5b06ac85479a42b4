/**
 * The schemas of the API reference page (api-reference.server.tsx): how a JSON Schema of the
 * OpenAPI document reads, in a few words (`TypeOf`: a linked component name, a type, a constant,
 * a choice), with its bounds, allowed values and default (`Constraints`), and, for an object, a
 * nested list of its properties (`SchemaView`). Components (`$ref`) are never expanded where they
 * are named: they link to their own description (`#schema-<name>`), so each is written once.
 * Descriptions are the document's own text (`Text`): `code` spans in backquotes become <code>,
 * blank lines paragraphs; everything else is text, escaped by React.
 */
import { Fragment, type ReactNode } from "react";

/** A JSON Schema of the document, as far as this page reads it. */
export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
};

/** A body's or an answer's content: a schema by media type. */
export type Content = Record<string, { schema?: Schema }>;

/** The name of a `#/components/schemas/<name>` reference. */
const refName = (ref: string) => ref.replace(/^#\/components\/schemas\//, "");
/** The anchor of a component schema's description in the page. */
export const schemaId = (name: string) => `schema-${name}`;

/** A description: `code` spans and paragraphs. */
export function Text({ text, inline = false }: { text?: string; inline?: boolean }) {
  if (!text) return null;
  const spans = (line: string) =>
    line.split("`").map((part, i) => (i % 2 ? <code key={i}>{part}</code> : part));
  if (inline) return <>{spans(text)}</>;
  return (
    <>
      {text.split(/\n\s*\n/).map((paragraph, i) => (
        <p key={i}>{spans(paragraph)}</p>
      ))}
    </>
  );
}

/** A value as JSON, in a <code>. */
const Json = ({ value }: { value: unknown }) => <code>{JSON.stringify(value)}</code>;

/** What a schema is, in a few words: a linked name, a type, a constant or a choice. */
export function TypeOf({ schema }: { schema: Schema }): ReactNode {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    return (
      <a href={`#${schemaId(name)}`}>
        <code>{name}</code>
      </a>
    );
  }
  if ("const" in schema) return <Json value={schema.const} />;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices) {
    return (
      <>
        {choices.map((choice, i) => (
          <Fragment key={i}>
            {i > 0 && " or "}
            <TypeOf schema={choice} />
          </Fragment>
        ))}
      </>
    );
  }
  if (schema.allOf?.length === 1) return <TypeOf schema={schema.allOf[0]!} />;
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const words = types.map((type) =>
    type === "array" && schema.items ? (
      <Fragment key={type}>
        array of <TypeOf schema={schema.items} />
      </Fragment>
    ) : (
      <Fragment key={type}>
        {schema.format && type !== "null" ? `${type} (${schema.format})` : type}
      </Fragment>
    ),
  );
  if (!words.length) return "any value";
  return (
    <>
      {words.map((word, i) => (
        <Fragment key={i}>
          {i > 0 && " or "}
          {word}
        </Fragment>
      ))}
    </>
  );
}

/** A schema's bounds, allowed values and default, e.g. "1 to 50, default 12". */
export function Constraints({ schema }: { schema: Schema }) {
  const notes: ReactNode[] = [];
  if (schema.enum)
    notes.push(
      <Fragment key="enum">
        one of{" "}
        {schema.enum.map((v, i) => (
          <Fragment key={i}>
            {i > 0 && ", "}
            <Json value={v} />
          </Fragment>
        ))}
      </Fragment>,
    );
  const range = (min?: number, max?: number, unit = "") =>
    min !== undefined && max !== undefined
      ? `${min} to ${max}${unit}`
      : min !== undefined
        ? `at least ${min}${unit}`
        : max !== undefined
          ? `at most ${max}${unit}`
          : null;
  for (const text of [
    range(schema.minimum, schema.maximum),
    range(schema.minLength, schema.maxLength, " characters"),
    range(schema.minItems, schema.maxItems, " items"),
  ])
    if (text) notes.push(text);
  if (schema.pattern)
    notes.push(
      <Fragment key="pattern">
        matching <code>{schema.pattern}</code>
      </Fragment>,
    );
  if (schema.default !== undefined)
    notes.push(
      <Fragment key="default">
        default <Json value={schema.default} />
      </Fragment>,
    );
  if (schema.examples?.length)
    notes.push(
      <Fragment key="example">
        e.g. <Json value={schema.examples[0]} />
      </Fragment>,
    );
  if (!notes.length) return null;
  return (
    <span className="note">
      {" "}
      (
      {notes.map((note, i) => (
        <Fragment key={i}>
          {i > 0 && "; "}
          {note}
        </Fragment>
      ))}
      )
    </span>
  );
}

/** The inline object a schema describes, if any: its own, an array's items' or a choice's. */
function innerObjects(schema: Schema): Schema[] {
  if (schema.$ref) return [];
  if (schema.properties) return [schema];
  if (schema.items) return innerObjects(schema.items);
  return (schema.anyOf ?? schema.oneOf ?? schema.allOf ?? []).flatMap(innerObjects);
}

/** An object's properties, each with its type, whether it is required, its notes and insides. */
function Properties({ schema }: { schema: Schema }) {
  const required = new Set(schema.required ?? []);
  const entries = Object.entries(schema.properties ?? {});
  const extra =
    typeof schema.additionalProperties === "object" ? schema.additionalProperties : null;
  if (!entries.length && !extra) return null;
  return (
    <ul className="schema">
      {entries.map(([name, property]) => (
        <li key={name}>
          <code>{name}</code> <span className="type">{<TypeOf schema={property} />}</span>
          {required.has(name) && <span className="req"> required</span>}
          <Constraints schema={property} />
          {property.description && (
            <>
              {": "}
              <Text text={property.description} inline />
            </>
          )}
          {innerObjects(property).map((inner, i) => (
            <Properties key={i} schema={inner} />
          ))}
        </li>
      ))}
      {extra && (
        <li>
          <span className="note">any other name:</span>{" "}
          <span className="type">
            <TypeOf schema={extra} />
          </span>
          {innerObjects(extra).map((inner, i) => (
            <Properties key={i} schema={inner} />
          ))}
        </li>
      )}
    </ul>
  );
}

/** A whole schema: what it is (after `label`, e.g. its media type), then its properties. */
export function SchemaView({ schema, label }: { schema: Schema; label?: ReactNode }) {
  return (
    <>
      <p className="meta">
        {label}
        <span className="type">
          <TypeOf schema={schema} />
        </span>
        <Constraints schema={schema} />
      </p>
      {innerObjects(schema).map((inner, i) => (
        <Properties key={i} schema={inner} />
      ))}
    </>
  );
}

/** A body's or an answer's content, by media type. */
export function ContentView({ content }: { content?: Content }) {
  return (
    <>
      {Object.entries(content ?? {}).map(([type, { schema }]) => (
        <SchemaView
          key={type}
          schema={schema ?? {}}
          label={
            <>
              <code>{type}</code>:{" "}
            </>
          }
        />
      ))}
    </>
  );
}
