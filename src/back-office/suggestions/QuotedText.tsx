// A text a family member wrote (a suggestion's reason, a memory, a moderator's reason to reject), quoted under
// a caption that says what it is, each line in its own direction.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { UserText } from '../../ui/UserText.tsx';

export function QuotedText({ caption, text }: { caption: string; text: string }) {
  return (
    <Box component="figure" sx={{ m: 0, mb: 2 }}>
      <Typography component="figcaption" variant="subtitle2">
        {caption}
      </Typography>
      {/* Left in both directions: the right-to-left frame mirrors it for Arabic and Hebrew. */}
      <Typography component="blockquote" sx={{ m: 0, mt: 0.5, pl: 2, borderLeft: 3, borderColor: 'divider' }}>
        <UserText text={text} />
      </Typography>
    </Box>
  );
}
