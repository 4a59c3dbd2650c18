/**
 * Sends a file's bytes to a signed upload address with the headers it was signed for, reporting progress
 * (0 to 1). XMLHttpRequest because fetch cannot report upload progress.
 */
export function putFile(url: string, headers: Record<string, string>, file: Blob, onProgress: (fraction: number) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => (request.status >= 200 && request.status < 300 ? resolve() : reject(new Error(request.responseText || `Upload failed (${request.status}).`)));
    request.onerror = () => reject(new Error('The upload was interrupted. Check the connection and try again.'));
    request.send(file);
  });
}
