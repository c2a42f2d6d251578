import { Upload } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { adminMessages } from '../../../../../shared/messages/admin';

const m = adminMessages.shell.filePicker;

interface FilePickerProps {
  id: string;
  accept: string;
  /** The file chosen, shown by its name; null clears the input too. */
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
  invalid?: boolean;
}

/**
 * A file input that speaks Arabic whatever the browser's language: the browser's own says
 * «Choose File» and «No file chosen» in the browser's language, laid out left to right. The input
 * stays the control (its label, keyboard and screen reader are the browser's), hidden from sight
 * and drawn as a button beside the chosen file's name.
 */
export function FilePicker({ id, accept, file, onChange, disabled, invalid }: FilePickerProps) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        className="peer sr-only"
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
      />
      {/* A second label of the same input: a click on it opens the browser's file dialog. */}
      <label
        htmlFor={id}
        aria-hidden="true"
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60"
      >
        <Upload className="size-4" aria-hidden="true" />
        {m.choose}
      </label>
      <span className="min-w-0 truncate text-sm text-slate-600">
        <bdi>{file ? file.name : m.noFile}</bdi>
      </span>
    </div>
  );
}
