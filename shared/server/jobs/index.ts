export * from './job-runner.ts';
export * from './jobs.schema.ts';
