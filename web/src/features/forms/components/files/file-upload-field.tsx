import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { acceptAttribute, acceptedExtensions, fileSizeText, maxFileMb } from '@schema/forms/files';
import { useId, useRef } from 'react';
import type { ResponseLocationInput } from '@/gql/graphql';
import type { QuestionOfKind } from '../element-types';
import { QuestionFrame, questionIds } from '../question-frame';
import { FilePickButton } from '../uploads/file-pick-button';
import { UploadQueue } from '../uploads/upload-queue';
import { useStoredFileUrls } from '../uploads/use-stored-file-urls';
import { useFileAnswer, type StoredFiles } from './use-file-answer';

interface FieldProps {
  question: QuestionOfKind<'FileUploadQuestion'>;
  formId: string;
  location: ResponseLocationInput | null;
  stored: StoredFiles | null;
  disabled?: boolean;
}

/** What the helper line says a question accepts: its types, the largest file and how many. */
export function fileLimitsText(question: FieldProps['question']): string {
  const types = question.acceptedTypes.length ? acceptedExtensions(question).join(', ').toUpperCase() : 'Documents, spreadsheets, images or zip files';
  const files = question.maxFiles === 1 ? '1 file' : `up to ${question.maxFiles} files`;
  return `${types}; ${files} of at most ${Math.min(question.maxSizeMb, maxFileMb)} MB each.`;
}

/**
 * A file upload question: add files (checked, uploaded with progress, then saved in the answer), listed by name
 * (a link to download each) and size, each with a remove button. After a remove the focus returns to Add files.
 */
export function FileUploadField({ question, formId, location, stored, disabled = false }: FieldProps) {
  const ids = questionIds(useId());
  const addButton = useRef<HTMLButtonElement>(null);
  const answer = useFileAnswer({ formId, question, location, stored });
  const urlOf = useStoredFileUrls(formId, answer.files.map((file) => file.key));
  const full = answer.files.length >= question.maxFiles;

  return (
    <QuestionFrame question={question} ids={ids} group helper={answer.error ?? fileLimitsText(question)} helperError={Boolean(answer.error)}>
      <FilePickButton
        inputId={ids.control}
        accept={acceptAttribute(question)}
        multiple={question.maxFiles > 1}
        disabled={disabled || full}
        icon={<AttachFileIcon />}
        label="Add files"
        describedBy={ids.helper}
        buttonRef={addButton}
        onFiles={(files) => void answer.upload(files)}
      />
      <UploadQueue uploads={answer.uploads} onDismiss={answer.dismissUpload} />
      {answer.files.length ? (
        <List dense aria-label={`Files of ${question.title}`} sx={{ mt: 1 }}>
          {answer.files.map((file) => (
            <ListItem
              key={file.key}
              disableGutters
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${file.name}`}
                  disabled={disabled}
                  onClick={async () => {
                    if (await answer.remove(file.key)) addButton.current?.focus();
                  }}
                >
                  <DeleteOutlineIcon />
                </IconButton>
              }
            >
              <ListItemIcon sx={{ minWidth: 36 }}>
                <InsertDriveFileOutlinedIcon />
              </ListItemIcon>
              <ListItemText
                sx={{ minWidth: 0, overflowWrap: 'anywhere' }}
                primary={urlOf(file.key) ? <Link href={urlOf(file.key)} target="_blank" rel="noopener">{file.name}</Link> : file.name}
                secondary={fileSizeText(file.size)}
              />
            </ListItem>
          ))}
        </List>
      ) : null}
    </QuestionFrame>
  );
}
