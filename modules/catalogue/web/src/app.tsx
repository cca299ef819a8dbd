import type { AreaRoutes } from '@entrepot/web/area';

// The spec's hash path → the page of this area that renders it. Derived pages will come from the entity
// engine; add a hand-written page here only where a derived one is not enough.
export const routes: AreaRoutes = [];
