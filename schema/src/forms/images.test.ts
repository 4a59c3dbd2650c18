import { describe, expect, it } from 'vitest';
import { imageKeyPrefix, imageUploadProblem, maxImageBytes, safeFileName } from './images';

describe('image uploads', () => {
  it('accept photos of the allowed types and sizes', () => {
    expect(imageUploadProblem({ name: 'shelf.JPG', contentType: 'image/jpeg', size: 2_000_000 })).toBeNull();
    expect(imageUploadProblem({ name: 'plan.png', contentType: 'image/png', size: maxImageBytes })).toBeNull();
  });

  it('refuse other types, mismatched extensions, empty and oversized files with a reason', () => {
    expect(imageUploadProblem({ name: 'notes.pdf', contentType: 'application/pdf', size: 10 })).toBe('notes.pdf is not a JPEG, PNG, GIF or WebP image.');
    expect(imageUploadProblem({ name: 'shelf.png', contentType: 'image/jpeg', size: 10 })).toMatch(/does not end in .jpg or .jpeg/);
    expect(imageUploadProblem({ name: 'a.gif', contentType: 'image/gif', size: 0 })).toBe('a.gif is empty.');
    expect(imageUploadProblem({ name: 'big.webp', contentType: 'image/webp', size: maxImageBytes + 1 })).toBe('big.webp is larger than 10 MB.');
  });

  it('make file names safe for storage keys', () => {
    expect(safeFileName('../../etc/passwd')).toBe('etc-passwd');
    expect(safeFileName('Café photo (1).jpg')).toBe('Cafe-photo-1-.jpg');
    expect(imageKeyPrefix('f1', 'q1')).toBe('forms/f1/q1/');
  });
});
