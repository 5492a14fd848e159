/**
 * Roadmap of the Contact page (static, docs/product.md §2 / §4). A module of its own, not in
 * constants.ts: every public page loads the constants, only the Contact page shows the roadmap.
 */
export const ROADMAP_ITEMS = [
  { title: 'Planning & Design', status: 'Completed' },
  { title: 'Development Phase', status: 'In Progress' },
  { title: 'Testing & Refinement', status: 'Upcoming' },
] as const;
