/** Blog categories and their badge colours (text on a tinted background, AA contrast). */
export const categories = {
  Guide: { color: "#7A5B1E", background: "#F3E9D2" },
  Événements: { color: "#8A2D3B", background: "#F6E1E4" },
  Business: { color: "#1F4E79", background: "#DFEAF5" },
  Aéroport: { color: "#22577A", background: "#DDEFF5" },
  Mariage: { color: "#8A3F66", background: "#F5E1EC" },
  Tourisme: { color: "#2F6B3A", background: "#E0F0E2" },
  Sécurité: { color: "#5A3E8A", background: "#E9E2F5" },
  Digital: { color: "#2E5E63", background: "#DDF0EF" },
} as const;

export type CategoryName = keyof typeof categories;
export const categoryNames = Object.keys(categories) as [CategoryName, ...CategoryName[]];
