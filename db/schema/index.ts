export * from "./catalog.ts";
export * from "./resources.ts";
export * from "./newsletter.ts";
export * from "./users.ts";
export * from "./account.ts";
export * from "./marketing.ts";
export * from "./commerce.ts";
export * from "./leads.ts";
