import type { CategorySlug } from "@gift-finder/shared";
import { useState } from "react";
import { Icon } from "../icons/Icon.tsx";
import { CATEGORY_ICONS } from "../icons/icons.ts";

/** Only pictures a host can load under the declared CSP: https, or inline data images. */
const isUsable = (url: string | undefined): url is string =>
  url !== undefined && /^(https:\/\/|data:image\/(png|jpeg|webp|gif|svg\+xml)[;,])/.test(url);

export interface GiftPictureProps {
  category: CategorySlug;
  image?: string;
  /** The photo's text alternative; the category illustration is decoration beside the category's name. */
  alt: string;
  large?: boolean;
}

/** The gift's photo where the catalog has one, else an outlined illustration of its category. */
export function GiftPicture({ category, image, alt, large = false }: GiftPictureProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const className = `gf-picture${large ? " gf-picture-large" : ""}`;
  if (isUsable(image) && failed !== image) {
    return (
      <div className={className}>
        <img src={image} alt={alt} loading="lazy" decoding="async" onError={() => setFailed(image)} />
      </div>
    );
  }
  return (
    <div className={className} data-testid="category-illustration">
      <Icon node={CATEGORY_ICONS[category]} size={large ? 56 : 40} />
    </div>
  );
}
