import Alert from '@mui/material/Alert';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { notListedText, type StaffListing } from '../hooks/staff-listing';
import { SwitchField } from './panels/switch-field';

interface StaffListingFieldsProps {
  value: StaffListing;
  disabled: boolean;
  onChange: (value: StaffListing) => void;
}

/** Where staff will find a published template: the two listing switches, and a warning when staff will not. */
export function StaffListingFields({ value, disabled, onChange }: StaffListingFieldsProps) {
  return (
    <FormGroup aria-labelledby="staff-listing-heading" sx={{ mt: 2 }}>
      <Typography id="staff-listing-heading" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
        Where staff will find it
      </Typography>
      <SwitchField
        label="Show on the home page"
        help="Listed under Get Started on the home page and in the Start New menu."
        checked={value.showOnHomepage}
        disabled={disabled}
        onChange={(showOnHomepage) => onChange({ ...value, showOnHomepage })}
      />
      <SwitchField
        label="People can start it themselves"
        help="Listed where people start forms on their own."
        checked={value.selfInitiated}
        disabled={disabled}
        onChange={(selfInitiated) => onChange({ ...value, selfInitiated })}
      />
      {value.showOnHomepage ? null : (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {notListedText}: staff will not see it under Get Started or in Start New.
        </Alert>
      )}
    </FormGroup>
  );
}
