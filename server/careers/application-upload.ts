import type { Context } from 'hono';
import { applicationFieldsSchema, CV_LIMITS, type ApplicationFields } from '../../shared/careers/application.schema';
import { CAREERS_TEXTS } from '../../shared/careers/careers-texts';
import { AppError, ERROR_MESSAGES } from '../../shared/errors';
import { fieldErrorsFrom } from '../http/errors';
import { refusedCv } from './cv-check';

export interface UploadedApplication {
  fields: ApplicationFields;
  cv: { bytes: Uint8Array; name: string };
}

const textPart = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The application form as sent (multipart): its text fields validated with the form's own schema
 * (shared/careers/application.schema.ts) and the `cv` file part, not yet checked by its bytes.
 * Every field's error at once, the CV's among them, so the form can show them all.
 */
export async function uploadedApplication(c: Context): Promise<UploadedApplication> {
  let form: FormData;
  try {
    form = await c.req.formData();
  } catch {
    throw new AppError('INVALID_DATA', ERROR_MESSAGES.invalidRequest, { cv: CAREERS_TEXTS.errors.cvMissing });
  }
  const parsed = applicationFieldsSchema.safeParse({
    fullName: textPart(form, 'fullName'),
    email: textPart(form, 'email'),
    phone: textPart(form, 'phone'),
    coverLetter: textPart(form, 'coverLetter'),
    consent: textPart(form, 'consent') === 'true',
  });
  const file = form.get('cv');
  const cvError = file instanceof Blob && file.size > 0 ? null : CAREERS_TEXTS.errors.cvMissing;
  if (!parsed.success || cvError) {
    const fields = parsed.success ? {} : fieldErrorsFrom(parsed.error);
    throw new AppError('INVALID_DATA', ERROR_MESSAGES.invalidRequest, { ...fields, ...(cvError ? { cv: cvError } : {}) });
  }
  const cv = file as Blob;
  if (cv.size > CV_LIMITS.maxBytes) throw refusedCv(CAREERS_TEXTS.errors.cvTooLarge);
  return { fields: parsed.data, cv: { bytes: new Uint8Array(await cv.arrayBuffer()), name: cv instanceof File ? cv.name : '' } };
}
