import type { bridgeLocation } from '@entrepot/bridge/area';
import type { ComponentType } from 'react';
import { Route, Router, Switch } from 'wouter';

// The spec's hash path → the page of this area that renders it. Derived pages will come from the entity
// engine; add a hand-written page here only where a derived one is not enough.
const routes: readonly (readonly [path: string, page: ComponentType])[] = [];

export function App({ location }: { location: Pick<ReturnType<typeof bridgeLocation>, 'hook' | 'searchHook'> }) {
  return (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Switch>
        {routes.map(([path, page]) => (
          <Route key={path} path={path} component={page} />
        ))}
      </Switch>
    </Router>
  );
}
