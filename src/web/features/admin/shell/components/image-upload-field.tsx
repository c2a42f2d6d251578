import { useMutation } from '@tanstack/react-query';
import { ImageOff, X } from 'lucide-react';
import { useState } from 'react';
import { adminMessages } from '#shared/messages/admin.ts';
import { postFormWithProgress } from '#web/lib/api-client.ts';
import { Button } from '#web/components/ui/button.tsx';
import { useKeeperImage } from '../hooks/use-keeper-image';
import { FilePicker } from '#web/components/ui/file-picker.tsx';
import { fieldAria, fieldErrorId, inputClassName } from './form-field';

const ACCEPTED = 'image/jpeg,image/png,image/webp,image/gif';

/** Sends one image as the multipart field `image`; resolves with the stored image's address. */
export async function uploadImage(
  uploadPath: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  const answer = await postFormWithProgress(
    uploadPath,
    form,
    () => import('#shared/schemas/responses.ts').then((m) => m.uploadResponseSchema),
    onProgress,
  );
  return answer.imageUrl;
}

interface ImageUploadFieldProps {
  /** Base for the ids of the file input and the path input. */
  id: string;
  label: string;
  /** The image path or URL currently in the form. */
  value: string;
  onChange: (imageUrl: string) => void;
  /** One of the admin upload paths, e.g. api.admin.news.upload. */
  uploadPath: string;
  /** A validation message for the path (from the form). */
  error?: string;
  onBusyChange?: (busy: boolean) => void;
}

/**
 * Image upload with preview and progress, plus a text input for a path or URL
 * (docs/product.md#admin-area: 'image upload' on news and people, 'image URL or path' on family members).
 */
export function ImageUploadField({
  id,
  label,
  value,
  onChange,
  uploadPath,
  error,
  onBusyChange,
}: ImageUploadFieldProps) {
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  // A mutation, so a 401 meets the app's one session handler like every other admin call.
  const upload = useMutation({
    mutationFn: (file: File) => uploadImage(uploadPath, file, setProgress),
  });
  // A withheld member photo is asked for with the session; a new value gets a fresh chance.
  const preview = useKeeperImage(value);
  const fileId = `${id}-file`;
  const pathId = `${id}-path`;
  const uploadErrorId = `${id}-upload-error`;

  async function onFileChosen(file: File) {
    setUploadError(null);
    setProgress(0);
    onBusyChange?.(true);
    try {
      const imageUrl = await upload.mutateAsync(file);
      onChange(imageUrl);
    } catch (failure) {
      setUploadError(failure instanceof Error ? failure.message : adminMessages.shell.image.uploadFailed);
    } finally {
      setProgress(null);
      onBusyChange?.(false);
    }
  }

  const uploading = progress !== null;

  return (
    <fieldset className="space-y-3 rounded-lg border border-slate-200 bg-slate-50/60 p-4">
      <legend className="px-1 font-semibold text-slate-800">{label}</legend>
      <div className="flex flex-wrap items-start gap-4">
        <div className="flex size-28 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-slate-200 bg-white">
          {preview.shown ? (
            <img
              src={preview.shown}
              alt={adminMessages.shell.image.preview}
              className="size-full object-cover"
              onError={preview.onError}
            />
          ) : (
            <ImageOff className="size-8 text-slate-400" aria-hidden="true" />
          )}
        </div>
        <div className="min-w-0 flex-1 space-y-2">
          <label htmlFor={fileId} className="sr-only">
            {adminMessages.shell.image.choose}
          </label>
          <div className="flex flex-wrap gap-2">
            <FilePicker
              id={fileId}
              accept={ACCEPTED}
              onChange={(file) => file && void onFileChosen(file)}
              buttonLabel={uploading ? adminMessages.shell.image.uploading : adminMessages.shell.image.choose}
              disabled={uploading}
              describedBy={uploadError ? uploadErrorId : undefined}
            />
            {value && !uploading && (
              <Button variant="neutral" size="compact" onClick={() => onChange('')}>
                <X className="size-4" aria-hidden="true" />
                {adminMessages.shell.image.remove}
              </Button>
            )}
          </div>
          <p className="text-sm text-slate-600">{adminMessages.shell.image.accepted}</p>
          {uploading && (
            <progress
              className="h-2 w-full overflow-hidden rounded accent-brand-600"
              max={100}
              value={progress}
              aria-label={adminMessages.shell.image.uploading}
            >
              {progress}%
            </progress>
          )}
          {uploadError && (
            <p id={uploadErrorId} role="alert" className="text-sm font-semibold text-red-700">
              {uploadError}
            </p>
          )}
        </div>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={pathId} className="block text-sm text-slate-700">
          {adminMessages.shell.image.path}
        </label>
        <input
          {...fieldAria(pathId, error)}
          type="text"
          dir="ltr"
          className={`${inputClassName} text-start`}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        {error && (
          <p id={fieldErrorId(pathId)} className="text-sm font-semibold text-red-700">
            {error}
          </p>
        )}
      </div>
    </fieldset>
  );
}
