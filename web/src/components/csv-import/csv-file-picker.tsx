import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { CsvFileState } from './use-csv-file';

/** Step 1's control: a button that opens the file chooser, the chosen file's name, and why it could not be read. */
export function CsvFilePicker({ csv, disabled }: { csv: CsvFileState; disabled: boolean }) {
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
        {/* A real button opens the file chooser: focusable, with the house focus ring; the input itself stays hidden. */}
        <Button variant="outlined" disabled={disabled} onClick={() => fileInput.current?.click()}>
          Choose CSV file
        </Button>
        <input
          ref={fileInput}
          hidden
          type="file"
          accept=".csv,text/csv"
          aria-label="CSV file"
          onChange={(event) => {
            void csv.choose(event.target.files?.[0]);
            // The same file chosen again (a second import) is a change too.
            event.target.value = '';
          }}
        />
        {csv.file ? <Typography sx={{ overflowWrap: 'anywhere' }}>{csv.file.name}</Typography> : null}
      </Stack>
      {csv.readFailed ? <Alert severity="error" sx={{ mt: 2 }}>The file could not be read as CSV.</Alert> : null}
    </>
  );
}
