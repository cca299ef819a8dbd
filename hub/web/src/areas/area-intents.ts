import { type AreaToHub, isChordName } from '@entrepot/bridge';
import { lookupCache } from '../lookups/hub-lookups.ts';
import { navigate } from '../navigation/hash-location.ts';
import { sessionInvalid, signOut } from '../session/session.actions.ts';
import { runChord } from '../shortcuts/run-chord.ts';
import { areaModalOpenAtom } from '../state/session.atoms.ts';
import { hubStore } from '../state/store.ts';
import { dispatchTabsAtom } from '../tabs/tabs.atoms.ts';
import { toast } from '../toast/toast.ts';
import { fileTasksChanged, listenToOtherTabs } from './file-task-signal.ts';
import { handleAreaIntents } from './hub-bridge.service.ts';

const hrefOf = (path: string, search?: string) => `${path}${search ? `?${search}` : ''}`;

/** What the hub does with each intent an area sends. */
export function handleAreaIntent(area: string, msg: AreaToHub): void {
  switch (msg.type) {
    case 'tab:open':
      navigate(hrefOf(msg.path, msg.search));
      if (msg.title) hubStore.set(dispatchTabsAtom, { type: 'rename', key: msg.path, name: msg.title });
      break;
    case 'navigate':
      navigate(hrefOf(msg.path, msg.search), { replace: msg.replace });
      break;
    case 'tab:title':
      hubStore.set(dispatchTabsAtom, { type: 'rename', key: msg.path, name: msg.title });
      break;
    case 'toast':
      toast(msg.kind, msg.content);
      break;
    case 'tasks:changed':
      fileTasksChanged();
      break;
    case 'session:invalid':
      sessionInvalid();
      break;
    case 'logout':
      void signOut();
      break;
    case 'hotkey':
      if (isChordName(msg.chord)) runChord(msg.chord);
      break;
    case 'modal':
      hubStore.set(areaModalOpenAtom, msg.open);
      break;
    case 'lookup:get':
      void lookupCache.request(area, msg.name);
      break;
    case 'ready':
      break;
  }
}

export function installAreaIntents(): void {
  handleAreaIntents(handleAreaIntent);
  listenToOtherTabs();
}
