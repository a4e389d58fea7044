import {
  MAX_BUDGET_USD,
  MAX_OCCASION_CHARS,
  MAX_RECIPIENT_CHARS,
  OCCASIONS,
  type SuggestGiftsInput,
  SuggestGiftsInputSchema,
} from "@gift-finder/shared";
import { type FormEvent, useId, useState } from "react";
import * as z from "zod/mini";
import type { Messages } from "../i18n/en.ts";
import { useI18n } from "../i18n/i18n.ts";
import type { PartialQuery } from "../state/format.ts";

export interface RefineFormProps {
  initial: PartialQuery;
  /** The host cannot run tools for the widget: the form stays visible but explains why it is off. */
  disabled: boolean;
  busy: boolean;
  onSubmit(args: SuggestGiftsInput): void;
}

const FIELDS = ["occasion", "budget", "recipient"] as const;
const FIELD_PROBLEMS: Record<(typeof FIELDS)[number], (t: Messages, maxBudget: string) => string> = {
  occasion: (t) => t.refineBadOccasion,
  budget: (t, maxBudget) => t.refineBadBudget(maxBudget),
  recipient: (t) => t.refineBadRecipient,
};

interface RefineValues {
  readonly budget: string;
  readonly occasion: string;
  readonly recipient: string;
}

/** Same schema the server applies, so a bad field is named here instead of after a round trip. */
function checkRefine(values: RefineValues, t: Messages, maxBudget: string): { args: SuggestGiftsInput } | { issues: string[] } {
  const candidate = {
    occasion: values.occasion.trim(),
    budget: values.budget.trim() === "" ? Number.NaN : Number(values.budget),
    ...(values.recipient.trim() ? { recipient: values.recipient.trim() } : {}),
  };
  const parsed = z.safeParse(SuggestGiftsInputSchema, candidate);
  if (parsed.success) return { args: parsed.data };
  const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "")));
  return { issues: FIELDS.filter((field) => fields.has(field)).map((field) => FIELD_PROBLEMS[field](t, maxBudget)) };
}

export function RefineForm({ initial, disabled, busy, onSubmit }: RefineFormProps) {
  const { t, price } = useI18n();
  const [values, setValues] = useState<RefineValues>({
    budget: initial.budget === undefined ? "" : String(initial.budget),
    occasion: initial.occasion ?? "",
    recipient: initial.recipient ?? "",
  });
  const [issues, setIssues] = useState<string[]>([]);
  const issuesId = useId();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkRefine(values, t, price(MAX_BUDGET_USD));
    if ("issues" in checked) return setIssues(checked.issues);
    setIssues([]);
    onSubmit(checked.args);
  };

  return (
    <form
      className="gf-refine"
      data-testid="refine-form"
      onSubmit={submit}
      aria-describedby={issues.length > 0 ? issuesId : undefined}
      noValidate
    >
      <fieldset disabled={disabled || busy}>
        <legend>{t.refineLegend}</legend>
        <RefineFields values={values} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} />
        <button type="submit" className="gf-button gf-primary" data-testid="refine-submit">
          {busy ? t.refineSearching : t.refineSubmit}
        </button>
      </fieldset>
      {disabled && <p className="gf-muted">{t.refineDisabled}</p>}
      {issues.length > 0 && (
        <ul className="gf-issues" id={issuesId} role="alert">
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
    </form>
  );
}

function RefineFields({ values, onChange }: { values: RefineValues; onChange(patch: Partial<RefineValues>): void }) {
  const { t } = useI18n();
  const ids = { budget: useId(), occasion: useId(), recipient: useId(), occasions: useId() };
  return (
    <div className="gf-fields">
      <label htmlFor={ids.budget}>{t.refineBudget}</label>
      <input
        id={ids.budget}
        name="budget"
        type="number"
        inputMode="decimal"
        min={1}
        step="any"
        value={values.budget}
        onChange={(e) => onChange({ budget: e.target.value })}
      />
      <label htmlFor={ids.occasion}>{t.refineOccasion}</label>
      <input
        id={ids.occasion}
        name="occasion"
        list={ids.occasions}
        maxLength={MAX_OCCASION_CHARS}
        value={values.occasion}
        onChange={(e) => onChange({ occasion: e.target.value })}
      />
      <datalist id={ids.occasions}>
        {OCCASIONS.map((known) => (
          <option key={known} value={known} />
        ))}
      </datalist>
      <label htmlFor={ids.recipient}>{t.refineRecipient}</label>
      <input
        id={ids.recipient}
        name="recipient"
        maxLength={MAX_RECIPIENT_CHARS}
        placeholder={t.refinePlaceholder}
        value={values.recipient}
        onChange={(e) => onChange({ recipient: e.target.value })}
      />
    </div>
  );
}
