/** Footer social links (spec section 2). Icon paths are simple 24×24 glyphs of our own. */
export const SOCIAL_NETWORKS = ["facebook", "linkedin", "youtube", "tiktok", "instagram"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export interface SocialIcon {
  label: string;
  path: string;
}

const ICONS: Record<SocialNetwork, SocialIcon> = {
  facebook: {
    label: "Facebook",
    path: "M14 8h3V4h-3c-2.8 0-4.5 1.8-4.5 4.6V11H7v4h2.5v9h4v-9H17l.5-4h-4V8.9c0-.6.3-.9.5-.9z",
  },
  linkedin: {
    label: "LinkedIn",
    path: "M4 9h4v12H4zM6 3a2.2 2.2 0 1 1 0 4.4A2.2 2.2 0 0 1 6 3zm4.5 6h3.8v1.7c.6-1 1.9-2 3.9-2 4 0 4.8 2.6 4.8 6V21h-4v-5.5c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3V21h-4z",
  },
  youtube: {
    label: "YouTube",
    path: "M23 7.2a3 3 0 0 0-2.1-2.1C19 4.6 12 4.6 12 4.6s-7 0-8.9.5A3 3 0 0 0 1 7.2 31 31 0 0 0 .5 12 31 31 0 0 0 1 16.8a3 3 0 0 0 2.1 2.1c1.9.5 8.9.5 8.9.5s7 0 8.9-.5a3 3 0 0 0 2.1-2.1 31 31 0 0 0 .5-4.8 31 31 0 0 0-.5-4.8zM9.7 15.1V8.9l5.8 3.1z",
  },
  tiktok: {
    label: "TikTok",
    path: "M16.5 2h-3.6v13.3a2.9 2.9 0 1 1-2.9-2.9c.3 0 .6 0 .9.1V8.8a6.5 6.5 0 1 0 5.6 6.5V8.6a8.3 8.3 0 0 0 4.5 1.4V6.4a4.6 4.6 0 0 1-4.5-4.4z",
  },
  instagram: {
    label: "Instagram",
    path: "M12 7.3a4.7 4.7 0 1 0 0 9.4 4.7 4.7 0 0 0 0-9.4zm0 7.7a3 3 0 1 1 0-6 3 3 0 0 1 0 6zm6-7.9a1.1 1.1 0 1 1-2.2 0 1.1 1.1 0 0 1 2.2 0zM17 2H7a5 5 0 0 0-5 5v10a5 5 0 0 0 5 5h10a5 5 0 0 0 5-5V7a5 5 0 0 0-5-5zm3.2 15a3.2 3.2 0 0 1-3.2 3.2H7A3.2 3.2 0 0 1 3.8 17V7A3.2 3.2 0 0 1 7 3.8h10A3.2 3.2 0 0 1 20.2 7z",
  },
};

/** Throws for a network we have no icon for (spec section 8), so a typo fails loudly. */
export function getSocialIcon(network: string): SocialIcon {
  if (!(SOCIAL_NETWORKS as readonly string[]).includes(network)) {
    throw new Error(`Unsupported social icon: "${network}"`);
  }
  return ICONS[network as SocialNetwork];
}
