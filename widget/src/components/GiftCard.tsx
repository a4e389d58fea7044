import type { GiftDetail, GiftIdea } from "@gift-finder/shared";
import { useI18n } from "../i18n/i18n.ts";
import { Icon } from "../icons/Icon.tsx";
import { ICONS } from "../icons/icons.ts";
import { GiftPicture } from "./GiftPicture.tsx";

/** The one action beside "Shortlist": details where full screen exists, else the shop link, else none. */
export type SecondaryAction = { kind: "details"; onDetails(gift: GiftIdea): void } | { kind: "open"; onOpenLink(url: string): void } | null;

export interface GiftCardProps {
  gift: GiftIdea;
  detail?: GiftDetail;
  shortlisted: boolean;
  secondary: SecondaryAction;
  onToggleShortlist(gift: GiftIdea): void;
}

/** One idea: picture, name and price, the one-line reason, and at most two actions (Shortlist is primary). */
export function GiftCard({ gift, detail, shortlisted, secondary, onToggleShortlist }: GiftCardProps) {
  const { t, price } = useI18n();
  const url = detail?.url;
  return (
    <li
      className="gf-card"
      data-testid="gift-card"
      data-gift-id={gift.id}
      data-price={gift.price}
      tabIndex={-1}
      aria-label={`${gift.name}, ${price(gift.price)}`}
    >
      <GiftPicture category={gift.category} image={detail?.image} alt={t.photoOf(gift.name)} />
      <div className="gf-card-text">
        <p className="gf-category">{t.categories[gift.category]}</p>
        <div className="gf-card-title">
          <h3 data-testid="gift-name">{gift.name}</h3>
          <span className="gf-price" data-testid="gift-price">
            {price(gift.price)}
          </span>
        </div>
        <p className="gf-reason" data-testid="gift-reason">
          {gift.reason}
        </p>
      </div>
      <div className="gf-card-actions">
        <button
          type="button"
          className={`gf-button gf-star${shortlisted ? "" : " gf-primary"}`}
          data-testid="shortlist-toggle"
          aria-pressed={shortlisted}
          aria-label={t.shortlistGift(gift.name)}
          onClick={() => onToggleShortlist(gift)}
        >
          <Icon node={ICONS.Star} size={16} className={shortlisted ? "gf-filled" : undefined} />
          {shortlisted ? t.shortlisted : t.shortlist}
        </button>
        {secondary?.kind === "details" && (
          <button
            type="button"
            className="gf-button"
            data-testid="details"
            aria-label={t.detailsOf(gift.name)}
            onClick={() => secondary.onDetails(gift)}
          >
            {t.details}
          </button>
        )}
        {secondary?.kind === "open" && url !== undefined && (
          <button type="button" className="gf-button" data-testid="open-link" onClick={() => secondary.onOpenLink(url)}>
            {t.open}
            <Icon node={ICONS.ExternalLink} size={14} />
            <span className="gf-sr-only">{t.opensOutside}</span>
          </button>
        )}
      </div>
    </li>
  );
}
