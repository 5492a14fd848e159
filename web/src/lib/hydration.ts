/**
 * Whether the page the server rendered is still being taken over by the browser (from before
 * hydrateRoot until the visitor first navigates). Sections that defer their code (components/ui/
 * deferred.tsx) wait to be seen then; after a navigation they load at once.
 */
let active = false;

export const hydration = {
  start(): void {
    active = true;
  },
  end(): void {
    active = false;
  },
  isActive: (): boolean => active,
};
