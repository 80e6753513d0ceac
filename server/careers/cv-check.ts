import { fileTypeFromBuffer } from 'file-type';
import { CAREERS_TEXTS } from '../../shared/careers/careers-texts';
import { CV_LIMITS, type CvMediaType } from '../../shared/careers/application.schema';
import { AppError } from '../../shared/errors';

/** A refused CV: a 400 whose field error is on the form's `cv` input. */
export function refusedCv(message: string): AppError {
  return new AppError('INVALID_DATA', message, { cv: message });
}

export interface CheckedCv {
  mediaType: CvMediaType;
  /** The name it is downloaded under: the applicant's, made safe, with the extension its bytes earned. */
  fileName: string;
}

/**
 * What a CV's bytes are, whatever it is called: a PDF (its `%PDF-` signature) or a Word OOXML
 * document. file-type 21 tells a .docx from any other zip by reading the package's
 * `[Content_Types].xml` (the main part must be wordprocessingml.document): a zip renamed .docx, an
 * .xlsx, a macro-enabled .docm or a template are all refused. Size is checked before sniffing.
 */
export async function checkCvBytes(bytes: Uint8Array, name: string): Promise<CheckedCv> {
  if (bytes.byteLength === 0) throw refusedCv(CAREERS_TEXTS.errors.cvEmpty);
  if (bytes.byteLength > CV_LIMITS.maxBytes) throw refusedCv(CAREERS_TEXTS.errors.cvTooLarge);
  const detected = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (detected?.mime === CV_LIMITS.mediaTypes.pdf) return { mediaType: CV_LIMITS.mediaTypes.pdf, fileName: downloadName(name, 'pdf') };
  if (detected?.mime === CV_LIMITS.mediaTypes.docx) return { mediaType: CV_LIMITS.mediaTypes.docx, fileName: downloadName(name, 'docx') };
  throw refusedCv(CAREERS_TEXTS.errors.cvType);
}

/** The applicant's file name without its path, quotes or odd characters, ending in the real extension. */
export function downloadName(name: string, extension: 'pdf' | 'docx'): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 80);
  return `${base || 'cv'}.${extension}`;
}
