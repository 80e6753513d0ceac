import { useMutation } from '@tanstack/react-query';
import type { ImageUploadScreen, UploadedImage } from '../../../../shared/media/media-api';
import { MEDIA_TEXTS } from '../../../../shared/media/media-texts';
import { adminRequest, AdminApiError } from '../api/admin-client';
import { imageFileProblem } from './image-file-check';

/** A refusal before sending (size), shaped like the server's field error on `file`. */
function refusedBeforeSending(message: string): AdminApiError {
  return new AdminApiError('INVALID_DATA', message, 0, { file: message });
}

/**
 * Uploads one image to a screen's upload route (POST /api/admin/<screen>/images, field `file`).
 * `error` is the message to show on the field: the server's field error, the offline notice, or a
 * general failure.
 */
export function useImageUpload(screen: ImageUploadScreen) {
  const mutation = useMutation<UploadedImage, AdminApiError, File>({
    mutationFn: async (file) => {
      const problem = imageFileProblem(file);
      if (problem) throw refusedBeforeSending(problem);
      const form = new FormData();
      form.set('file', file);
      const answer = await adminRequest<{ image: UploadedImage }>('POST', `${screen}/images`, { formData: form });
      return answer.image;
    },
  });
  const failure = mutation.error;
  const error = failure ? (failure.fields.file ?? (failure.code === 'NETWORK' || failure.code === 'FORBIDDEN' ? failure.message : MEDIA_TEXTS.uploadFailed)) : undefined;
  return { upload: mutation.mutateAsync, busy: mutation.isPending, error, reset: mutation.reset };
}
