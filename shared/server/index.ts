export * from './counter.ts';
export * from './edit-lock.ts';
export * from './errors.ts';
export * from './http.ts';
export * from './ids.ts';
export * from './paging.ts';
export * from './request-user.ts';
export * from './rich-text.ts';
