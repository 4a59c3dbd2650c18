import { describe, expect, it } from 'vitest';
import { acceptAttribute, acceptedExtensions, fileSizeText, fileUploadProblem } from './files';

const pdfOnly = { acceptedTypes: ['pdf'], maxSizeMb: 2 };
const mb = 1024 * 1024;

describe('fileUploadProblem', () => {
  it('accepts a file of an accepted type within the largest size', () => {
    expect(fileUploadProblem(pdfOnly, { name: 'Plan.PDF', contentType: 'application/pdf', size: 2 * mb })).toBeNull();
  });

  it('refuses a type the question does not accept, naming the types it does', () => {
    expect(fileUploadProblem(pdfOnly, { name: 'notes.txt', contentType: 'text/plain', size: 10 })).toBe('notes.txt is not an accepted file type (pdf).');
  });

  it('refuses a file whose content type does not match its name', () => {
    expect(fileUploadProblem(pdfOnly, { name: 'plan.pdf', contentType: 'application/x-msdownload', size: 10 })).toBe('plan.pdf is not the .pdf file it is named as.');
  });

  it('refuses an empty file and one over the largest size', () => {
    expect(fileUploadProblem(pdfOnly, { name: 'plan.pdf', contentType: 'application/pdf', size: 0 })).toBe('plan.pdf is empty.');
    expect(fileUploadProblem(pdfOnly, { name: 'plan.pdf', contentType: 'application/pdf', size: 2 * mb + 1 })).toBe('plan.pdf is larger than 2 MB.');
  });

  it('never accepts an executable, even where a question accepts any type', () => {
    expect(fileUploadProblem({ acceptedTypes: [], maxSizeMb: 10 }, { name: 'setup.exe', contentType: 'application/x-msdownload', size: 10 })).toMatch(/^setup\.exe is not an accepted file type/);
  });
});

describe('accepted types', () => {
  it('keeps only the types the platform stores, or all of them when none is named', () => {
    expect(acceptedExtensions({ acceptedTypes: ['pdf', 'exe'] })).toEqual(['pdf']);
    expect(acceptedExtensions({ acceptedTypes: [] })).toContain('docx');
  });

  it('gives the file input its dotted extensions', () => {
    expect(acceptAttribute({ acceptedTypes: ['pdf', 'docx'] })).toBe('.pdf,.docx');
  });

  it('says sizes in KB and MB', () => {
    expect([fileSizeText(2048), fileSizeText(1.5 * mb)]).toEqual(['2 KB', '1.5 MB']);
  });
});
