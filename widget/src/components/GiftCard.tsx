import type { GiftDetail, GiftIdea } from "@gift-finder/shared";
import { useI18n } from "../i18n/i18n.ts";
import { OpenLinkButton, ShortlistButton } from "./GiftActions.tsx";
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
        <ShortlistButton
          gift={gift}
          shortlisted={shortlisted}
          primaryUntilShortlisted
          ariaLabel={t.shortlistGift(gift.name)}
          onToggleShortlist={onToggleShortlist}
        />
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
        {secondary?.kind === "open" && url !== undefined && <OpenLinkButton url={url} label={t.open} onOpenLink={secondary.onOpenLink} />}
      </div>
    </li>
  );
}
