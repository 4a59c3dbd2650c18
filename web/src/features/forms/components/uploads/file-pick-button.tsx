import Button from '@mui/material/Button';
import { useRef, type ReactNode, type Ref } from 'react';
import { openFilePicker } from './open-file-picker';

interface Props {
  /** The hidden input's id: the question's label names it. */
  inputId: string;
  accept: string;
  multiple: boolean;
  disabled: boolean;
  icon: ReactNode;
  label: string;
  /** The helper line that says what the question accepts. */
  describedBy: string;
  buttonRef?: Ref<HTMLButtonElement>;
  onFiles: (files: File[]) => void;
}

/** An upload question's button and its hidden file input: the button opens the file dialog, the files chosen go to `onFiles`. */
export function FilePickButton({ inputId, accept, multiple, disabled, icon, label, describedBy, buttonRef, onFiles }: Props) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        multiple={multiple}
        hidden
        disabled={disabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          // The same file chosen again is a change too.
          event.target.value = '';
          onFiles(files);
        }}
      />
      <Button ref={buttonRef} variant="outlined" startIcon={icon} disabled={disabled} onClick={() => openFilePicker(input.current)} aria-describedby={describedBy}>
        {label}
      </Button>
    </>
  );
}
