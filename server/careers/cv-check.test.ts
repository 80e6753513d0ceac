import { describe, expect, it } from 'vitest';
import { CAREERS_TEXTS } from '../../shared/careers/careers-texts';
import { checkCvBytes, downloadName } from './cv-check';

describe('the CV check', () => {
  it('names the download after the applicant’s file, without path or quotes, with the extension its bytes earned', () => {
    expect(downloadName('C:\\Users\\jane\\My "CV".doc', 'docx')).toBe('My CV.docx');
    expect(downloadName('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(downloadName('', 'pdf')).toBe('cv.pdf');
    expect(downloadName('Zoë Müller.PDF', 'pdf')).toBe('Zoë Müller.pdf');
  });

  it('refuses an empty file and text named .pdf, on the cv field', async () => {
    await expect(checkCvBytes(new Uint8Array(), 'cv.pdf')).rejects.toMatchObject({ code: 'INVALID_DATA', fields: { cv: CAREERS_TEXTS.errors.cvEmpty } });
    await expect(checkCvBytes(new TextEncoder().encode('Jane Doe, CV'), 'cv.pdf')).rejects.toMatchObject({ fields: { cv: CAREERS_TEXTS.errors.cvType } });
  });
});
