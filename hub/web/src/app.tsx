import { applyTheme } from '@entrepot/web/theme';
import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { FullPageArea } from './areas/full-page-area.tsx';
import { RouteGuard } from './guard/route-guard.view.tsx';
import { LoginPage } from './login/login.page.tsx';
import { groupLanding } from './menu/menu-tree.ts';
import { useHashPath, useHashSearch } from './navigation/hash-location.ts';
import { areaOf, HOME_PATH, isHubPage, LOGIN_PATH, NOT_FOUND_PATH, pageModeOf } from './navigation/routes.ts';
import { ShellLayout } from './shell/shell.layout.tsx';
import { menusAtom, themeAtom } from './state/session.atoms.ts';

function useThemeOnBody(): void {
  const theme = useAtomValue(themeAtom);
  useEffect(() => applyTheme(theme), [theme]);
}

/** Everything that is not /login: a shell screen, or an area screen alone (full page, public). */
function Screens() {
  const [path] = useHashPath();
  const search = useHashSearch();
  const menus = useAtomValue(menusAtom);
  // An atom change (logout clears the menus) can render this before the hashchange re-routes the Switch:
  // the hash already says /login, which is not ours to redirect to /404.
  if (path === LOGIN_PATH) return null;
  const landing = isHubPage(path) ? null : groupLanding(menus, path);
  if (landing) return <Redirect to={landing} replace />;
  const area = areaOf(path);
  if (!area && !isHubPage(path)) return <Redirect to={NOT_FOUND_PATH} replace />;
  const mode = pageModeOf(path, search);
  return <RouteGuard path={path}>{mode !== 'shell' && area ? <FullPageArea area={area} /> : <ShellLayout path={path} search={search} />}</RouteGuard>;
}

export function App() {
  useThemeOnBody();
  return (
    <Router hook={useHashPath} searchHook={useHashSearch}>
      <Switch>
        <Route path="/">
          <Redirect to={HOME_PATH} replace />
        </Route>
        <Route path={LOGIN_PATH}>
          <RouteGuard path={LOGIN_PATH}>
            <LoginPage />
          </RouteGuard>
        </Route>
        <Route>
          <Screens />
        </Route>
      </Switch>
    </Router>
  );
}
