/** The catalog's categories. Emoji icons keep the widget free of network requests. */
export const CATEGORIES = {
  "board-games": { label: "Board games", icon: "🎲" },
  books: { label: "Books", icon: "📚" },
  kitchen: { label: "Kitchen", icon: "🍳" },
  "food-drink": { label: "Food & drink", icon: "🍫" },
  outdoors: { label: "Outdoors", icon: "🏕️" },
  "sports-fitness": { label: "Sports & fitness", icon: "🏃" },
  tech: { label: "Tech", icon: "🎧" },
  wellness: { label: "Wellness", icon: "🧘" },
  beauty: { label: "Beauty & grooming", icon: "🧴" },
  experiences: { label: "Experiences", icon: "🎟️" },
  home: { label: "Home", icon: "🛋️" },
  gardening: { label: "Garden & plants", icon: "🪴" },
  "art-crafts": { label: "Art & crafts", icon: "🎨" },
  music: { label: "Music", icon: "🎸" },
  fashion: { label: "Fashion & accessories", icon: "🧣" },
  office: { label: "Office & desk", icon: "🖋️" },
  travel: { label: "Travel", icon: "🧳" },
  "kids-toys": { label: "Kids & toys", icon: "🧸" },
  baby: { label: "Baby", icon: "🍼" },
  pets: { label: "Pets", icon: "🐾" },
} as const;

export type CategorySlug = keyof typeof CATEGORIES;
export const CATEGORY_SLUGS = Object.keys(CATEGORIES) as [CategorySlug, ...CategorySlug[]];
