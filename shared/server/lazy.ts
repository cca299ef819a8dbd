/**
 * A module loaded the first time a request needs it rather than when the server starts: sharp (libvips) and
 * exceljs are ~30 MB each, resident for the process's life once loaded (README "Settings the server reads").
 */
export function lazy<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
}

/** A value made the first time it is asked for (a schema of a route few requests reach), then kept. */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
