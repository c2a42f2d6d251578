import { Upload } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { pickerMessages } from '#shared/messages/pickers.ts';

const m = pickerMessages.file;

const looks = {
  neutral: 'border border-slate-300 bg-white font-semibold text-slate-800 hover:bg-slate-50',
  primary: 'bg-brand-700 font-bold text-white hover:bg-brand-800',
} as const;

interface FilePickerProps {
  id: string;
  accept: string;
  onChange: (file: File | null) => void;
  /**
   * The file the form holds, named beside the button; null clears the input too. Left out where a
   * file is taken the moment it is chosen (an upload, an import): the input then empties itself
   * after each choice, so the same file chosen again after a failure still counts.
   */
  file?: File | null;
  /** The button's words, «اختر ملفاً» unless the screen has its own. */
  buttonLabel?: string;
  look?: keyof typeof looks;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
}

/**
 * The admin's one file input, in Arabic whatever the browser's language: the browser's own says
 * «Choose File» and «No file chosen» in the browser's language, laid out left to right. The input
 * stays the control (its label, keyboard and screen reader are the browser's), hidden from sight
 * and drawn as a button; the screen labels the input with a label of its own.
 */
export function FilePicker(props: FilePickerProps) {
  const { id, accept, file, onChange, disabled, invalid, describedBy } = props;
  const input = useRef<HTMLInputElement>(null);
  const holdsFile = file !== undefined;
  useEffect(() => {
    if (!file && input.current) input.current.value = '';
  }, [file]);
  return (
    <div data-file-picker="" className="flex flex-wrap items-center gap-3">
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        className="peer sr-only"
        onChange={(event) => {
          const chosen = event.target.files?.[0] ?? null;
          if (!holdsFile) event.target.value = '';
          if (holdsFile || chosen) onChange(chosen);
        }}
      />
      {/* A second label of the same input: a click on it opens the browser's file dialog. */}
      <label
        htmlFor={id}
        aria-hidden="true"
        className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-4 py-2 ${looks[props.look ?? 'neutral']} peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-700 peer-disabled:cursor-not-allowed peer-disabled:opacity-60`}
      >
        <Upload className="size-4" aria-hidden="true" />
        {props.buttonLabel ?? m.choose}
      </label>
      {holdsFile && (
        <span className="min-w-0 truncate text-sm text-slate-600">
          <bdi>{file ? file.name : m.noFile}</bdi>
        </span>
      )}
    </div>
  );
}
