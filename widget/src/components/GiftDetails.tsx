import type { GiftDetail, GiftIdea } from "@gift-finder/shared";
import { useEffect, useRef } from "react";
import { useI18n } from "../i18n/i18n.ts";
import { Icon } from "../icons/Icon.tsx";
import { ICONS } from "../icons/icons.ts";
import { OpenLinkButton, ShortlistButton } from "./GiftActions.tsx";
import { GiftPicture } from "./GiftPicture.tsx";

export interface GiftDetailsProps {
  gift: GiftIdea;
  detail?: GiftDetail;
  shortlisted: boolean;
  canWriteCard: boolean;
  canOpenLink: boolean;
  onBack(): void;
  onToggleShortlist(gift: GiftIdea): void;
  onWriteCard(gift: GiftIdea): void;
  onOpenLink(url: string): void;
}

/** Full screen: one idea in full, with everything that can be done with it. */
export function GiftDetails(props: GiftDetailsProps) {
  const { gift, detail, shortlisted, canWriteCard, canOpenLink } = props;
  const { t, price } = useI18n();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus({ preventScroll: true }), [gift.id]);
  const url = detail?.url;
  return (
    <article className="gf-details" data-testid="gift-details" data-gift-id={gift.id}>
      <button type="button" className="gf-button gf-quiet gf-back" data-testid="details-back" onClick={props.onBack}>
        <Icon node={ICONS.ArrowLeft} size={16} />
        {t.backToAll}
      </button>
      <div className="gf-details-body">
        <GiftPicture category={gift.category} image={detail?.image} alt={t.photoOf(gift.name)} large />
        <div className="gf-details-text">
          <p className="gf-category">{t.categories[gift.category]}</p>
          <h3 ref={heading} tabIndex={-1} data-testid="gift-name">
            {gift.name}
          </h3>
          <p className="gf-price gf-price-large" data-testid="gift-price">
            {price(gift.price)}
          </p>
          <p className="gf-reason-full">{gift.reason}</p>
          {detail && <p data-testid="gift-description">{detail.description}</p>}
          {detail && detail.matched.length > 0 && <p className="gf-muted">{t.matches(detail.matched.join(", "))}</p>}
          <div className="gf-details-actions">
            <button
              type="button"
              className="gf-button gf-primary"
              data-testid="write-card"
              disabled={!canWriteCard}
              title={canWriteCard ? undefined : t.writeCardUnavailable}
              onClick={() => props.onWriteCard(gift)}
            >
              <Icon node={ICONS.PenLine} size={16} />
              {t.writeCard}
            </button>
            <ShortlistButton gift={gift} shortlisted={shortlisted} onToggleShortlist={props.onToggleShortlist} />
            {url !== undefined && canOpenLink && <OpenLinkButton url={url} label={t.openAtShop} onOpenLink={props.onOpenLink} />}
          </div>
        </div>
      </div>
    </article>
  );
}
