import { CATEGORIES, type GiftDetail, type GiftIdea } from "@gift-finder/shared";
import { useId, useState } from "react";
import { formatPrice } from "../state/format.ts";

export interface GiftCardProps {
  gift: GiftIdea;
  detail?: GiftDetail;
  locale?: string;
  shortlisted: boolean;
  /** Fullscreen shows every card's details; inline cards expand one at a time. */
  detailsAlwaysShown: boolean;
  canWriteCard: boolean;
  canOpenLink: boolean;
  onToggleShortlist(gift: GiftIdea): void;
  onWriteCard(gift: GiftIdea): void;
  onOpenLink(url: string): void;
}

export function GiftCard(props: GiftCardProps) {
  const { gift, detail, locale, shortlisted, detailsAlwaysShown, canWriteCard, canOpenLink } = props;
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const category = CATEGORIES[gift.category];
  const showDetails = detail !== undefined && (detailsAlwaysShown || expanded);
  const url = detail?.url;

  return (
    <li className="gf-card" data-testid="gift-card" data-gift-id={gift.id} data-price={gift.price} tabIndex={-1} aria-label={gift.name}>
      <div className="gf-card-head">
        <span className="gf-icon" aria-hidden="true">
          {category.icon}
        </span>
        <div className="gf-card-title">
          <h3 data-testid="gift-name">{gift.name}</h3>
          <p className="gf-muted">{category.label}</p>
        </div>
        <span className="gf-price" data-testid="gift-price">
          {formatPrice(gift.price, locale)}
        </span>
      </div>
      <p className="gf-reason">{gift.reason}</p>
      {showDetails && (
        <div className="gf-details" id={detailsId}>
          <p>{detail.description}</p>
          {detail.matched.length > 0 && <p className="gf-muted">Matches: {detail.matched.join(", ")}</p>}
        </div>
      )}
      <div className="gf-card-actions">
        <button
          type="button"
          className="gf-button gf-star"
          data-testid="shortlist-toggle"
          aria-pressed={shortlisted}
          aria-label={`Shortlist ${gift.name}`}
          onClick={() => props.onToggleShortlist(gift)}
        >
          <span aria-hidden="true">{shortlisted ? "★" : "☆"}</span> {shortlisted ? "Shortlisted" : "Shortlist"}
        </button>
        <button
          type="button"
          className="gf-button"
          data-testid="write-card"
          disabled={!canWriteCard}
          title={canWriteCard ? undefined : "This host does not accept messages from the widget"}
          onClick={() => props.onWriteCard(gift)}
        >
          Write a card
        </button>
        {detail !== undefined && !detailsAlwaysShown && (
          <button type="button" className="gf-button gf-quiet" aria-expanded={expanded} aria-controls={detailsId} onClick={() => setExpanded(!expanded)}>
            {expanded ? "Less" : "Details"}
          </button>
        )}
        {url !== undefined && canOpenLink && (
          <button type="button" className="gf-button gf-quiet" data-testid="open-link" onClick={() => props.onOpenLink(url)}>
            Open <span aria-hidden="true">↗</span>
          </button>
        )}
      </div>
    </li>
  );
}
