import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A file picker that also takes a file dropped on it: click or Enter/Space opens the browser's picker, dragging a
 * file over highlights it. `accept` filters the picker (e.g. `.csv,.xlsx`); the caller checks what it receives.
 * With `onFiles` it takes several files at once (picked or dropped), and the caller lists them.
 */
export function FileDropZone(props: {
  label: string;
  accept: string;
  hint?: string;
  error?: string;
  file?: File | null;
  onFile?(file: File | null): void;
  /** Several files at once: each pick or drop answers all its files. */
  onFiles?(files: File[]): void;
}) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const [over, setOver] = useState(false);
  const take = (list: FileList | null | undefined) => {
    if (props.onFiles) {
      const files = [...(list ?? [])];
      if (files.length) props.onFiles(files);
    } else props.onFile?.(list?.[0] ?? null);
  };
  // A cleared choice (after an upload) clears the picker too, so the same file can be chosen again.
  useEffect(() => {
    if (!props.file && input.current) input.current.value = '';
  }, [props.file]);
  return (
    <Box>
      <Box
        role="button"
        tabIndex={0}
        // Named by what it shows (its label, the file or the invitation, the limits): no hidden name to disagree.
        onClick={() => input.current?.click()}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === ' ') {
            e.preventDefault();
            input.current?.click();
          }
        }}
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          take(e.dataTransfer.files);
        }}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: props.error ? 'error.main' : over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : undefined,
          borderRadius: 1,
          p: 2,
          textAlign: 'center',
          cursor: 'pointer',
        }}
      >
        <Typography variant="subtitle2" component="span" sx={{ display: 'block' }}>
          {props.label}
        </Typography>
        <UploadFileIcon color="action" aria-hidden />
        <Typography id={`${id}-text`}>{props.file ? props.file.name : t('app:files.dropOrChoose')}</Typography>
        <Typography variant="body2" color="text.secondary" id={`${id}-hint`}>
          {props.hint}
        </Typography>
      </Box>
      <input
        ref={input}
        type="file"
        hidden
        accept={props.accept}
        data-testid="file-drop-input"
        aria-label={props.label}
        multiple={Boolean(props.onFiles)}
        onChange={(e) => {
          take(e.target.files);
          // Several files are listed by the caller: the picker is ready for more, even the same ones.
          if (props.onFiles) e.target.value = '';
        }}
      />
      {props.error && <FormHelperText error>{props.error}</FormHelperText>}
    </Box>
  );
}
