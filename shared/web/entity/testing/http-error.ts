/** The shape of the shared client's HttpError (code, message, data), for fakes. */
export class HttpErrorLike extends Error {
  readonly code: number;
  readonly data: unknown;
  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.code = code;
    this.data = data;
  }
}
