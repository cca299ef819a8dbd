// The picture library reaches identity's file store through its HTTP contract only (the engine gives a
// module no store of its own): reads through a file's signed URL, writes through the shared upload
// (`type=5`, pictures only, thumbnail made by the store) with the caller's own credentials, in-process.
import type { FastifyRequest } from 'fastify';

export const UPLOAD_URL = '/upload-service/happo/file/upload';

/** A file the upload stored: its id (what a picture keeps) and a signed URL. */
export interface StoredPicture {
  id: string;
  url: string;
  content_type: string;
}

/** The bytes behind a signed `/files/…` URL (null when the store has none). */
export async function readStored(request: FastifyRequest, url: string): Promise<Buffer | null> {
  const answer = await request.server.inject({ method: 'GET', url });
  return answer.statusCode === 200 && !answer.headers['content-type']?.toString().startsWith('application/json') ? answer.rawPayload : null;
}

/** The caller's credentials, so the upload belongs to (and is checked as) the caller. */
export function credentials(request: FastifyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of ['authorization', 'x-ticket']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return headers;
}

/** A file to store: its name, bytes and type. */
export interface Upload {
  name: string;
  bytes: Uint8Array;
  contentType: string;
}

/** The shared upload's answer to these files posted as the caller (`type`: its kind, `5` pictures only). */
export async function postUpload<T>(request: FastifyRequest, files: readonly Upload[], type: string | undefined) {
  const form = new FormData();
  if (type) form.append('type', type);
  for (const f of files) form.append('files[]', new Blob([new Uint8Array(f.bytes)], { type: f.contentType }), f.name);
  const body = new Response(form);
  const answer = await request.server.inject({
    method: 'POST',
    url: UPLOAD_URL,
    headers: { ...credentials(request), 'content-type': body.headers.get('content-type') ?? '' },
    payload: Buffer.from(await body.arrayBuffer()),
  });
  return answer.json() as { code: number; message: string; data: T[] | null };
}

/** Stores a picture as the caller uploading it would: the store checks the bytes are a picture. */
export async function storePicture(request: FastifyRequest, picture: Upload): Promise<{ ok: true; file: StoredPicture } | { ok: false; message: string }> {
  const envelope = await postUpload<StoredPicture>(request, [picture], '5');
  if (envelope.code !== 10000 || !envelope.data?.[0]) return { ok: false, message: envelope.message.replace(/^files\[\]: /, '') };
  return { ok: true, file: envelope.data[0] };
}
