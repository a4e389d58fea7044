/** The catalog's categories, with the English label the server writes for the model. The widget has its own translated labels and icons. */
export const CATEGORIES = {
  "board-games": { label: "Board games" },
  books: { label: "Books" },
  kitchen: { label: "Kitchen" },
  "food-drink": { label: "Food & drink" },
  outdoors: { label: "Outdoors" },
  "sports-fitness": { label: "Sports & fitness" },
  tech: { label: "Tech" },
  wellness: { label: "Wellness" },
  beauty: { label: "Beauty & grooming" },
  experiences: { label: "Experiences" },
  home: { label: "Home" },
  gardening: { label: "Garden & plants" },
  "art-crafts": { label: "Art & crafts" },
  music: { label: "Music" },
  fashion: { label: "Fashion & accessories" },
  office: { label: "Office & desk" },
  travel: { label: "Travel" },
  "kids-toys": { label: "Kids & toys" },
  baby: { label: "Baby" },
  pets: { label: "Pets" },
} as const;

export type CategorySlug = keyof typeof CATEGORIES;
export const CATEGORY_SLUGS = Object.keys(CATEGORIES) as [CategorySlug, ...CategorySlug[]];
