/**
 * The `intent` field that tells a form action which button was pressed (lib/forms/intents.ts), typed by
 * that action's intents: the type argument names them and the value must be one, so a typo fails
 * typecheck instead of reaching the action as an unknown intent. The type argument is required
 * (without it the value's type is `never`):
 *
 *   <IntentInput<SecurityIntent> value="change-password" />
 *   <IntentButton<ModerationIntent> value="approve">Approve</IntentButton>
 */
import type { ComponentProps } from "react";
import { Button } from "./button";

/** A hidden `intent` field with `value`, one of the action's intents `I`. */
export function IntentInput<I extends string = never>({ value }: { value: NoInfer<I> }) {
  return <input type="hidden" name="intent" value={value} />;
}

/** A house `Button` (every prop of it) that submits `intent=value`, one of the action's intents `I`. */
export function IntentButton<I extends string = never>({
  value,
  ...props
}: Omit<ComponentProps<typeof Button>, "name" | "value"> & { value: NoInfer<I> }) {
  return <Button name="intent" value={value} {...props} />;
}
