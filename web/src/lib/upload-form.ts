/**
 * A file's upload to where the API said (S3's presigned POST in AWS, the local stand-in locally):
 * the form's fields, then the file, with progress. Shared by the back-office's picture uploads (a
 * game's picture, a product's images); only their pages import it.
 */

export class UploadFailedError extends Error {
  override readonly name = 'UploadFailedError';
}

/** Posts the form a presigned POST expects (its fields, then the file), with progress from 0 to 1. */
export function postUploadForm(url: string, fields: Record<string, string>, file: File, onProgress: (share: number) => void): Promise<void> {
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
