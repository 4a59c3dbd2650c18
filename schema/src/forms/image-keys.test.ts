import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { imageKeyProblem, normalizeBlobKey } from './image-keys';

describe('normalizeBlobKey', () => {
  it('applies dot segments, doubled and back slashes and percent-encoding', () => {
    expect(normalizeBlobKey('forms/a/../b/x.png')).toBe('forms/b/x.png');
    expect(normalizeBlobKey('forms/./a//q/x.png')).toBe('forms/a/q/x.png');
    expect(normalizeBlobKey('forms\\a\\..\\b\\x.png')).toBe('forms/b/x.png');
    expect(normalizeBlobKey('forms/a/%2e%2e/b/x.png')).toBe('forms/b/x.png');
    expect(normalizeBlobKey('forms/a/%252e%252e%252fb/x.png')).toBe('forms/b/x.png');
  });

  it('refuses absolute keys and keys that climb above the root', () => {
    expect(normalizeBlobKey('/etc/passwd')).toBeNull();
    expect(normalizeBlobKey('C:\\data\\x.png')).toBeNull();
    expect(normalizeBlobKey('forms/../../x.png')).toBeNull();
    expect(normalizeBlobKey('%2e%2e/x.png')).toBeNull();
    expect(normalizeBlobKey('forms/%E0%A4%A')).toBeNull();
  });
});

describe('imageKeyProblem', () => {
  it('accepts a plain key inside the form (and question) folder', () => {
    expect(imageKeyProblem('forms/f1/q1/abc-shelf.jpg', 'f1')).toBeNull();
    expect(imageKeyProblem('forms/f1/q1/abc-shelf.jpg', 'f1', 'q1')).toBeNull();
  });

  it("refuses keys that reach another form's folder however they are spelled", () => {
    for (const key of [
      'forms/f1/../f2/q1/x.jpg',
      'forms/f1/q1/../../f2/q1/x.jpg',
      'forms/f1/./q1/x.jpg',
      'forms/f1//q1/x.jpg',
      'forms\\f1\\q1\\x.jpg',
      'forms/f1/%2e%2e/f2/q1/x.jpg',
      '/forms/f1/q1/x.jpg',
    ]) {
      expect(imageKeyProblem(key, 'f1'), key).toMatch(/not a plain image key/);
    }
  });

  it('refuses keys of other forms, other questions and the bare folder', () => {
    expect(imageKeyProblem('forms/f2/q1/x.jpg', 'f1')).toBe('Image forms/f2/q1/x.jpg is not an image of this form.');
    expect(imageKeyProblem('forms/f10/q1/x.jpg', 'f1')).toMatch(/not an image of this form/);
    expect(imageKeyProblem('forms/f1/q2/x.jpg', 'f1', 'q1')).toMatch(/not uploaded for this question/);
    expect(imageKeyProblem('forms/f1/', 'f1')).toMatch(/not a plain image key/);
  });

  it('refuses every key of a form whose id would itself leave the folder', () => {
    expect(imageKeyProblem('forms/x.jpg', '..')).toMatch(/not a plain image key/);
    expect(imageKeyProblem('forms/f1/x.jpg', 'f1', '../f2')).toMatch(/not a plain image key/);
  });

  it('never accepts a key whose canonical form lies outside the form folder', () => {
    const segment = fc.constantFrom('f1', 'f2', 'q1', '.', '..', '', '%2e%2e', 'x.jpg', '\\', '%2f');
    fc.assert(
      fc.property(fc.array(segment, { maxLength: 8 }), (segments) => {
        const key = ['forms', ...segments].join('/');
        if (imageKeyProblem(key, 'f1') !== null) return;
        expect(normalizeBlobKey(key)?.startsWith('forms/f1/')).toBe(true);
      }),
    );
  });
});
