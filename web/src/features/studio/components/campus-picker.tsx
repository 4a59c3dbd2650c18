import UnfoldMoreIcon from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Popover from '@mui/material/Popover';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useStudioCampuses } from '../api/studio-campuses';

/** Waits this long after the last keystroke before searching. */
const searchDelayMs = 300;

/** The same studio screen on another campus: the campus id in the address replaced. */
export function sameScreenOn(pathname: string, campusId: string): string {
  return pathname.replace(/^\/studio\/campus\/[^/]+/, `/studio/campus/${encodeURIComponent(campusId)}`);
}

/** The studio's campus picker: the current campus, and a searchable list of the campuses the user may open. */
export function CampusPicker({ campusId, campusName }: { campusId: string; campusName: string }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const listId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const campuses = useStudioCampuses(search, anchor === null);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(input.trim()), searchDelayMs);
    return () => clearTimeout(timer);
  }, [input]);

  const choose = (id: string) => {
    setAnchor(null);
    if (id !== campusId) navigate(sameScreenOn(pathname, id));
  };
  const options = campuses.data?.studioCampuses ?? [];

  return (
    <>
      <Button
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<UnfoldMoreIcon />}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        sx={{ justifyContent: 'space-between', textTransform: 'none', fontWeight: 600 }}
        fullWidth
      >
        {campusName}
      </Button>
      <Popover open={anchor !== null} anchorEl={anchor} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}>
        <Box role="dialog" aria-label="Choose a campus" sx={{ p: 2, width: 320, maxWidth: '90vw' }}>
          <TextField
            label="Search campuses"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            size="small"
            fullWidth
            autoFocus
            slotProps={{ htmlInput: { 'aria-controls': listId } }}
          />
          {campuses.loading ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', p: 2 }}>
              <CircularProgress size={24} aria-label="Loading campuses" />
            </Box>
          ) : options.length === 0 ? (
            <Typography sx={{ p: 2, color: 'text.secondary' }}>No campuses found</Typography>
          ) : (
            <List id={listId} aria-label="Campuses" dense sx={{ maxHeight: (theme) => theme.spacing(96), overflowY: 'auto', mt: 1 }}>
              {options.map((campus) => (
                <ListItemButton key={campus.id} selected={campus.id === campusId} onClick={() => choose(campus.id)}>
                  <ListItemText primary={campus.name} secondary={campus.id} />
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
      </Popover>
    </>
  );
}
