import { Readable } from 'node:stream';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { PICTURE_MAX_BYTES } from '@quiz/shared';
import { acceptLocalUpload, LOCAL_UPLOAD_PATH } from '@quiz/functions/images/picture-store';

/**
 * The local stand-in of S3's presigned POST: the browser posts the same multipart form
 * here (fields, then `file`); the picture store checks the signed policy and keeps the file
 * (functions/src/images/picture-store.ts `acceptLocalUpload`). Answers like S3: 204, or 400/403.
 */
export { LOCAL_UPLOAD_PATH };
/** Room for the form's other fields and boundaries around the largest picture. */
const FORM_OVERHEAD = 64 * 1024;

export async function handleLocalUpload(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const declared = Number(req.headers['content-length'] ?? NaN);
  if (!Number.isFinite(declared) || declared > PICTURE_MAX_BYTES + FORM_OVERHEAD) {
    req.resume();
    res.writeHead(400, { 'content-type': 'text/plain' }).end('EntityTooLarge');
    return;
  }
  let form: FormData;
  try {
    const request = new Request(`http://local${req.url ?? '/'}`, {
      method: 'POST',
      headers: { 'content-type': String(req.headers['content-type'] ?? '') },
      body: Readable.toWeb(req) as ReadableStream,
      duplex: 'half',
    } as RequestInit);
    form = await request.formData();
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain' }).end('Malformed form');
    return;
  }
  const fields: Record<string, string> = {};
  let file: Buffer | undefined;
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') fields[name] = value;
    else if (name === 'file') file = Buffer.from(await value.arrayBuffer());
  }
  const status = file ? await acceptLocalUpload(fields, file) : 400;
  res.writeHead(status, { 'content-type': 'text/plain' }).end(status === 204 ? undefined : 'Refused');
}
