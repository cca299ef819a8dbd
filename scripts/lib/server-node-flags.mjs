// The Node flags the server runs with (npm start, the browser tests, the benchmarks that stand for it).
// A 1 GiB heap limit: with the default (a quarter of the machine's memory) V8 lets garbage pile up to
// hundreds of megabytes before it collects; bounded, it collects sooner. A 100,000-row import then peaks
// near 230 MB instead of 330 (scripts/bench/import-export.ts).
export const SERVER_NODE_FLAGS = ['--max-old-space-size=1024'];

// The environment it runs in: glibc's allocator keeps a memory arena per thread (up to 8 per core) and rarely
// hands them back; two arenas take ~40 MB off the server at rest (scripts/bench/idle-memory.ts). And it serves
// blocks of 32 KB and more from their own mappings, returned to the system when freed: otherwise glibc raises that
// threshold as the startup frees large blocks and keeps ~65 MB of freed 32–128 KB blocks (compilation, the embedded
// database's startup) inside its heaps for good — what malloc_trim() hands back, measured. No cost seen per request.
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2', MALLOC_MMAP_THRESHOLD_: '32768' };
