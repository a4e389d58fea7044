import type { Understood } from "@gift-finder/shared";
import { useI18n } from "../i18n/i18n.ts";

/** What the server understood of the recipient, as chips above the ideas, so a misreading is easy to spot. */
export function UnderstoodChips({ understood }: { understood?: Understood }) {
  const { t } = useI18n();
  if (!understood) return null;
  const chips = [
    ...(understood.age !== undefined ? [t.understoodAge(understood.age)] : []),
    ...(understood.relationship ? [t.understoodRelationship(understood.relationship)] : []),
    ...understood.interests.map(t.understoodInterest),
    ...understood.avoid.map(t.understoodAvoid),
  ];
  if (chips.length === 0) return null;
  return (
    <ul className="gf-chips" role="list" aria-label={t.understoodLabel} data-testid="understood">
      {chips.map((chip) => (
        <li key={chip} className="gf-chip">
          {chip}
        </li>
      ))}
    </ul>
  );
}
