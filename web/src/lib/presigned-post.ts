/**
 * The browser's end of a picture upload: the form a presigned POST expects (S3's in AWS,
 * the local server's `/__local/uploads` locally), posted straight there, with its progress. One
 * uploader for every picture of the back-office: a game's (designer-games), a product's (admin-products) and a page's (admin-content).
 */

/** The largest picture and the types the API takes (shared/src/schemas/desk-games.ts; no zod in the bundle). */
export const PICTURE_MAX_BYTES = 8 * 1024 * 1024;
export const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml'] as const;
export type PictureType = (typeof PICTURE_TYPES)[number];

export type PictureProblem = { kind: 'wrongType' } | { kind: 'tooLarge' };

/** What the browser can tell before sending (the server checks again, from the bytes). */
export function pictureProblem(file: File): PictureProblem | null {
  if (!(PICTURE_TYPES as readonly string[]).includes(file.type)) return { kind: 'wrongType' };
  if (file.size > PICTURE_MAX_BYTES) return { kind: 'tooLarge' };
  return null;
}

export class UploadFailedError extends Error {
  override readonly name = 'UploadFailedError';
}

/** Posts the form a presigned POST expects (its fields, then the file), with progress from 0 to 1. */
export function postForm(url: string, fields: Record<string, string>, file: File, onProgress: (share: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append('file', file);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new UploadFailedError(`upload answered ${xhr.status}`)));
    xhr.onerror = () => reject(new UploadFailedError('upload failed'));
    xhr.send(form);
  });
}
