import { createStore } from 'jotai';

/** The hub's one store: the single source of truth for session, user, tabs, theme and locale. */
export const hubStore = createStore();
