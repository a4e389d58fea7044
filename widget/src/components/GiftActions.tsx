import type { GiftIdea } from "@gift-finder/shared";
import { useI18n } from "../i18n/i18n.ts";
import { Icon } from "../icons/Icon.tsx";
import { ICONS } from "../icons/icons.ts";

export interface ShortlistButtonProps {
  gift: GiftIdea;
  shortlisted: boolean;
  /** Styled as the view's primary action while the idea is not yet on the shortlist. */
  primaryUntilShortlisted?: boolean;
  /** Names the gift for screen readers where several cards each have one. */
  ariaLabel?: string;
  onToggleShortlist(gift: GiftIdea): void;
}

/** Adds an idea to the shortlist or takes it off; the star fills once it is on. */
export function ShortlistButton({ gift, shortlisted, primaryUntilShortlisted, ariaLabel, onToggleShortlist }: ShortlistButtonProps) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className={`gf-button gf-star${primaryUntilShortlisted && !shortlisted ? " gf-primary" : ""}`}
      data-testid="shortlist-toggle"
      aria-pressed={shortlisted}
      aria-label={ariaLabel}
      onClick={() => onToggleShortlist(gift)}
    >
      <Icon node={ICONS.Star} size={16} className={shortlisted ? "gf-filled" : undefined} />
      {shortlisted ? t.shortlisted : t.shortlist}
    </button>
  );
}

/** Opens the shop's page through the host, saying that it leaves the chat. */
export function OpenLinkButton({ url, label, onOpenLink }: { url: string; label: string; onOpenLink(url: string): void }) {
  const { t } = useI18n();
  return (
    <button type="button" className="gf-button" data-testid="open-link" onClick={() => onOpenLink(url)}>
      {label}
      <Icon node={ICONS.ExternalLink} size={14} />
      <span className="gf-sr-only">{t.opensOutside}</span>
    </button>
  );
}
