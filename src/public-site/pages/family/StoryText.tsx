// A text a person wrote over several paragraphs (a life story, the moderators' notes): each paragraph in
// its own direction, its line breaks kept, its web addresses as links that open apart from the portal.
// The text is only ever text: React writes it, nothing is parsed as HTML.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { storyParagraphs } from './storyText.ts';

export function StoryText({ text }: { text: string }) {
  return storyParagraphs(text).map((pieces, i) => (
    <Typography key={i} dir="auto" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', mb: 1.5, '&:last-child': { mb: 0 } }}>
      {pieces.map((piece, j) =>
        'link' in piece ? (
          <Link key={j} href={piece.link} target="_blank" rel="noopener noreferrer" dir="ltr">
            {piece.link}
          </Link>
        ) : (
          piece.text
        ),
      )}
    </Typography>
  ));
}

/** A written text under its heading, as a part of a record's page; `aside` sets it apart (what only moderators see). */
export function StorySection({ id, title, text, aside }: { id: string; title: string; text: string; aside?: boolean }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ mt: 4, maxWidth: '70ch', ...(aside && { p: 2, borderRadius: 1, bgcolor: 'action.hover' }) }}
    >
      <Typography variant="h2" id={id} sx={{ fontSize: '1.3rem', mb: 1.5 }}>
        {title}
      </Typography>
      <StoryText text={text} />
    </Box>
  );
}
