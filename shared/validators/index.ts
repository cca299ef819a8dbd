export * from './contact-checks.ts';
export * from './forms.ts';
export * from './messages.ts';
export * from './network-checks.ts';
export * from './number-checks.ts';
export * from './password.ts';
export * from './text-checks.ts';
