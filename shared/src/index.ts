export * from "./names.ts";
export * from "./categories.ts";
export * from "./occasions.ts";
export * from "./itemAttributes.ts";
export * from "./schemas.ts";
export * from "./issues.ts";
