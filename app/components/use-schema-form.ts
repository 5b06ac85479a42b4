/**
 * Conform's `useForm` as every form of ours sets it up: validated with its zod schema in the
 * browser (the server validates again with the same schema), first on submit and then on
 * every change, and showing the server's answer once the navigation is over.
 */
import { useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useNavigation } from "react-router";
import type { z } from "zod";

export function useSchemaForm<
  Schema extends z.ZodType<Record<string, unknown>, Record<string, unknown>>,
>(
  id: string,
  schema: Schema,
  lastResult: SubmissionResult<string[]> | null | undefined,
  defaultValue?: Record<string, unknown>,
) {
  const navigation = useNavigation();
  return useForm<z.input<Schema>, z.output<Schema>>({
    id,
    lastResult: navigation.state === "idle" ? lastResult : null,
    onValidate: ({ formData }) => parseWithZod(formData, { schema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    defaultValue: defaultValue as never,
  });
}
