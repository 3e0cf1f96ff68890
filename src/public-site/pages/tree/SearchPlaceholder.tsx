// The room the search field takes, held while its texts load, so the drawing below does not jump.
import Box from '@mui/material/Box';

export const SearchPlaceholder = () => <Box sx={{ minHeight: 104 }} />;
