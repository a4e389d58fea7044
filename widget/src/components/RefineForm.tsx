import { MAX_OCCASION_CHARS, MAX_RECIPIENT_CHARS, OCCASIONS, SuggestGiftsInputSchema, describeIssues, type SuggestGiftsInput } from "@gift-finder/shared";
import { useId, useState, type FormEvent } from "react";
import * as z from "zod/mini";
import type { PartialQuery } from "../state/format.ts";

export interface RefineFormProps {
  initial: PartialQuery;
  /** The host cannot run tools for the widget: the form stays visible but explains why it is off. */
  disabled: boolean;
  busy: boolean;
  onSubmit(args: SuggestGiftsInput): void;
}

export function RefineForm({ initial, disabled, busy, onSubmit }: RefineFormProps) {
  const [budget, setBudget] = useState(initial.budget === undefined ? "" : String(initial.budget));
  const [occasion, setOccasion] = useState(initial.occasion ?? "");
  const [recipient, setRecipient] = useState(initial.recipient ?? "");
  const [issues, setIssues] = useState<string[]>([]);
  const ids = { budget: useId(), occasion: useId(), recipient: useId(), occasions: useId(), issues: useId() };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const candidate = {
      occasion: occasion.trim(),
      budget: budget.trim() === "" ? Number.NaN : Number(budget),
      ...(recipient.trim() ? { recipient: recipient.trim() } : {}),
    };
    // Same schema the server applies, so a bad field is named here instead of after a round trip.
    const parsed = z.safeParse(SuggestGiftsInputSchema, candidate);
    if (!parsed.success) {
      setIssues(describeIssues(parsed.error));
      return;
    }
    setIssues([]);
    onSubmit(parsed.data);
  };

  return (
    <form className="gf-refine" data-testid="refine-form" onSubmit={submit} aria-describedby={issues.length > 0 ? ids.issues : undefined} noValidate>
      <fieldset disabled={disabled || busy}>
        <legend>Refine the search</legend>
        <div className="gf-fields">
          <label htmlFor={ids.budget}>Budget (USD)</label>
          <input id={ids.budget} name="budget" type="number" inputMode="decimal" min={1} step="any" value={budget} onChange={(e) => setBudget(e.target.value)} />
          <label htmlFor={ids.occasion}>Occasion</label>
          <input id={ids.occasion} name="occasion" list={ids.occasions} maxLength={MAX_OCCASION_CHARS} value={occasion} onChange={(e) => setOccasion(e.target.value)} />
          <datalist id={ids.occasions}>
            {OCCASIONS.map((known) => (
              <option key={known} value={known} />
            ))}
          </datalist>
          <label htmlFor={ids.recipient}>Recipient</label>
          <input id={ids.recipient} name="recipient" maxLength={MAX_RECIPIENT_CHARS} placeholder="e.g. sister who loves hiking" value={recipient} onChange={(e) => setRecipient(e.target.value)} />
        </div>
        <button type="submit" className="gf-button gf-primary" data-testid="refine-submit">
          {busy ? "Searching…" : "Find gifts"}
        </button>
      </fieldset>
      {disabled && <p className="gf-muted">This host does not let the widget search again; ask in the chat instead.</p>}
      {issues.length > 0 && (
        <ul className="gf-issues" id={ids.issues} role="alert">
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      )}
    </form>
  );
}
