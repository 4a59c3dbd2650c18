import AddPhotoIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { imageContentTypes, maxImageBytes } from '@schema/forms/images';
import { useId, useState } from 'react';
import type { ResponseLocationInput } from '@/gql/graphql';
import type { QuestionOfKind } from '../element-types';
import { QuestionFrame, questionIds } from '../question-frame';
import { FilePickButton } from '../uploads/file-pick-button';
import { UploadQueue } from '../uploads/upload-queue';
import { useStoredFileUrls } from '../uploads/use-stored-file-urls';
import { ReferenceImages } from './reference-images';
import { useImageAnswer, type AnswerImage, type StoredImages } from './use-image-answer';

const accept = Object.keys(imageContentTypes).join(',');
const limitsText = `JPEG, PNG, GIF or WebP, up to ${maxImageBytes / 1024 / 1024} MB each.`;

interface FieldProps {
  question: QuestionOfKind<'ImageUploadQuestion'>;
  formId: string;
  location: ResponseLocationInput | null;
  stored: StoredImages | null;
  disabled?: boolean;
}

function DescriptionField({ image, disabled, onCommit }: { image: AnswerImage; disabled: boolean; onCommit: (text: string) => void }) {
  const [text, setText] = useState(image.description ?? '');
  return (
    <TextField
      label="Description"
      size="small"
      fullWidth
      multiline
      maxRows={4}
      value={text}
      disabled={disabled}
      onChange={(event) => setText(event.target.value)}
      onBlur={() => text !== (image.description ?? '') && onCommit(text)}
    />
  );
}

/**
 * An image question: add photos (checked, uploaded with progress, then saved in the answer), each shown with
 * its description, which can be edited, and a remove button.
 */
export function ImageUploadField({ question, formId, location, stored, disabled = false }: FieldProps) {
  const ids = questionIds(useId());
  const answer = useImageAnswer({ formId, questionId: question.id, location, stored });
  const urlOf = useStoredFileUrls(formId, answer.images.map((image) => image.key));
  const hint = question.imageDescription || null;

  return (
    <QuestionFrame question={question} ids={ids} group helper={answer.error ?? limitsText} helperError={Boolean(answer.error)}>
      {hint ? (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          {hint}
        </Typography>
      ) : null}
      <ReferenceImages images={question.images ?? []} />
      <FilePickButton
        inputId={ids.control}
        accept={accept}
        multiple
        disabled={disabled}
        icon={<AddPhotoIcon />}
        label="Add images"
        describedBy={ids.helper}
        onFiles={(files) => void answer.upload(files)}
      />
      <UploadQueue uploads={answer.uploads} onDismiss={answer.dismissUpload} />
      {answer.images.length ? (
        <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fill, minmax(220px, 1fr))' } }}>
          {answer.images.map((image) => (
            <Card key={image.key} variant="outlined">
              {urlOf(image.key) ? (
                <CardMedia component="img" image={urlOf(image.key)} alt={image.description || image.name} sx={{ height: 160, objectFit: 'cover' }} />
              ) : (
                <Box sx={{ height: 160, bgcolor: 'action.hover' }} aria-hidden />
              )}
              <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
                <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
                  <Typography variant="body2" noWrap title={image.name}>
                    {image.name}
                  </Typography>
                  <IconButton size="small" aria-label={`Remove ${image.name}`} disabled={disabled} onClick={() => void answer.remove(image.key)}>
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Stack>
                <DescriptionField key={`${image.key}-${image.description ?? ''}`} image={image} disabled={disabled} onCommit={(text) => void answer.describe(image.key, text)} />
              </CardContent>
            </Card>
          ))}
        </Box>
      ) : null}
    </QuestionFrame>
  );
}
